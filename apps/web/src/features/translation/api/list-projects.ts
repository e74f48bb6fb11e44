import type { listProjectsReply, listProjectsRequest } from '@lipi/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectListKey } from '../../../lib/query-keys.ts';

type Input = z.input<typeof listProjectsRequest>;

// server: POST /api/project → {projectList, totalProjects} (read-only: the translations overview)
export const listProjects = (input: Input) => api.post<z.infer<typeof listProjectsReply>>('project', input);

export const projectsQueryOptions = (input: Input) =>
  queryOptions({ queryKey: [...projectListKey, input], queryFn: () => listProjects(input), placeholderData: keepPreviousData });

export const useProjects = (input: Input) => useQuery(projectsQueryOptions(input));
