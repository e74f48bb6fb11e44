import { serverPath, type RouteBody, type RouteDef, type RouteParams, type RouteQuery } from '@lipi/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { getProjectForCaller, type ProjectRow } from '../modules/projects/project-access.ts';
import type { RoutePolicy } from '../modules/policy/policy.ts';
import { recordDownload } from '../modules/stats/stats-ingest.ts';
import { requireAuth } from '../plugins/auth.ts';
import { replyOf, type ok } from './envelope.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry this route was registered from (every /api route has one). */
    routeDef?: RouteDef;
  }
  interface FastifyRequest {
    /** The project named by the request, resolved and tenant-checked by the route's `project` option. */
    project: ProjectRow | null;
  }
}

/** Where a route finds the `projectId` it acts on; the one pre-handler resolves it for the caller. */
export type ProjectFrom = 'body' | 'query' | 'params';

type Ok<T> = ReturnType<typeof ok<T>>;

/**
 * What a handler of this entry returns: the envelope of its reply data, or the reply itself for files
 * and for handlers that answer on their own (a 304 to a matching ETag, a pre-serialised body).
 */
type HandlerResult<R extends RouteDef> = R['reply'] extends z.ZodType ? Ok<z.input<R['reply']>> | FastifyReply : FastifyReply;

export type RouteRequest<R extends RouteDef, P extends ProjectFrom | undefined> = Omit<FastifyRequest, 'body' | 'query' | 'params' | 'project'> & {
  body: RouteBody<R>;
  query: RouteQuery<R>;
  params: RouteParams<R>;
  project: P extends ProjectFrom ? ProjectRow : ProjectRow | null;
};

export type RouteOptions<R extends RouteDef, P extends ProjectFrom | undefined> = {
  /** Who may call it (modules/policy): checked before the input is read. */
  policy: RoutePolicy;
  /** Resolve `projectId` from this part of the request before the handler (404 for another tenant's id). */
  project?: P;
  /** Extra route config (rate limits) and options (body limit, onRequest/onSend hooks: a CORS header, failures reshaped). */
  config?: Omit<FastifyContextConfig, 'policy' | 'routeDef'>;
  options?: Pick<RouteShorthandOptions, 'bodyLimit' | 'onRequest' | 'onSend' | 'logLevel'>;
  /** Extra response codes besides 200 (e.g. 304 for ETag replies). */
  extraResponses?: Record<number, unknown>;
  handler: (request: RouteRequest<R, P>, reply: FastifyReply) => Promise<HandlerResult<R>>;
};

const isSchema = (value: RouteDef['reply']): value is z.ZodType => !('kind' in value && value.kind === 'file');

/**
 * Registers one call from its contract entry: the path and method come from the entry, its schemas
 * validate the input and filter the reply, and the policy and project resolution run before the handler.
 */
export function registerRoute<const R extends RouteDef, P extends ProjectFrom | undefined = undefined>(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'db'>,
  route: R,
  options: RouteOptions<R, P>,
) {
  const schema: Record<string, unknown> = {};
  if (route.body && !route.multipart) schema.body = route.body;
  if (route.query) schema.querystring = route.query;
  if (route.params) schema.params = route.params;
  if (isSchema(route.reply)) schema.response = { ...replyOf(route.reply), ...options.extraResponses };
  const from = options.project;
  app.route({
    method: route.method,
    url: serverPath(route),
    schema,
    ...options.options,
    config: { ...options.config, policy: options.policy, routeDef: route },
    preHandler: from
      ? async (request: FastifyRequest) => {
          const source = (request[from] ?? {}) as { projectId?: unknown };
          request.project = await getProjectForCaller(ctx, requireAuth(request), String(source.projectId ?? ''));
        }
      : undefined,
    // Downloads of a project's reports and files are counted in its statistics.
    onResponse: isSchema(route.reply)
      ? undefined
      : async (request: FastifyRequest, reply: FastifyReply) => {
          if (reply.statusCode !== 200 || !request.project || !('clock' in ctx)) return;
          await recordDownload(ctx as Pick<AppContext, 'db' | 'clock'>, {
            projectId: request.project.id,
            hostname: request.project.hostname,
            what: route.path,
          }).catch(() => undefined);
        },
    handler: options.handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
