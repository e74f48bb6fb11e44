import { useProjectDetails } from '../../../api/projects/project-details.ts';
import { isBusy } from '../lib/project-status.ts';

/** While a crawl is under way the details are also refetched every 5 s, a fallback when the socket is down. */
export const useLiveProjectDetails = (projectId: string) => useProjectDetails(projectId, { pollWhile: (details) => isBusy(details.status) });
