import { SETTINGS_ERROR, SETTINGS_ROUTES as R } from '@lipi/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { addEntry, deleteEntry, getPopupCss, listEntries, listIgnorePatterns, updatePopupCss, type SettingEntry } from './settings.service.ts';

/** The spec's generic message for a settings call that failed on the server's side. */
async function genericServerFailure(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode < 500 || typeof payload !== 'string') return payload;
  return JSON.stringify({ ...(JSON.parse(payload) as object), message: SETTINGS_ERROR });
}

const hooks = { options: { onSend: genericServerFailure } };
const view = { policy: 'project.view', project: 'body', ...hooks } as const;
const change = { policy: 'project.settings', project: 'body', ...hooks } as const;

/** Font sizes, no-translation nodes, swalekh class names, ignore patterns and the popup CSS. */
export function registerSettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const fontSizes = (entries: SettingEntry[]) => ({ fontSizes: entries.map((e) => ({ id: e.id, language: e.language ?? '', fontSize: e.value })) });
  const nodes = (entries: SettingEntry[]) => ({ nodes: entries.map((e) => ({ id: e.id, selector: e.value })) });
  const classNames = (entries: SettingEntry[]) => ({ classNames: entries.map((e) => ({ id: e.id, className: e.value })) });

  registerRoute(app, ctx, R.fontSizeAdd, {
    ...change,
    handler: async (request) => {
      const { language, fontSize } = request.body;
      return ok(fontSizes(await addEntry(ctx, request.project, { kind: 'customFontSize', value: fontSize, language })), 'Font size saved');
    },
  });
  registerRoute(app, ctx, R.fontSizeList, { ...view, handler: async (request) => ok(fontSizes(await listEntries(ctx, request.project, 'customFontSize'))) });
  registerRoute(app, ctx, R.fontSizeDelete, {
    ...change,
    handler: async (request) => ok(await deleteEntry(ctx, request.project, { id: request.body.id, kind: 'customFontSize' }), 'Font size deleted'),
  });

  registerRoute(app, ctx, R.noTranslationNodeAdd, {
    ...change,
    handler: async (request) =>
      ok(nodes(await addEntry(ctx, request.project, { kind: 'noTranslationNode', value: request.body.selector })), 'No-translation node added'),
  });
  registerRoute(app, ctx, R.noTranslationNodeList, {
    ...view,
    handler: async (request) => ok(nodes(await listEntries(ctx, request.project, 'noTranslationNode'))),
  });
  registerRoute(app, ctx, R.noTranslationNodeDelete, {
    ...change,
    handler: async (request) => ok(await deleteEntry(ctx, request.project, { id: request.body.id, kind: 'noTranslationNode' }), 'No-translation node deleted'),
  });

  registerRoute(app, ctx, R.swalekhAdd, {
    ...change,
    handler: async (request) =>
      ok(classNames(await addEntry(ctx, request.project, { kind: 'swalekhNode', value: request.body.className })), 'Keyboard integration added'),
  });
  registerRoute(app, ctx, R.swalekhList, { ...view, handler: async (request) => ok(classNames(await listEntries(ctx, request.project, 'swalekhNode'))) });
  registerRoute(app, ctx, R.swalekhDelete, {
    ...change,
    handler: async (request) => ok(await deleteEntry(ctx, request.project, { id: request.body.id, kind: 'swalekhNode' }), 'Keyboard integration deleted'),
  });

  registerRoute(app, ctx, R.ignorePatternAdd, {
    ...change,
    handler: async (request) => {
      await addEntry(ctx, request.project, { kind: 'ignorePattern', value: request.body.pattern });
      return ok({ patterns: await listIgnorePatterns(ctx, request.project) }, 'Ignore pattern added');
    },
  });
  // The spec names these two without the /ignore-pattern prefix; both spellings are served.
  for (const route of [R.ignorePatternList, R.ignorePatternListPrefixed]) {
    registerRoute(app, ctx, route, { ...view, handler: async (request) => ok({ patterns: await listIgnorePatterns(ctx, request.project) }) });
  }
  for (const route of [R.ignorePatternDelete, R.ignorePatternDeletePrefixed]) {
    registerRoute(app, ctx, route, {
      ...change,
      handler: async (request) => ok(await deleteEntry(ctx, request.project, { id: request.body.id, kind: 'ignorePattern' }), 'Ignore pattern deleted'),
    });
  }

  registerRoute(app, ctx, R.popupCssUpdate, {
    ...change,
    handler: async (request) => ok(await updatePopupCss(ctx, request.project, request.body), 'Popup CSS updated'),
  });
  registerRoute(app, ctx, R.popupCssFetch, { ...view, handler: async (request) => ok(getPopupCss(request.project)) });
}
