import type { listEnginesReply, projectEnginesReply } from '@lipi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';

export type EngineList = z.infer<typeof listEnginesReply>;
export type ProjectEngines = z.infer<typeof projectEnginesReply>;

// server: POST /api/translation/engines/list → {engines: [{id, label, configured}]}
export const listEngines = () => api.post<EngineList>('translation/engines/list', {});
// server: POST /api/translation/engines/get {projectId} → {sourceLang, engines: [{targetLang, engine, pivotLang, isDefault}]}
export const getProjectEngines = (projectId: string) => api.post<ProjectEngines>('translation/engines/get', { projectId });

export const enginesQueryOptions = queryOptions({ queryKey: ['mt-engines'], queryFn: listEngines, staleTime: 5 * 60_000 });
export const projectEnginesQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: [...projectKey(projectId), 'engines'], queryFn: () => getProjectEngines(projectId) });

export const useEngines = () => useQuery(enginesQueryOptions);
export const useProjectEngines = (projectId: string) => useQuery(projectEnginesQueryOptions(projectId));
