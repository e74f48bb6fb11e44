import type { TmFileFormat, tmImportReply } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';
import { downloadFile } from '../../../lib/download.ts';

export type TmImportResult = z.infer<typeof tmImportReply>;

const EXTENSIONS: Record<TmFileFormat, string> = { tmx: 'tmx', xliff12: 'xlf', xliff2: 'xlf', csv: 'csv', xlsx: 'xlsx' };

// server: POST /api/translation/tm/export {projectId, targetLang, format} → the file (attachment)
export const exportMemory = (input: { projectId: string; targetLang: string; format: TmFileFormat }) =>
  downloadFile('translation/tm/export', input, `translation-memory-${input.targetLang}.${EXTENSIONS[input.format]}`);

// server: POST /api/translation/tm/import, multipart: projectId, targetLang, file → {imported, skipped, unmatched}
export const importMemory = (input: { projectId: string; targetLang: string; file: File }) => {
  const form = new FormData();
  form.append('projectId', input.projectId);
  form.append('targetLang', input.targetLang);
  form.append('file', input.file, input.file.name);
  return api.postEnvelope<TmImportResult>('translation/tm/import', form);
};

export function useExportMemory(projectId: string) {
  return useMutation({ mutationFn: (input: { targetLang: string; format: TmFileFormat }) => exportMemory({ ...input, projectId }) });
}

export function useImportMemory(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { targetLang: string; file: File }) => importMemory({ ...input, projectId }),
    // The editor's rows and counts change with an import.
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
