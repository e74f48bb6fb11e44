import {
  DOWNLOAD_FILE_NAMES,
  FEEDBACK_CSV_COLUMNS,
  FEEDBACK_ROUTES,
  SUGGESTION_CSV_COLUMNS,
  SUGGESTION_REVIEW_MESSAGES as MESSAGES,
  SUGGESTION_ROUTES as R,
} from '@lipi/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getProjectForCaller, type ProjectRow } from '../projects/project-access.ts';
import { toCsv } from './csv.ts';
import { allFeedback, listFeedback } from './feedback.service.ts';
import { parseDecisions, readDecisionUpload } from './suggestion-upload.ts';
import { allSuggestions, decide, getSuggestion, listSuggestions, setSuggestionStatus } from './suggestions.service.ts';

const view = 'translation.view' as const;
const review = 'suggestion.review' as const;

/** Visitors' suggestions and feedback, reviewed in the dashboard. */
export function registerSuggestionRoutes(app: FastifyInstance, ctx: AppContext) {
  const current = async (project: ProjectRow, id: string) => {
    const row = await getSuggestion(ctx.db, project, id);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    return row;
  };

  registerRoute(app, ctx, R.filter, {
    policy: view,
    project: 'body',
    handler: async (request) => ok(await listSuggestions(ctx.db, request.project, request.body)),
  });

  registerRoute(app, ctx, R.accept, {
    policy: review,
    project: 'body',
    handler: async (request) => {
      const { id, editedText } = request.body;
      await decide(ctx, request.project, requireAuth(request).userId, [{ id, decision: 'accepted', editedText }], MESSAGES.acceptFailed);
      return ok(await current(request.project, id), MESSAGES.accepted);
    },
  });

  registerRoute(app, ctx, R.reject, {
    policy: review,
    project: 'body',
    handler: async (request) => {
      const { id } = request.body;
      await decide(ctx, request.project, requireAuth(request).userId, [{ id, decision: 'rejected' }], MESSAGES.rejectFailed);
      return ok(await current(request.project, id), MESSAGES.rejected);
    },
  });

  registerRoute(app, ctx, R.status, {
    policy: review,
    project: 'body',
    handler: async (request) => {
      const { id, status } = request.body;
      await setSuggestionStatus(ctx, request.project, id, status);
      return ok(await current(request.project, id), MESSAGES.statusUpdated);
    },
  });

  registerRoute(app, ctx, R.download, {
    policy: view,
    project: 'body',
    handler: async (request, reply) => {
      const rows = await allSuggestions(ctx.db, request.project, request.body.status);
      const csv = toCsv(
        SUGGESTION_CSV_COLUMNS,
        rows.map((r) => [
          r.id,
          r.status,
          r.targetLang,
          r.sourceText,
          r.currentTranslation,
          r.suggestedText,
          r.count,
          r.pageUrl,
          r.createdAt,
          r.updatedAt,
          '',
          '',
        ]),
      );
      return sendCsv(reply, DOWNLOAD_FILE_NAMES.suggestionReport, csv);
    },
  });

  // Multipart: the projectId is a form field (or ?projectId=), read with the file, so it is resolved here.
  registerRoute(app, ctx, R.upload, {
    policy: review,
    handler: async (request) => {
      const { projectId, content } = await readDecisionUpload(request);
      const project = await getProjectForCaller(ctx, requireAuth(request), projectId);
      const { decisions, unchanged } = parseDecisions(content);
      try {
        await decide(ctx, project, requireAuth(request).userId, decisions, MESSAGES.uploadFormat);
      } catch (err) {
        // An id of another project or a suggestion that breaks the source's markers: nothing changed.
        if (err instanceof AppError && err.statusCode < 500) throw new AppError('BAD_REQUEST', MESSAGES.uploadFormat);
        throw err;
      }
      const accepted = decisions.filter((d) => d.decision === 'accepted').length;
      return ok({ accepted, rejected: decisions.length - accepted, unchanged }, MESSAGES.uploaded(decisions.length));
    },
  });

  registerRoute(app, ctx, FEEDBACK_ROUTES.list, {
    policy: view,
    project: 'body',
    handler: async (request) => ok(await listFeedback(ctx.db, request.project.id, request.body.pageNumber, request.body.pageSize)),
  });

  registerRoute(app, ctx, FEEDBACK_ROUTES.csv, {
    policy: view,
    project: 'body',
    handler: async (request, reply) => {
      const rows = await allFeedback(ctx.db, request.project.id);
      const csv = toCsv(
        FEEDBACK_CSV_COLUMNS,
        rows.map((r) => [r.id, r.createdAt, r.targetLang, r.rating, r.pageUrl, r.message]),
      );
      return sendCsv(reply, DOWNLOAD_FILE_NAMES.feedbackReport, csv);
    },
  });
}

function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
