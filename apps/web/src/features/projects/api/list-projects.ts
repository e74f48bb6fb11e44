import type { listProjectsReply, listProjectsRequest } from '@lipi/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectListKey } from '../../../lib/query-keys.ts';

export type ListProjectsInput = z.input<typeof listProjectsRequest>;
export type ProjectList = z.infer<typeof listProjectsReply>;

// server: POST /api/project → {projectList, totalProjects}
export const listProjects = (input: ListProjectsInput) => api.post<ProjectList>('project', input);

export const projectsQueryOptions = (input: ListProjectsInput) =>
  queryOptions({ queryKey: [...projectListKey, input], queryFn: () => listProjects(input), placeholderData: keepPreviousData });

export function useProjects(input: ListProjectsInput) {
  return useQuery(projectsQueryOptions(input));
}
