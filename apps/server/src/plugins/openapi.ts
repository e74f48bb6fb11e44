import swagger from '@fastify/swagger';
import { ERROR_STATUS, type ErrorType, type RouteDef } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { DOCS_PREFIX, registerDocsPage } from './docs-page.ts';

export const OPENAPI_PATH = '/api/openapi.json';

type Json = Record<string, unknown>;
type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The envelope of a failure answering one of these types, as the error handler sends it. */
const errorEnvelope = (types: readonly string[]): Json => ({
  description: types.join(', '),
  type: 'object',
  properties: {
    success: { type: 'boolean', const: false },
    data: {},
    message: { type: 'string' },
    type: { type: 'string', enum: [...types] },
  },
  required: ['success', 'data', 'message', 'type'],
});

/** The error types a call can answer: its own plus those every call of its kind can. */
function errorTypesOf(def: RouteDef, policy: unknown): ErrorType[] {
  const types = new Set<ErrorType>(def.errors ?? []);
  if (def.body || def.query || def.params || def.multipart) types.add('VALIDATION_ERROR');
  if (policy !== 'public') types.add('UNAUTHORIZED');
  if (policy !== 'public' && policy !== 'authenticated') types.add('FORBIDDEN');
  types.add('INTERNAL');
  return [...types];
}

/** Responses grouped by status: several types can share one (VALIDATION_ERROR and BAD_REQUEST are both 400). */
function errorResponses(types: readonly ErrorType[]): Record<number, Json> {
  const byStatus = new Map<number, string[]>();
  for (const type of types) byStatus.set(ERROR_STATUS[type], [...(byStatus.get(ERROR_STATUS[type]) ?? []), type]);
  return Object.fromEntries([...byStatus].map(([status, list]) => [status, errorEnvelope(list)]));
}

/** Puts an example on every property of a query schema that the example names. */
function withPropertyExamples(schema: unknown, example: unknown): unknown {
  if (!schema || typeof schema !== 'object' || !example || typeof example !== 'object') return schema;
  const properties = (schema as { properties?: Record<string, Json> }).properties ?? {};
  for (const [name, value] of Object.entries(example)) if (properties[name]) properties[name].examples = [value];
  return schema;
}

const isZod = (value: unknown) => typeof value === 'object' && value !== null && '_zod' in value;

/** The schema with only zod parts, which the type provider's transform can convert. */
function zodOnly(schema: Json | undefined): Json | undefined {
  if (!schema) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'response') out.response = Object.fromEntries(Object.entries(value as Json).filter(([, r]) => isZod(r)));
    else if (['body', 'querystring', 'params', 'headers'].includes(key)) {
      if (isZod(value)) out[key] = value;
    } else out[key] = value;
  }
  return out;
}

/**
 * The zod type provider's transform (zod → JSON Schema for OpenAPI 3.1), completed from the route's
 * contract entry: summary, tag, error envelopes as responses, examples of public calls, file replies
 * and multipart bodies. Only /api calls are documented.
 */
export function transformRoute(input: TransformInput) {
  const { url, route } = input as TransformInput & { route: { method: string | string[]; config?: { routeDef?: RouteDef; policy?: unknown } } };
  const notACall = !url.startsWith('/api/') || url === OPENAPI_PATH || url.startsWith(DOCS_PREFIX) || url.startsWith('/api/dev/') || route.method === 'OPTIONS';
  if (notACall) return { schema: { hide: true }, url };
  const def = route.config?.routeDef;
  const { schema, url: outUrl } = jsonSchemaTransform({ ...input, schema: zodOnly(input.schema as Json) } as TransformInput);
  const out = { ...(schema as Json) } as Json & { response?: Record<string | number, Json> };
  // Non-zod responses (an empty 304 of an ETag reply) are described, not converted.
  const plainResponses = Object.entries(((input.schema as Json | undefined)?.response ?? {}) as Json).filter(([, value]) => !isZod(value));
  if (plainResponses.length)
    out.response = { ...out.response, ...Object.fromEntries(plainResponses.map(([status]) => [status, { description: `HTTP ${status}`, type: 'null' }])) };
  // Unreachable for calls: plugins/auth.ts refuses an /api route without an entry at start.
  if (!def) return { schema: out, url: outUrl };
  out.summary = def.summary;
  out.tags = [def.tag];
  out.operationId = `${def.method.toLowerCase()}:${def.path}`;
  if (def.public) out.description = 'Public: no session needed.';
  const response: Record<string | number, Json> = { ...(out.response ?? {}) };
  if ('kind' in def.reply && def.reply.kind === 'file') {
    response[200] = { description: 'The file, as an attachment', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } };
  }
  Object.assign(response, errorResponses(errorTypesOf(def, route.config?.policy)));
  out.response = response;
  if (def.multipart) {
    out.consumes = ['multipart/form-data'];
    out.body = {
      type: 'object',
      description: 'multipart/form-data: the file and the fields of the call',
      properties: { file: { type: 'string', format: 'binary' } },
    };
  }
  if (def.example?.request !== undefined) {
    if (out.body && !def.multipart) out.body = { ...(out.body as Json), examples: [def.example.request] };
    if (out.querystring) out.querystring = withPropertyExamples(out.querystring, def.example.request);
  }
  if (def.example?.reply !== undefined && response[200] && !('content' in response[200])) {
    response[200] = { ...response[200], examples: [{ success: true, data: def.example.reply, message: '', type: null }] };
  }
  return { schema: out, url: outUrl };
}

/**
 * OpenAPI 3.1 of every registered call at /api/openapi.json and its documentation page at /api/docs
 * (swagger-ui's files come from the npm package: no CDN, self-hosts are often offline). Registered
 * before the routes, since @fastify/swagger collects them as they register.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lipi API',
        version: '1',
        description: 'Every call answers the envelope {success, data, message, type}; `type` names the error on failure.',
      },
    },
    transform: transformRoute as never,
    transformObject: jsonSchemaTransformObject,
  });
  registerDocsPage(app, OPENAPI_PATH);
  app.get(OPENAPI_PATH, { config: { policy: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
