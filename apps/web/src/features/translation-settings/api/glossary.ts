import { GLOSSARY_CSV_FILENAME, type addGlossaryTermRequest, type deleteGlossaryEntriesReply, type glossaryPageReply, type glossaryUploadReply } from '@lipi/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';
import { downloadFile } from '../../../lib/download.ts';

export type GlossaryPage = z.infer<typeof glossaryPageReply>;
export type AddTermInput = z.input<typeof addGlossaryTermRequest>;
type Query = { pageNumber: number; pageSize: number; search?: string };

export const glossaryKey = (projectId: string) => [...projectKey(projectId), 'glossary'] as const;

// server: POST /api/glossary/get {projectId, search?, pageNumber, pageSize} → {terms, total}
export const getGlossary = (projectId: string, query: Query) => api.post<GlossaryPage>('glossary/get', { projectId, ...query });
// server: POST /api/glossary/add {projectId, term, rule, translations, isCaseSensitive}
export const addGlossaryTerm = (input: AddTermInput) => api.postEnvelope<unknown>('glossary/add', input);
// server: POST /api/glossary/delete {projectId, ids} → {deleted}
export const deleteGlossaryTerms = (projectId: string, ids: string[]) =>
  api.postEnvelope<z.infer<typeof deleteGlossaryEntriesReply>>('glossary/delete', { projectId, ids });
// server: POST /api/glossary/upload, multipart: projectId + CSV or XLSX → {imported}
export const uploadGlossary = (projectId: string, file: File) => {
  const form = new FormData();
  form.append('projectId', projectId);
  form.append('file', file, file.name);
  return api.postEnvelope<z.infer<typeof glossaryUploadReply>>('glossary/upload', form);
};
// server: POST /api/glossary/csv/get {projectId} → maskTermsList.csv
export const downloadGlossary = (projectId: string) => downloadFile('glossary/csv/get', { projectId }, GLOSSARY_CSV_FILENAME);

export function useGlossary(projectId: string, query: Query) {
  return useQuery({ queryKey: [...glossaryKey(projectId), query], queryFn: () => getGlossary(projectId, query), placeholderData: keepPreviousData });
}

function useGlossaryMutation<I, R>(projectId: string, fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: glossaryKey(projectId) }) });
}

export const useAddGlossaryTerm = (projectId: string) => useGlossaryMutation(projectId, (input: Omit<AddTermInput, 'projectId'>) => addGlossaryTerm({ ...input, projectId }));
export const useDeleteGlossaryTerms = (projectId: string) => useGlossaryMutation(projectId, (ids: string[]) => deleteGlossaryTerms(projectId, ids));
export const useUploadGlossary = (projectId: string) => useGlossaryMutation(projectId, (file: File) => uploadGlossary(projectId, file));
