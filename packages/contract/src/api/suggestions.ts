import { z } from 'zod';
import { suggestionStatusSchema } from '../statuses.ts';
import { projectIdSchema } from './projects.ts';

/*
 * Review side of visitors' suggestions and feedback (the intake is POST /api/public/suggestion
 * and /api/public/feedback). Reading needs 'translation.view'; decisions need 'suggestion.review'.
 */

/** Messages the client shows as they are (spec 02 §8). */
export const SUGGESTION_REVIEW_MESSAGES = {
  accepted: 'Suggestion accepted as TM',
  acceptFailed: 'Some error occured while accepting suggestion please update again!!.',
  rejected: 'Suggestion rejected.',
  rejectFailed: 'Unable to reject suggestion',
  statusUpdated: 'Suggestion status updated',
  statusFailed: "Couldn't update",
  uploadFormat: 'Please upload a correct format',
  uploaded: (n: number) => `${n} suggestion${n === 1 ? '' : 's'} updated`,
  notFound: 'Suggestion not found',
} as const;

export const SUGGESTION_LIMITS = Object.freeze({
  pageSize: 200,
  searchChars: 200,
  editedTextChars: 2000,
  /** Rows of one decisions upload. */
  uploadRows: 5000,
  uploadBytes: 5 * 1024 * 1024,
});

const pageNumberSchema = z.coerce.number().int().min(1).default(1);
const pageSizeSchema = z.coerce.number().int().min(1).max(SUGGESTION_LIMITS.pageSize).default(10);
const suggestionIdSchema = z
  .string({ error: 'id is required' })
  .trim()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'id is required');

/** POST /api/suggestion/filter — newest change first. search matches source, current and suggested text. */
export const suggestionFilterRequest = z.object({
  projectId: projectIdSchema,
  status: suggestionStatusSchema.optional(),
  lang: z.string().trim().min(1).max(20).optional(),
  search: z.string().trim().max(SUGGESTION_LIMITS.searchChars).optional(),
  pageNumber: pageNumberSchema,
  pageSize: pageSizeSchema,
});
export type SuggestionFilterRequest = z.input<typeof suggestionFilterRequest>;

export const suggestionRowSchema = z.object({
  id: z.string(),
  sourceHash: z.string(),
  /** Source text with inline-tag markers (`<1>…</1>`, `{2}`). */
  sourceText: z.string(),
  targetLang: z.string(),
  /** The translation now in the TM for this segment and language (null: none yet). */
  currentTranslation: z.string().nullable(),
  /** What the visitor saw when suggesting, if the snippet sent it. */
  seenText: z.string().nullable(),
  suggestedText: z.string(),
  pageUrl: z.string().nullable(),
  status: suggestionStatusSchema,
  /** How many visitors suggested exactly this text. */
  count: z.number(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SuggestionRow = z.infer<typeof suggestionRowSchema>;

export const suggestionFilterReply = z.object({
  suggestions: z.array(suggestionRowSchema),
  total: z.number(),
  /** Counts per status of the project (with the lang filter, without status and search). */
  statusCounts: z.record(suggestionStatusSchema, z.number()),
});
export type SuggestionFilterReply = z.infer<typeof suggestionFilterReply>;

/** POST /api/suggestion/accept — editedText replaces the visitor's text (reviewer's correction). */
export const suggestionAcceptRequest = z.object({
  projectId: projectIdSchema,
  id: suggestionIdSchema,
  editedText: z.string().trim().min(1).max(SUGGESTION_LIMITS.editedTextChars).optional(),
});
export type SuggestionAcceptRequest = z.infer<typeof suggestionAcceptRequest>;

/** POST /api/suggestion/reject */
export const suggestionRejectRequest = z.object({ projectId: projectIdSchema, id: suggestionIdSchema });
export type SuggestionRejectRequest = z.infer<typeof suggestionRejectRequest>;

/** POST /api/suggestion/status — mark as inprocess (being looked at) or back to new. */
export const suggestionStatusRequest = z.object({
  projectId: projectIdSchema,
  id: suggestionIdSchema,
  status: z.enum(['new', 'inprocess']),
});
export type SuggestionStatusRequest = z.infer<typeof suggestionStatusRequest>;

/** accept, reject and status reply with the row as it is now. */
export const suggestionDecisionReply = suggestionRowSchema;

/**
 * POST /api/suggestion/download {projectId, status?} — text/csv attachment suggestionReport.csv
 * (not the envelope). Columns: SUGGESTION_CSV_COLUMNS. Cells starting with = + - @ TAB or CR get
 * a leading ' so spreadsheets do not run them as formulas.
 */
export const suggestionDownloadRequest = z.object({ projectId: projectIdSchema, status: suggestionStatusSchema.optional() });
export type SuggestionDownloadRequest = z.infer<typeof suggestionDownloadRequest>;
export const SUGGESTION_CSV_COLUMNS = [
  'id',
  'status',
  'targetLang',
  'sourceText',
  'currentTranslation',
  'suggestedText',
  'count',
  'pageUrl',
  'createdAt',
  'updatedAt',
  'decision',
  'editedText',
] as const;

/**
 * POST /api/suggestion/upload — multipart: fields projectId, file (CSV with a header row holding at
 * least id and decision; editedText optional; the download's columns are accepted as they are).
 * decision: accepted | rejected; empty rows and rows with an empty decision are left alone. A file
 * that is not such a CSV, or names an id that is not the project's, changes nothing and answers
 * 'Please upload a correct format'.
 */
export const SUGGESTION_DECISIONS = ['accepted', 'rejected'] as const;
export const suggestionUploadReply = z.object({ accepted: z.number(), rejected: z.number(), unchanged: z.number() });
export type SuggestionUploadReply = z.infer<typeof suggestionUploadReply>;

/** POST /api/feedback/get — newest first. */
export const feedbackListRequest = z.object({
  projectId: projectIdSchema,
  pageNumber: pageNumberSchema,
  pageSize: pageSizeSchema,
});
export type FeedbackListRequest = z.input<typeof feedbackListRequest>;

export const feedbackRowSchema = z.object({
  id: z.string(),
  pageUrl: z.string().nullable(),
  targetLang: z.string().nullable(),
  rating: z.number().nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export type FeedbackRow = z.infer<typeof feedbackRowSchema>;

export const feedbackListReply = z.object({ feedback: z.array(feedbackRowSchema), total: z.number() });
export type FeedbackListReply = z.infer<typeof feedbackListReply>;

/** POST /api/feedback/csv/get {projectId} — text/csv attachment feedbackReport.csv, formula-safe like the suggestions report. */
export const feedbackCsvRequest = z.object({ projectId: projectIdSchema });
export const FEEDBACK_CSV_COLUMNS = ['id', 'createdAt', 'targetLang', 'rating', 'pageUrl', 'message'] as const;
