import type { freeProjectReply } from '@lipi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type FreeProject = NonNullable<z.infer<typeof freeProjectReply>['project']>;

// server: modules/projects — GET /api/project/free answers data {project} for the caller's free-trial organisation.
export const getFreeProject = () => api.get<z.infer<typeof freeProjectReply>>('project/free').then((reply) => reply.project);

export const freeProjectQueryOptions = queryOptions({ queryKey: ['project', 'free'], queryFn: getFreeProject });

export function useFreeProject() {
  return useQuery(freeProjectQueryOptions);
}
