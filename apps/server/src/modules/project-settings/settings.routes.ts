import {
  addFontSizeRequest,
  addIgnorePatternRequest,
  addNoTranslationNodeRequest,
  addSwalekhNodeRequest,
  deleteSettingEntryReply,
  deleteSettingEntryRequest,
  fontSizesReply,
  ignorePatternsReply,
  noTranslationNodesReply,
  popupCssReply,
  SETTINGS_ERROR,
  settingsListRequest,
  swalekhNodesReply,
  updatePopupCssRequest,
} from '@lipi/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, replyOf } from '../../lib/envelope.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { addEntry, deleteEntry, getPopupCss, listEntries, listIgnorePatterns, updatePopupCss, type SettingEntry } from './settings.service.ts';

/** The spec's generic message for a settings call that failed on the server's side. */
async function genericServerFailure(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode < 500 || typeof payload !== 'string') return payload;
  return JSON.stringify({ ...(JSON.parse(payload) as object), message: SETTINGS_ERROR });
}

const view = { policy: 'project.view' } as const;
const change = { policy: 'project.settings' } as const;

/** Font sizes, no-translation nodes, swalekh class names, ignore patterns and the popup CSS. */
export function registerSettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const hooks = { onSend: genericServerFailure };
  const fontSizes = (entries: SettingEntry[]) => ({ fontSizes: entries.map((e) => ({ id: e.id, language: e.language ?? '', fontSize: e.value })) });
  const nodes = (entries: SettingEntry[]) => ({ nodes: entries.map((e) => ({ id: e.id, selector: e.value })) });
  const classNames = (entries: SettingEntry[]) => ({ classNames: entries.map((e) => ({ id: e.id, className: e.value })) });
  const remove = { body: deleteSettingEntryRequest, response: replyOf(deleteSettingEntryReply) };

  api.post('/api/custom-font-size/add', { config: change, ...hooks, schema: { body: addFontSizeRequest, response: replyOf(fontSizesReply) } }, async (request) => {
    const { projectId, language, fontSize } = request.body;
    return ok(fontSizes(await addEntry(ctx, requireAuth(request), { projectId, kind: 'customFontSize', value: fontSize, language })), 'Font size saved');
  });
  api.post('/api/custom-font-size/get', { config: view, ...hooks, schema: { body: settingsListRequest, response: replyOf(fontSizesReply) } }, async (request) =>
    ok(fontSizes(await listEntries(ctx, requireAuth(request), request.body.projectId, 'customFontSize'))),
  );
  api.post('/api/custom-font-size/delete', { config: change, ...hooks, schema: remove }, async (request) =>
    ok(await deleteEntry(ctx, requireAuth(request), { ...request.body, kind: 'customFontSize' }), 'Font size deleted'),
  );

  api.post('/api/no-translation-node/add', { config: change, ...hooks, schema: { body: addNoTranslationNodeRequest, response: replyOf(noTranslationNodesReply) } }, async (request) => {
    const { projectId, selector } = request.body;
    return ok(nodes(await addEntry(ctx, requireAuth(request), { projectId, kind: 'noTranslationNode', value: selector })), 'No-translation node added');
  });
  api.post('/api/no-translation-node/get', { config: view, ...hooks, schema: { body: settingsListRequest, response: replyOf(noTranslationNodesReply) } }, async (request) =>
    ok(nodes(await listEntries(ctx, requireAuth(request), request.body.projectId, 'noTranslationNode'))),
  );
  api.post('/api/no-translation-node/delete', { config: change, ...hooks, schema: remove }, async (request) =>
    ok(await deleteEntry(ctx, requireAuth(request), { ...request.body, kind: 'noTranslationNode' }), 'No-translation node deleted'),
  );

  api.post('/api/swalekhIntegration/add', { config: change, ...hooks, schema: { body: addSwalekhNodeRequest, response: replyOf(swalekhNodesReply) } }, async (request) => {
    const { projectId, className } = request.body;
    return ok(classNames(await addEntry(ctx, requireAuth(request), { projectId, kind: 'swalekhNode', value: className })), 'Keyboard integration added');
  });
  api.post('/api/swalekhIntegration/get', { config: view, ...hooks, schema: { body: settingsListRequest, response: replyOf(swalekhNodesReply) } }, async (request) =>
    ok(classNames(await listEntries(ctx, requireAuth(request), request.body.projectId, 'swalekhNode'))),
  );
  api.post('/api/swalekhIntegration/delete', { config: change, ...hooks, schema: remove }, async (request) =>
    ok(await deleteEntry(ctx, requireAuth(request), { ...request.body, kind: 'swalekhNode' }), 'Keyboard integration deleted'),
  );

  api.post('/api/ignore-pattern/add', { config: change, ...hooks, schema: { body: addIgnorePatternRequest, response: replyOf(ignorePatternsReply) } }, async (request) => {
    const auth = requireAuth(request);
    await addEntry(ctx, auth, { projectId: request.body.projectId, kind: 'ignorePattern', value: request.body.pattern });
    return ok({ patterns: await listIgnorePatterns(ctx, auth, request.body.projectId) }, 'Ignore pattern added');
  });
  // The spec names these two without the /ignore-pattern prefix; both spellings are served.
  for (const prefix of ['/api', '/api/ignore-pattern']) {
    api.post(`${prefix}/fetchIgnorePatterns`, { config: view, ...hooks, schema: { body: settingsListRequest, response: replyOf(ignorePatternsReply) } }, async (request) =>
      ok({ patterns: await listIgnorePatterns(ctx, requireAuth(request), request.body.projectId) }),
    );
    api.post(`${prefix}/deleteIgnorePatterns`, { config: change, ...hooks, schema: remove }, async (request) =>
      ok(await deleteEntry(ctx, requireAuth(request), { ...request.body, kind: 'ignorePattern' }), 'Ignore pattern deleted'),
    );
  }

  api.post('/api/snippet/pop-up/css/update', { config: change, ...hooks, schema: { body: updatePopupCssRequest, response: replyOf(popupCssReply) } }, async (request) =>
    ok(await updatePopupCss(ctx, requireAuth(request), request.body), 'Popup CSS updated'),
  );
  api.post('/api/snippet/pop-up/css/fetch', { config: view, ...hooks, schema: { body: settingsListRequest, response: replyOf(popupCssReply) } }, async (request) =>
    ok(await getPopupCss(ctx, requireAuth(request), request.body.projectId)),
  );
}
