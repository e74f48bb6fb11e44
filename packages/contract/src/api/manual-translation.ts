import { z } from 'zod';
import { manualTranslationStatusSchema } from '../statuses.ts';
import { pipelineSchema, serviceTypeSchema } from '../vocabularies.ts';
import { projectIdSchema } from './projects.ts';

/** Messages of the manual-translation area (spec 02 §8 where the spec has them). */
export const MANUAL_TRANSLATION_MESSAGES = Object.freeze({
  requested: 'Manual translation requested',
  revertFailed: 'Error while reverting',
  notFound: 'Manual translation request not found',
  alreadyApproved: 'This request is already signed off.',
  notReadyForReview: 'Only a request whose manual translation is completed can be approved or rejected.',
  nothingToRevert: 'Nothing of this request was signed off, so there is nothing to revert.',
  notAssignee: 'This task is not assigned to you.',
  notInTask: "This segment is not in your task; only the task's segments can be saved here.",
  notLinguist: 'The user is not a linguist of this organisation.',
  stepClosed: 'This step is not open for work.',
  apiContentUnavailable: 'API content is not available for this project.',
  deleted: 'Manual translation request deleted',
});

export const MT_REQUEST_LIMITS = Object.freeze({
  /** Segments one sub-batch holds: a linguist's unit of work. */
  subBatchSize: 50,
  /** Segments one request may hold (analysis runs on the request path for the wizard). */
  maxSegments: 5000,
  urlsPerRequest: 200,
  notesLength: 2000,
  reasonLength: 1000,
});

/**
 * Analysis bands, best-known TMS practice: PBK/USER already human (not resent, not charged),
 * 100 % and fuzzy memory matches against human rows, repetitions (counted once), new.
 */
export const ANALYSIS_BANDS = ['human', 'exact', 'fuzzy95', 'fuzzy85', 'fuzzy75', 'repetition', 'new'] as const;
export type AnalysisBand = (typeof ANALYSIS_BANDS)[number];

/** Share of the pipeline's per-unit price charged per band (the "net rate scheme"; docs/professional-translation.md). */
export const BAND_RATES = Object.freeze({
  human: 0,
  exact: 0.25,
  fuzzy95: 0.4,
  fuzzy85: 0.6,
  fuzzy75: 0.8,
  repetition: 0,
  new: 1,
} as const satisfies Record<AnalysisBand, number>);

export const BAND_LABELS = Object.freeze({
  human: 'Signed off or hand-edited (not resent)',
  exact: '100 % memory match',
  fuzzy95: 'Fuzzy 95–99 %',
  fuzzy85: 'Fuzzy 85–94 %',
  fuzzy75: 'Fuzzy 75–84 %',
  repetition: 'Repetitions',
  new: 'New',
} as const satisfies Record<AnalysisBand, string>);

const langSchema = z.string().trim().min(1).max(20);
const requestIdSchema = z.string({ error: 'requestId is required' }).trim().uuid('requestId is not valid');

export const manualScopeRequest = z.object({
  projectId: projectIdSchema,
  targetLangs: z.array(langSchema).min(1, 'Choose at least one language').max(30),
  /** Pages to send; none: every in-scope page of the project. */
  urls: z.array(z.string().trim().min(1).max(2000)).max(MT_REQUEST_LIMITS.urlsPerRequest).default([]),
  pipeline: pipelineSchema,
});

export const createManualRequest = manualScopeRequest.extend({
  dueDate: z.string().trim().max(40).optional(),
  notes: z.string().trim().max(MT_REQUEST_LIMITS.notesLength).default(''),
});

const bandSchema = z.object({ band: z.enum(ANALYSIS_BANDS), segments: z.number(), units: z.number(), rate: z.number(), amount: z.number() });
export const languageAnalysisSchema = z.object({
  targetLang: z.string(),
  bands: z.array(bandSchema),
  totalUnits: z.number(),
  /** Units to send (everything but the human band). */
  sentUnits: z.number(),
  sentSegments: z.number(),
  amount: z.number(),
});
export const analysisSchema = z.object({
  pipeline: pipelineSchema,
  /** Per-unit price of the pipeline (spec 01 §9), stored with the request. */
  unitPrice: z.number(),
  languages: z.array(languageAnalysisSchema),
  totalAmount: z.number(),
});
export type ManualAnalysis = z.infer<typeof analysisSchema>;

