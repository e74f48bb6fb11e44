import type { SuggestionDownloadRequest } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download.ts';

// server: POST /api/suggestion/download {projectId, status?} → text/csv suggestionReport.csv
export const downloadSuggestions = (input: SuggestionDownloadRequest) => downloadFile('suggestion/download', input, 'suggestionReport.csv');

export function useDownloadSuggestions(projectId: string) {
  return useMutation({ mutationFn: (status?: SuggestionDownloadRequest['status']) => downloadSuggestions({ projectId, status }) });
}
