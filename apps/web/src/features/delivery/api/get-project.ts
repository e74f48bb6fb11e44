import type { projectDetailsReply } from '@lipi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';

type ProjectDetails = z.infer<typeof projectDetailsReply>;

// server: POST /api/project/details {projectId}. The key is the project header's, so this reads its cached copy.
export function useProject(projectId: string) {
  return useQuery(
    queryOptions({ queryKey: [...projectKey(projectId), 'details'], queryFn: () => api.post<ProjectDetails>('project/details', { projectId }) }),
  );
}
