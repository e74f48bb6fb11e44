import type { revisionListReply } from '@lipi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { translationsKey } from './list-translations.ts';

export type RevisionList = z.infer<typeof revisionListReply>;
type Input = { projectId: string; targetLang: string; sourceHash: string };

// server: POST /api/translation/revision/list {projectId, targetLang, sourceHash, pageNumber, pageSize} → {tmRevisions, total}
export const listRevisions = (input: Input) => api.post<RevisionList>('translation/revision/list', { ...input, pageNumber: 1, pageSize: 50 });

export const revisionsQueryOptions = (input: Input) =>
  queryOptions({ queryKey: [...translationsKey(input.projectId), 'revisions', input.targetLang, input.sourceHash], queryFn: () => listRevisions(input) });

export function useRevisions(input: Input | null) {
  return useQuery({ ...revisionsQueryOptions(input ?? { projectId: '', targetLang: '', sourceHash: '' }), enabled: input !== null });
}
