import { projectKey } from '../../../lib/query-keys.ts';

/** Every suggestion and feedback query of a project starts here, so a decision refreshes them all. */
export const suggestionsKey = (projectId: string) => [...projectKey(projectId), 'suggestions'] as const;
export const feedbackKey = (projectId: string) => [...projectKey(projectId), 'feedback'] as const;
