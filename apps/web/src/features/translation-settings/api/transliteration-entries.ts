import { TRANSLITERATION_GLOSSARY_CSV_FILENAME, TRANSLITERATION_MEMORY_CSV_FILENAME, type TransliterationEntryKind, type transliterationEntriesReply } from '@lipi/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';
import { downloadFile } from '../../../lib/download.ts';

export type TransliterationEntries = z.infer<typeof transliterationEntriesReply>;
type Query = { pageNumber: number; pageSize: number; search?: string; targetLang?: string };

/**
 * The two transliteration lists share one shape: memory under transliteration/*, glossary under
 * transliterationGlossary/* (post vs create for the upload). Each downloads in its upload layout.
 */
const CALLS: Record<TransliterationEntryKind, { get: string; upload: string; remove: string; csv: string; csvName: string }> = {
  memory: { get: 'transliteration/get', upload: 'transliteration/post', remove: 'transliteration/delete', csv: 'transliteration/csv/get', csvName: TRANSLITERATION_MEMORY_CSV_FILENAME },
  glossary: {
    get: 'transliterationGlossary/get',
    upload: 'transliterationGlossary/create',
    remove: 'transliterationGlossary/delete',
    csv: 'transliterationGlossary/csv/get',
    csvName: TRANSLITERATION_GLOSSARY_CSV_FILENAME,
  },
};

export const transliterationKey = (projectId: string, kind: TransliterationEntryKind) => [...projectKey(projectId), 'transliteration', kind] as const;

// server: POST /api/{transliteration|transliterationGlossary}/get {projectId, targetLang?, search?, pageNumber, pageSize} → {entries, total}
export const getEntries = (kind: TransliterationEntryKind, projectId: string, query: Query) =>
  api.post<TransliterationEntries>(CALLS[kind].get, { projectId, ...query });
// server: POST /api/transliteration/post | transliterationGlossary/create, multipart: projectId + CSV or XLSX
export const uploadEntries = (kind: TransliterationEntryKind, projectId: string, file: File) => {
  const form = new FormData();
  form.append('projectId', projectId);
  form.append('file', file, file.name);
  return api.postEnvelope<unknown>(CALLS[kind].upload, form);
};
// server: POST /api/{…}/delete {projectId, ids}
export const deleteEntries = (kind: TransliterationEntryKind, projectId: string, ids: string[]) => api.postEnvelope<unknown>(CALLS[kind].remove, { projectId, ids });
// server: POST /api/{transliteration|transliterationGlossary}/csv/get {projectId} → CSV file (transliterationMemory.csv | transliterationGlossary.csv)
export const downloadEntries = (kind: TransliterationEntryKind, projectId: string) => downloadFile(CALLS[kind].csv, { projectId }, CALLS[kind].csvName);
export const entriesFileName = (kind: TransliterationEntryKind) => CALLS[kind].csvName;

export function useTransliterationEntries(kind: TransliterationEntryKind, projectId: string, query: Query) {
  return useQuery({ queryKey: [...transliterationKey(projectId, kind), query], queryFn: () => getEntries(kind, projectId, query), placeholderData: keepPreviousData });
}

function useEntriesMutation<I, R>(kind: TransliterationEntryKind, projectId: string, fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: transliterationKey(projectId, kind) }) });
}

export const useUploadEntries = (kind: TransliterationEntryKind, projectId: string) => useEntriesMutation(kind, projectId, (file: File) => uploadEntries(kind, projectId, file));
export const useDeleteEntries = (kind: TransliterationEntryKind, projectId: string) => useEntriesMutation(kind, projectId, (ids: string[]) => deleteEntries(kind, projectId, ids));
