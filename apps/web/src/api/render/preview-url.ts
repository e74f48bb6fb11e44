import { RENDER_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, queryOf } from '../../lib/call.ts';

type Input = RouteInput<typeof RENDER_ROUTES.previewUrl>;

/** The proxy link of a page, asked on demand (the delivery screen's form). */
export function usePreviewUrl() {
  return useMutation({ mutationFn: (input: Input) => call(RENDER_ROUTES.previewUrl, input) });
}

/**
 * The path-form proxy link of a page, asked once it is worth showing. The path form is used: a free
 * trial's DNS is not set up, so the host form would not resolve.
 */
export function usePreviewPathUrl(input: Input, enabled: boolean) {
  return useQuery({
    ...queryOf(RENDER_ROUTES.previewUrl, input),
    select: (reply) => reply.pathUrl,
    enabled: enabled && Boolean(input.lang && input.url),
    staleTime: Infinity,
  });
}
