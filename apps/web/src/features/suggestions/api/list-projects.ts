import type { listProjectsReply } from '@lipi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectListKey } from '../../../lib/query-keys.ts';

type Reply = z.infer<typeof listProjectsReply>;

// server: POST /api/project {pageNumber, pageSize, searchText?} → {projectList, totalProjects}
export function useProjectChoices(searchText: string) {
  const input = { pageNumber: 1, pageSize: 50, searchText: searchText || undefined };
  return useQuery({ queryKey: [...projectListKey, input], queryFn: () => api.post<Reply>('project', input), placeholderData: keepPreviousData });
}
