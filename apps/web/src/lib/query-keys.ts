/**
 * Every query about one project starts with projectKey(id), so a change in one area (a scope
 * toggle, a new domain) can refresh the others without the features knowing each other's keys.
 */
export const projectKey = (projectId: string) => ['project', projectId] as const;
export const projectListKey = ['projects'] as const;
