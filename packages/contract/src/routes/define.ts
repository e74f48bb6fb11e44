import type { z } from 'zod';
import type { ErrorType } from '../envelope.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A reply that is not the envelope but a file (CSV, XLSX, TMX, zip…) sent as an attachment. */
export const FILE_REPLY = { kind: 'file' } as const;
export type FileReply = typeof FILE_REPLY;

type Schema = z.ZodType;

/**
 * One call of the API: the single definition the server registers from, the web's typed client
 * calls through, query keys derive from and the OpenAPI document is generated from.
 *
 * `path` is written as the spec writes it, without `/api/` and with `{name}` for path parameters
 * (odd spellings kept: `apiTransation`, `langauge`…).
 */
export type RouteDef = {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  /** OpenAPI tag: the area of the product the call belongs to. */
  readonly tag: string;
  readonly body?: Schema;
  readonly query?: Schema;
  readonly params?: Schema;
  /** The `data` of a successful envelope, or FILE_REPLY for downloads. */
  readonly reply: Schema | FileReply;
  /** Error types this call answers besides the ones every call can (VALIDATION_ERROR, UNAUTHORIZED, …). */
  readonly errors?: readonly ErrorType[];
  /** The body is multipart/form-data (uploads); the web sends a FormData. */
  readonly multipart?: boolean;
  /** Public calls (snippet API, phonetic typing): no session; documented with examples. */
  readonly public?: boolean;
  /** Example request/reply for the documentation of public calls. */
  readonly example?: { readonly request?: unknown; readonly reply?: unknown };
};

/** Identity with the literal types kept, so clients infer body and reply types from the entry. */
export const defineRoute = <const R extends RouteDef>(route: R): R => route;

type InferOr<S, Fallback> = S extends Schema ? z.input<S> : Fallback;

/** What the web client passes: body, query and path params merged into one object (FormData for uploads). */
export type RouteInput<R extends RouteDef> = R['multipart'] extends true
  ? FormData
  : InferOr<R['body'], unknown> & InferOr<R['query'], unknown> & InferOr<R['params'], unknown>;

/** The `data` a successful call returns (a Blob for file replies). */
export type RouteReply<R extends RouteDef> = R['reply'] extends Schema ? z.output<R['reply']> : Blob;

/** The body/query/params the server handler receives after validation. */
export type RouteBody<R extends RouteDef> = R['body'] extends Schema ? z.output<R['body']> : undefined;
export type RouteQuery<R extends RouteDef> = R['query'] extends Schema ? z.output<R['query']> : undefined;
export type RouteParams<R extends RouteDef> = R['params'] extends Schema ? z.output<R['params']> : undefined;

/** `/manual-translation/request/{id}` → `/api/manual-translation/request/:id` (Fastify's form). */
export const serverPath = (route: Pick<RouteDef, 'path'>): string => `/api/${route.path.replace(/^\//, '').replace(/\{(\w+)\}/g, ':$1')}`;

/** Fills `{name}` parameters (URL-encoded) and removes them from the values sent elsewhere. */
export function fillPath(path: string, values: Record<string, unknown>): { path: string; rest: Record<string, unknown> } {
  const rest = { ...values };
  const filled = path.replace(/^\//, '').replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}

/**
 * Query keys derive from the entry: [path, input], prefixed by ['project', id] when the input names a
 * project, so a change in one area can refresh every query of that project (prefix invalidation).
 */
export function routeKey(route: Pick<RouteDef, 'path'>, input?: unknown): readonly unknown[] {
  const projectId = typeof input === 'object' && input !== null && 'projectId' in input ? (input as { projectId: unknown }).projectId : undefined;
  const own = input === undefined ? [route.path] : [route.path, input];
  return typeof projectId === 'string' ? ['project', projectId, ...own] : own;
}
