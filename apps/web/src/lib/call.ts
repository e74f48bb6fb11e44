import { queryOptions } from '@tanstack/react-query';
import { fillPath, routeKey, type Envelope, type RouteDef, type RouteInput, type RouteReply } from '@lipi/contract';
import { apiRequest, type RequestOptions } from './api-client.ts';
import { downloadFile } from './download.ts';

type CallOptions = Pick<RequestOptions, 'token' | 'signal'>;

/** Splits the merged input into path, query and body by the entry's method and schemas. */
function requestOf(route: RouteDef, input: unknown): { path: string; query?: RequestOptions['query']; body?: unknown } {
  if (typeof FormData !== 'undefined' && input instanceof FormData) return { path: fillPath(route.path, {}).path, body: input };
  const { path, rest } = fillPath(route.path, (input ?? {}) as Record<string, unknown>);
  if (route.method === 'GET' || route.method === 'DELETE') return { path, query: rest as RequestOptions['query'] };
  const queryKeys = route.query && 'shape' in route.query ? Object.keys(route.query.shape as object) : [];
  if (queryKeys.length === 0) return { path, body: rest };
  const query: Record<string, unknown> = {};
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) (queryKeys.includes(key) ? query : body)[key] = value;
  return { path, query: query as RequestOptions['query'], body };
}

/** The whole envelope of a call (for the success message some screens show). */
export async function callEnvelope<const R extends RouteDef>(route: R, input: RouteInput<R>, options: CallOptions = {}): Promise<Envelope<RouteReply<R>>> {
  const { path, query, body } = requestOf(route, input);
  const sentBody = route.method === 'GET' ? undefined : (body ?? {});
  return apiRequest<RouteReply<R>>(path, { ...options, method: route.method, query, body: sentBody });
}

/**
 * The one way the dashboard calls the API: the contract entry names the path and method and gives
 * the input and reply types, so no web code writes a path string or a reply type by hand.
 */
export async function call<const R extends RouteDef>(route: R, input: RouteInput<R>, options: CallOptions = {}): Promise<RouteReply<R>> {
  return (await callEnvelope(route, input, options)).data;
}

/** A download call (FILE_REPLY): saves the file and returns its name. */
export async function download<const R extends RouteDef>(route: R, input: RouteInput<R>, fallbackName: string): Promise<string> {
  const { path, body } = requestOf(route, input);
  return downloadFile(path, body, fallbackName);
}

/**
 * Query options of a read call: the key derives from the entry and its input (routeKey), the fetcher
 * is `call`. Spread it into useQuery and add screen-specific options (polling, placeholders…).
 */
export const queryOf = <const R extends RouteDef>(route: R, input: RouteInput<R>) =>
  queryOptions({ queryKey: routeKey(route, input), queryFn: ({ signal }) => call(route, input, { signal }) });

/**
 * The key prefix of every query of one entry about one project (routeKey's first three parts): for
 * invalidating or updating all pages/filters of that call at once.
 */
export const projectRouteKey = (route: Pick<RouteDef, 'path'>, projectId: string) => ['project', projectId, route.path] as const;
