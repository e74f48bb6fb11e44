import { cacheClearQuery, cacheClearReply, previewUrlReply, previewUrlRequest } from '../api/render.ts';
import { defineRoute } from './define.ts';

const tag = 'Delivery';

/** The /api calls of the translating proxy (its pages themselves, /render/… and the host forms, are not /api calls). */
export const RENDER_ROUTES = {
  cacheClear: defineRoute({
    method: 'GET',
    path: 'snippet/cache/clear',
    tag,
    summary: "Drop the project's rendered pages (all languages)",
    query: cacheClearQuery,
    reply: cacheClearReply,
    errors: ['NOT_FOUND'],
  }),
  previewUrl: defineRoute({
    method: 'POST',
    path: 'scope/getPreviewUrl',
    tag,
    summary: 'The proxy link of a page in one language (host and path forms)',
    body: previewUrlRequest,
    reply: previewUrlReply,
    errors: ['NOT_FOUND'],
  }),
} as const;
