import {
  DOWNLOAD_FILE_NAMES,
  FEEDBACK_CSV_COLUMNS,
  SUGGESTION_CSV_COLUMNS,
  SUGGESTION_REVIEW_MESSAGES as MESSAGES,
  feedbackCsvRequest,
  feedbackListReply,
  feedbackListRequest,
  suggestionAcceptRequest,
  suggestionDecisionReply,
  suggestionDownloadRequest,
  suggestionFilterReply,
  suggestionFilterRequest,
  suggestionRejectRequest,
  suggestionStatusRequest,
  suggestionUploadReply,
} from '@lipi/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, replyOf } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getProjectForCaller, type ProjectRow } from '../projects/project-access.ts';
import { toCsv } from './csv.ts';
import { allFeedback, listFeedback } from './feedback.service.ts';
import { parseDecisions, readDecisionUpload } from './suggestion-upload.ts';
import { allSuggestions, decide, getSuggestion, listSuggestions, setSuggestionStatus } from './suggestions.service.ts';

const view = { policy: 'translation.view' } as const;
const review = { policy: 'suggestion.review' } as const;

/** Visitors' suggestions and feedback, reviewed in the dashboard. */
export function registerSuggestionRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const projectOf = (request: FastifyRequest, projectId: string): Promise<ProjectRow> => getProjectForCaller(ctx, requireAuth(request), projectId);
  const current = async (project: ProjectRow, id: string) => {
    const row = await getSuggestion(ctx.db, project, id);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    return row;
  };

  api.post('/api/suggestion/filter', { config: view, schema: { body: suggestionFilterRequest, response: replyOf(suggestionFilterReply) } }, async (request) => {
    const project = await projectOf(request, request.body.projectId);
    return ok(await listSuggestions(ctx.db, project, request.body));
  });

  api.post('/api/suggestion/accept', { config: review, schema: { body: suggestionAcceptRequest, response: replyOf(suggestionDecisionReply) } }, async (request) => {
    const { projectId, id, editedText } = request.body;
    const project = await projectOf(request, projectId);
    await decide(ctx, project, requireAuth(request).userId, [{ id, decision: 'accepted', editedText }], MESSAGES.acceptFailed);
    return ok(await current(project, id), MESSAGES.accepted);
  });

  api.post('/api/suggestion/reject', { config: review, schema: { body: suggestionRejectRequest, response: replyOf(suggestionDecisionReply) } }, async (request) => {
    const { projectId, id } = request.body;
    const project = await projectOf(request, projectId);
    await decide(ctx, project, requireAuth(request).userId, [{ id, decision: 'rejected' }], MESSAGES.rejectFailed);
    return ok(await current(project, id), MESSAGES.rejected);
  });

  api.post('/api/suggestion/status', { config: review, schema: { body: suggestionStatusRequest, response: replyOf(suggestionDecisionReply) } }, async (request) => {
    const { projectId, id, status } = request.body;
    const project = await projectOf(request, projectId);
    await setSuggestionStatus(ctx, project, id, status);
    return ok(await current(project, id), MESSAGES.statusUpdated);
  });

  api.post('/api/suggestion/download', { config: view, schema: { body: suggestionDownloadRequest } }, async (request, reply) => {
    const project = await projectOf(request, request.body.projectId);
    const rows = await allSuggestions(ctx.db, project, request.body.status);
    const csv = toCsv(
      SUGGESTION_CSV_COLUMNS,
      rows.map((r) => [r.id, r.status, r.targetLang, r.sourceText, r.currentTranslation, r.suggestedText, r.count, r.pageUrl, r.createdAt, r.updatedAt, '', '']),
    );
    return sendCsv(reply, DOWNLOAD_FILE_NAMES.suggestionReport, csv);
  });

  api.post('/api/suggestion/upload', { config: review, schema: { response: replyOf(suggestionUploadReply) } }, async (request) => {
    const { projectId, content } = await readDecisionUpload(request);
    const project = await projectOf(request, projectId);
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
  });

  api.post('/api/feedback/get', { config: view, schema: { body: feedbackListRequest, response: replyOf(feedbackListReply) } }, async (request) => {
    const project = await projectOf(request, request.body.projectId);
    return ok(await listFeedback(ctx.db, project.id, request.body.pageNumber, request.body.pageSize));
  });

  api.post('/api/feedback/csv/get', { config: view, schema: { body: feedbackCsvRequest } }, async (request, reply) => {
    const project = await projectOf(request, request.body.projectId);
    const rows = await allFeedback(ctx.db, project.id);
    const csv = toCsv(FEEDBACK_CSV_COLUMNS, rows.map((r) => [r.id, r.createdAt, r.targetLang, r.rating, r.pageUrl, r.message]));
    return sendCsv(reply, DOWNLOAD_FILE_NAMES.feedbackReport, csv);
  });
}

function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
