import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The documentation page; its assets are served under `${DOCS_PREFIX}/static/`. */
export const DOCS_PREFIX = '/api/docs';

// swagger-ui's built files ship inside the @fastify/swagger-ui npm package: no CDN (self-hosts are often offline).
const ASSET_DIR = join(dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')), 'static');
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'index.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'application/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

const page = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <title>Lipi API</title>
    <link rel="stylesheet" href="${DOCS_PREFIX}/static/swagger-ui.css" />
    <link rel="stylesheet" href="${DOCS_PREFIX}/static/index.css" />
    <link rel="icon" type="image/png" href="${DOCS_PREFIX}/static/favicon-32x32.png" sizes="32x32" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_PREFIX}/static/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PREFIX}/static/swagger-ui-standalone-preset.js"></script>
    <script src="${DOCS_PREFIX}/static/initializer.js"></script>
  </body>
</html>
`;

/** A file, not inline: the CSP (helmet) allows scripts from 'self' only. */
const initializer = (specUrl: string) => `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(specUrl)},
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout',
  });
};
`;

/** The page at /api/docs: public, hidden from the document it shows. */
export function registerDocsPage(app: FastifyInstance, specUrl: string) {
  const config = { policy: 'public' as const };
  const schema = { hide: true };
  const cache = new Map<string, Buffer>();
  app.get(DOCS_PREFIX, { config, schema }, async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page));
  app.get(`${DOCS_PREFIX}/static/initializer.js`, { config, schema }, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').send(initializer(specUrl)),
  );
  app.get<{ Params: { file: string } }>(`${DOCS_PREFIX}/static/:file`, { config, schema }, async (request, reply) => {
    const { file } = request.params;
    const type = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
    if (!type) return reply.status(404).send({ success: false, data: null, message: `No such file: ${file}`, type: 'NOT_FOUND' });
    let bytes = cache.get(file);
    if (!bytes) cache.set(file, (bytes = await readFile(join(ASSET_DIR, file))));
    return reply.type(type).header('cache-control', 'public, max-age=86400').send(bytes);
  });
}
