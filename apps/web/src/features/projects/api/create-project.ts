import type { createMultiOriginRequest, createProjectReply, createProjectRequest } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectListKey } from '../../../lib/query-keys.ts';

export type CreateProjectInput = z.input<typeof createProjectRequest>;
export type CreateMultiOriginInput = z.input<typeof createMultiOriginRequest>;
export type CreatedProject = z.infer<typeof createProjectReply>;

// server: POST /api/project/new {url, languages, name?}
export const createProject = (input: CreateProjectInput) => api.postEnvelope<CreatedProject>('project/new', input);
// server: POST /api/project/new/multiOrigin {name, domains: [{url, languages}]}
export const createMultiOriginProject = (input: CreateMultiOriginInput) => api.postEnvelope<CreatedProject>('project/new/multiOrigin', input);

export type CreateInput = { kind: 'website'; input: CreateProjectInput } | { kind: 'multiOrigin'; input: CreateMultiOriginInput };

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateInput) => (request.kind === 'website' ? createProject(request.input) : createMultiOriginProject(request.input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectListKey }),
  });
}
