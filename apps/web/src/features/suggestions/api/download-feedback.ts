import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download.ts';

// server: POST /api/feedback/csv/get {projectId} → text/csv feedbackReport.csv
export const downloadFeedback = (projectId: string) => downloadFile('feedback/csv/get', { projectId }, 'feedbackReport.csv');

export function useDownloadFeedback(projectId: string) {
  return useMutation({ mutationFn: () => downloadFeedback(projectId) });
}
