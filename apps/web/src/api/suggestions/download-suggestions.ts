import { DOWNLOAD_FILE_NAMES, SUGGESTION_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../lib/call.ts';

type Status = RouteInput<typeof SUGGESTION_ROUTES.download>['status'];

/** Saves the suggestions (of one status, or all) as suggestionReport.csv. */
export function useDownloadSuggestions(projectId: string) {
  return useMutation({ mutationFn: (status?: Status) => download(SUGGESTION_ROUTES.download, { projectId, status }, DOWNLOAD_FILE_NAMES.suggestionReport) });
}
