import { API_CONTENT_MESSAGES, API_EDITOR_MESSAGES as M, API_TRANSLATION_EDITOR_ROUTES as R } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { deleteLanguage } from '../translation/language-deletion.service.ts';
import { describeApiItem } from './api-list.service.ts';
import { addJsonFile, addLanguages, renameItem } from './api-items.service.ts';
import { assertApiProject } from './api-projects.service.ts';
import { dynamicDomains, dynamicSegmentCount, manualStatus, projectStats, sendToManual } from './api-stats.service.ts';
import { editText, listTexts, tmCounts } from './api-texts.service.ts';
import { deleteJsonFile } from './json-files.service.ts';
import { startStaticRun } from './static-runs.service.ts';

/** Items, languages, the texts editor (static and dynamic), counts and runs of an API project. */
export function registerApiEditorRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, R.addFile, {
    policy: 'translation.manage',
    project: 'body',
    handler: async (request) => {
      assertApiProject(request.project);
      const item = await addJsonFile(ctx, request.project, request.body);
      return ok(await describeApiItem(ctx.db, request.project, item), API_CONTENT_MESSAGES.uploaded(item.keyCount, item.segmentCount));
    },
  });
  registerRoute(app, ctx, R.deleteItem, {
    policy: 'translation.manage',
    project: 'body',
    handler: async (request) => ok(await deleteJsonFile(ctx, request.project.id, request.body.apiId), M.itemDeleted),
  });
  registerRoute(app, ctx, R.updateItem, {
    policy: 'translation.manage',
    project: 'body',
    handler: async (request) => ok(await describeApiItem(ctx.db, request.project, await renameItem(ctx, request.project, request.body)), M.itemUpdated),
  });

  const runs = [
    [R.projectNmt, 'nmt', undefined],
    [R.dynamicNmt, 'nmt', 'dynamic'],
    [R.dynamicTransliteration, 't13n', 'dynamic'],
  ] as const;
  for (const [route, kind, itemKind] of runs) {
    registerRoute(app, ctx, route, {
      policy: 'translation.machine',
      project: 'body',
      handler: async (request) => {
        const body = request.body as {
          apiId?: string;
          targetLang: string;
          requestId?: string;
          nmtService?: string;
          sourceHashes?: string[];
          contentTypes?: string[];
        };
        return ok(await startStaticRun(ctx, request.project, { ...body, kind, itemKind, userId: requireAuth(request).userId }));
      },
    });
  }
  registerRoute(app, ctx, R.sendToManual, {
    policy: 'manualTranslation.manage',
    project: 'body',
    handler: async (request) => {
      assertApiProject(request.project);
      return ok(await sendToManual(ctx, requireAuth(request), request.project, request.body), M.sentToManual);
    },
  });
  registerRoute(app, ctx, R.manualStatus, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => ok(await manualStatus(ctx, request.project.id)),
  });

  for (const route of [R.newLangAdd, R.dynamicLanguageAdd]) {
    registerRoute(app, ctx, route, {
      policy: 'project.settings',
      project: 'body',
      handler: async (request) => {
        assertApiProject(request.project);
        const added = await addLanguages(ctx, request.project, request.body.languages);
        return ok(added, added.missingInCms.length ? M.languagesAddedCmsMissing(added.missingInCms) : M.languagesAdded);
      },
    });
  }
  registerRoute(app, ctx, R.languageDelete, {
    policy: 'project.settings',
    project: 'body',
    handler: async (request) => {
      assertApiProject(request.project);
      const { languages, deletedTm } = await deleteLanguage(ctx.db, request.project, request.body.targetLang, ctx.clock.now());
      return ok({ languages, deletedTm }, M.languageDeleted);
    },
  });

  registerRoute(app, ctx, R.dynamicSegmentCount, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => ok(await dynamicSegmentCount(ctx.db, request.project.id)),
  });
  registerRoute(app, ctx, R.dynamicDomainList, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => ok(await dynamicDomains(ctx.db, request.project.id)),
  });
  registerRoute(app, ctx, R.projectStats, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => ok(await projectStats(ctx, request.project)),
  });

  for (const [list, edit, count, kind] of [
    [R.staticList, R.staticEdit, R.staticTmCount, 'static'],
    [R.dynamicList, R.dynamicTmEdit, R.dynamicTmCount, 'dynamic'],
  ] as const) {
    registerRoute(app, ctx, list, {
      policy: 'translation.view',
      project: 'body',
      handler: async (request) => ok(await listTexts(ctx.db, request.project, kind, request.body)),
    });
    registerRoute(app, ctx, edit, {
      policy: 'translation.edit',
      project: 'body',
      handler: async (request) => ok(await editText(ctx.db, request.project, kind, requireAuth(request).userId, request.body), M.saved),
    });
    registerRoute(app, ctx, count, {
      policy: 'translation.view',
      project: 'body',
      handler: async (request) => ok(await tmCounts(ctx.db, request.project, kind, request.body.apiId)),
    });
  }
}
