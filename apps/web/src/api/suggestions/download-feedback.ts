import { DOWNLOAD_FILE_NAMES, FEEDBACK_ROUTES } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../lib/call.ts';

/** Saves the feedback as feedbackReport.csv. */
export function useDownloadFeedback(projectId: string) {
  return useMutation({ mutationFn: () => download(FEEDBACK_ROUTES.csv, { projectId }, DOWNLOAD_FILE_NAMES.feedbackReport) });
}
