import type { projectDetailsReply } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';

type ProjectDetails = z.infer<typeof projectDetailsReply>;

// server: POST /api/project/details {projectId}. The project header's key: this reads its cached copy.
export function useProject(projectId: string | null) {
  return useQuery({
    queryKey: [...projectKey(projectId ?? ''), 'details'],
    queryFn: () => api.post<ProjectDetails>('project/details', { projectId }),
    enabled: Boolean(projectId),
  });
}
