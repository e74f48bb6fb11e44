import type { listEnginesReply, projectEnginesReply, updateProjectEngineRequest } from '@lipi/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';

export type EngineList = z.infer<typeof listEnginesReply>;
export type ProjectEngines = z.infer<typeof projectEnginesReply>;
export type UpdateEngineInput = z.input<typeof updateProjectEngineRequest>;

// server: POST /api/translation/engines/list → {engines: [{id, label, configured}]}
export const listEngines = () => api.post<EngineList>('translation/engines/list', {});
// server: POST /api/translation/engines/get {projectId} → {sourceLang, engines: [{targetLang, engine, pivotLang, isDefault}]}
export const getProjectEngines = (projectId: string) => api.post<ProjectEngines>('translation/engines/get', { projectId });
// server: POST /api/translation/engines/update {projectId, targetLang, engine, pivotLang?}
export const updateProjectEngine = (input: UpdateEngineInput) => api.postEnvelope<unknown>('translation/engines/update', input);

export const projectEnginesKey = (projectId: string) => [...projectKey(projectId), 'engines'] as const;
export const enginesQueryOptions = queryOptions({ queryKey: ['mt-engines'], queryFn: listEngines, staleTime: 5 * 60_000 });

export const useEngines = () => useQuery(enginesQueryOptions);
export const useProjectEngines = (projectId: string) => useQuery({ queryKey: projectEnginesKey(projectId), queryFn: () => getProjectEngines(projectId) });

export function useUpdateProjectEngine(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<UpdateEngineInput, 'projectId'>) => updateProjectEngine({ ...input, projectId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectEnginesKey(projectId) }),
  });
}
