import { PROJECT_ROUTES, type RouteInput, type RouteReply } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { projectListKey } from '../../lib/query-keys.ts';
import { startCrawl } from '../crawl/start-crawl.ts';
import { createMultiOriginProject, type CreateMultiOriginInput } from './create-multi-origin-project.ts';
import { createApiProject, type CreateApiProjectInput } from '../api-content/create-api-project.ts';

export type CreateProjectInput = RouteInput<typeof PROJECT_ROUTES.create>;
export type CreatedProject = RouteReply<typeof PROJECT_ROUTES.create>;

export const createProject = (input: CreateProjectInput) => callEnvelope(PROJECT_ROUTES.create, input);

export type CreateInput =
  { kind: 'website'; input: CreateProjectInput } | { kind: 'multiOrigin'; input: CreateMultiOriginInput } | { kind: 'api'; input: CreateApiProjectInput };

/** The wizard creates either kind; the project list refreshes after. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateInput) => {
      // An API project has no website: nothing to crawl.
      if (request.kind === 'api') return createApiProject(request.input);
      const reply = await (request.kind === 'website' ? createProject(request.input) : createMultiOriginProject(request.input));
      // A new project starts crawling at once, as a free trial's does. If the crawl cannot start, the
      // project is still made and its overview offers "Start crawl" with the reason.
      await startCrawl({ projectId: reply.data.projectId }).catch(() => undefined);
      return reply;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectListKey }),
  });
}