export const requestSummarySchema = z.object({
  requestId: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  targetLangs: z.array(z.string()),
  pipeline: pipelineSchema,
  status: manualTranslationStatusSchema,
  dueDate: z.string().nullable(),
  notes: z.string(),
  totalAmount: z.number(),
  createdAt: z.string(),
});
export type ManualRequestSummary = z.infer<typeof requestSummarySchema>;

export const requestListReply = z.object({ requests: z.array(requestSummarySchema), total: z.number() });

const pageNumber = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(10);
export const requestPageParams = z.object({ pageNumber, pageSize });
export const requestPageQuery = z.object({ searchText: z.string().trim().max(200).default('') });
export const projectRequestPageParams = z.object({ projectId: projectIdSchema, pageNumber, pageSize });
export const requestIdParams = z.object({ requestId: requestIdSchema });
export const requestIdBody = z.object({ requestId: requestIdSchema });
export const rejectBody = requestIdBody.extend({ reason: z.string().trim().min(1, 'Give a reason').max(MT_REQUEST_LIMITS.reasonLength) });
export const revertBody = requestIdBody.extend({ batchId: z.string().uuid().optional() });
export const subBatchesBody = requestIdBody.extend({ batchId: z.string().uuid().optional() });

export const stepStateSchema = z.enum(['waiting', 'open', 'done']);
export const subBatchSchema = z.object({
  subBatchId: z.string(),
  batchId: z.string(),
  targetLang: z.string(),
  seq: z.number(),
  segments: z.number(),
  units: z.number(),
  /** The step being worked on (index into the pipeline), or null when every step is done. */
  currentStep: serviceTypeSchema.nullable(),
  state: stepStateSchema,
  assignees: z.array(z.object({ step: serviceTypeSchema, userId: z.string().nullable(), userName: z.string().nullable() })),
});
export type SubBatch = z.infer<typeof subBatchSchema>;
export const batchSchema = z.object({ batchId: z.string(), targetLang: z.string(), status: z.string(), segments: z.number(), units: z.number() });
export const historySchema = z.object({ status: manualTranslationStatusSchema, note: z.string(), at: z.string(), by: z.string().nullable() });

export const requestDetailReply = z.object({
  requests: requestSummarySchema,
  total: z.number(),
  analysis: analysisSchema.nullable(),
  batchIdList: z.array(z.string()),
  batches: z.array(batchSchema),
  subBatches: z.array(subBatchSchema),
  history: z.array(historySchema),
  rejectReason: z.string().nullable(),
});
export type ManualRequestDetail = z.infer<typeof requestDetailReply>;
export const subBatchesReply = z.object({ subBatches: z.array(subBatchSchema) });
export const batchListReply = z.object({ batches: z.array(batchSchema) });
export const createdReply = z.object({ requestId: z.string(), status: manualTranslationStatusSchema });
export const statusReply = z.object({ requestId: z.string(), status: manualTranslationStatusSchema });

export const assignBody = z.object({ subBatchId: z.string().uuid(), step: serviceTypeSchema, userId: z.string().uuid() });
export const linguistsBody = z.object({ requestId: requestIdSchema });
export const linguistsReply = z.object({ linguists: z.array(z.object({ userId: z.string(), name: z.string(), role: z.string() })) });

export const taskSchema = z.object({
  subBatchId: z.string(),
  requestId: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  targetLang: z.string(),
  step: serviceTypeSchema,
  segments: z.number(),
  dueDate: z.string().nullable(),
});
export const tasksReply = z.object({ tasks: z.array(taskSchema) });
export const taskBody = z.object({ subBatchId: z.string().uuid() });
export const taskSegmentsReply = z.object({
  task: taskSchema,
  segments: z.array(z.object({ sourceHash: z.string(), source: z.string(), target: z.string() })),
});
export const saveTaskBody = taskBody.extend({
  segments: z
    .array(z.object({ sourceHash: z.string().min(1).max(100), target: z.string().max(20_000) }))
    .min(1)
    .max(MT_REQUEST_LIMITS.subBatchSize),
});
export const saveTaskReply = z.object({ saved: z.number() });
export const apiTranslationRequestBody = z.object({ projectId: projectIdSchema }).passthrough();
