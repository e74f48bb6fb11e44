import { useMutation } from '@tanstack/react-query';
import { downloadCsv } from '../lib/download-csv.ts';

// server: POST /api/feedback/csv/get {projectId} → text/csv feedbackReport.csv
export const downloadFeedback = (projectId: string) => downloadCsv('feedback/csv/get', { projectId }, 'feedbackReport.csv');

export function useDownloadFeedback(projectId: string) {
  return useMutation({ mutationFn: () => downloadFeedback(projectId) });
}
