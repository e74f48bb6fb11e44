import { z } from 'zod';
import { isLanguageCode } from '../languages.ts';
import { parliamentHouseSchema } from '../admin-roles.ts';
import { fileProcessingStatusSchema } from '../statuses.ts';
import { parliamentCategorySchema, parliamentSubTypeSchema, pipelineSchema } from '../vocabularies.ts';
import { projectIdSchema, projectLanguagesSchema } from './projects.ts';

/** Document projects (Word .docx files): limits of uploads and lists (docs/mobile-and-documents.md). */
export const DOCUMENT_LIMITS = Object.freeze({ uploadBytes: 15 * 1024 * 1024, filesPerProject: 500, pageSize: 100 });

export const DOCUMENT_MESSAGES = {
  uploaded: (paragraphs: number) => `Document uploaded: ${paragraphs} paragraphs ready for translation`,
  notDocuments: 'This project is not a document project.',
  noFile: 'Please choose a Word document (.docx) to upload.',
  notDocx: 'Only Word documents (.docx) can be uploaded.',
  tooLarge: `The file is too large (at most ${DOCUMENT_LIMITS.uploadBytes / 1024 / 1024} MB)`,
  tooManyFiles: `A project can hold at most ${DOCUMENT_LIMITS.filesPerProject} documents.`,
  noText: 'The document has no text to translate.',
  notYourCategory: 'You can upload only documents of the categories assigned to you.',
  translatorNoProject: 'Ask your house admin to create the document project first.',
  translationStarted: (languages: number) => `Machine translation started for ${languages} language${languages === 1 ? '' : 's'}`,
  languagesAdded: 'Languages added',
  updated: 'Document updated',
  deleted: (n: number) => `${n} document${n === 1 ? '' : 's'} deleted`,
  sent: 'Document sent for professional translation',
  mapped: (pairs: number) => `${pairs} translated paragraphs stored in the translation memory`,
  mapMismatch: (source: number, target: number) =>
    `The translated document does not match the source: it has ${target} paragraphs with text, the source ${source}. Upload the translation of this document.`,
} as const;

const fileIdSchema = z.string({ error: 'fileId is required' }).uuid('fileId is not valid');
const targetLangSchema = z.string({ error: 'targetLang is required' }).trim().refine(isLanguageCode, 'Unknown language code');
const docDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'The date must be written YYYY-MM-DD');

export const documentLanguageSchema = z.object({
  language: z.string(),
  /** Paragraphs with a translation in the memory (any type but NO_TRANSLATION_AVAILABLE). */
  translatedUnits: z.number(),
  /** The last machine-translation run of this file and language, if any. */
  run: z.object({ runId: z.string(), status: z.string(), done: z.number(), total: z.number() }).nullable(),
});
export const documentFileSchema = z.object({
  fileId: z.string(),
  projectId: z.string(),
  fileName: z.string(),
  byteSize: z.number(),
  category: parliamentCategorySchema.nullable(),
  subType: parliamentSubTypeSchema.nullable(),
  docDate: z.string().nullable(),
  /** The house whose users see it; null: the whole organisation (parliament houses' visibility). */
  house: parliamentHouseSchema.nullable(),
  status: fileProcessingStatusSchema,
  /** Why the file failed (status FAILED). */
  failureReason: z.string().nullable(),
  units: z.number(),
  sourceWordCount: z.number(),
  manualRequestId: z.string().nullable(),
  /** The document's own scope URL: the translation editor's `url` filter for its paragraphs alone. */
  editorUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  languages: z.array(documentLanguageSchema),
});
export type DocumentFile = z.infer<typeof documentFileSchema>;

export const documentUploadReply = z.object({ projectId: z.string(), file: documentFileSchema });
export const documentListRequest = z.object({
  projectId: projectIdSchema,
  status: fileProcessingStatusSchema.optional(),
  category: parliamentCategorySchema.optional(),
  subType: parliamentSubTypeSchema.optional(),
  docDate: docDateSchema.optional(),
  search: z.string().trim().max(200).optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(DOCUMENT_LIMITS.pageSize).default(20),
});
export const documentListReply = z.object({ languages: z.array(z.string()), files: z.array(documentFileSchema), total: z.number() });
export const documentFileRequest = z.object({ projectId: projectIdSchema, fileId: fileIdSchema });
export const documentFileReply = documentFileSchema;

export const documentTranslateRequest = z.object({
  projectId: projectIdSchema,
  fileId: fileIdSchema,
  /** Languages to translate; absent: every language of the file. */
  languages: z.array(targetLangSchema).max(30).optional(),
  /** Engine id; absent: the project's engine for each language. */
  engine: z.string().trim().max(60).optional(),
});
export const documentTranslateReply = z.object({ runs: z.array(z.object({ language: z.string(), runId: z.string(), total: z.number() })) });

export const documentLanguageRequest = z.object({ projectId: projectIdSchema, fileId: fileIdSchema, languages: projectLanguagesSchema });
export const documentLanguageReply = z.object({ languages: z.array(z.string()), added: z.array(z.string()) });

export const documentEditRequest = z.object({
  projectId: projectIdSchema,
  fileId: fileIdSchema,
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/\.docx$/i, 'The name must end in .docx')
    .optional(),
  category: parliamentCategorySchema.nullable().optional(),
  subType: parliamentSubTypeSchema.nullable().optional(),
  docDate: docDateSchema.nullable().optional(),
});

export const documentDeleteRequest = z.object({ projectId: projectIdSchema, fileIds: z.array(fileIdSchema).min(1, 'Choose at least one document').max(100) });
export const documentDeleteReply = z.object({ deleted: z.number() });

/** One language: that translated .docx; no language: a zip of the document in every language. */
export const documentExportRequest = z.object({ projectId: projectIdSchema, fileId: fileIdSchema, targetLang: targetLangSchema.optional() });

export const documentCategoriesReply = z.object({
  categories: z.array(z.object({ code: z.string(), label: z.string(), subTypes: z.array(z.object({ value: z.string(), label: z.string() })) })),
});

export const documentSendRequest = z.object({
  projectId: projectIdSchema,
  fileId: fileIdSchema,
  languages: z.array(targetLangSchema).min(1, 'Choose at least one language').max(30),
  pipeline: pipelineSchema.default('translation'),
  dueDate: docDateSchema.optional(),
  notes: z.string().trim().max(2000).default(''),
});
export const documentSendReply = z.object({ requestId: z.string(), status: z.string() });

/** doc-file/preview: one language's translated document as sanitised HTML (not shown in the spec). */
export const documentPreviewRequest = z.object({ projectId: projectIdSchema, fileId: fileIdSchema, targetLang: targetLangSchema });
export const documentPreviewReply = z.object({
  /** The body's content only, sanitised on the server (no scripts, handlers, styles or javascript: links). */
  html: z.string(),
  /** BCP 47 tag and direction from the contract's language table, for the preview's lang and dir. */
  lang: z.string(),
  dir: z.enum(['ltr', 'rtl']),
  /** The language's web font as Lipi serves it (`/fonts/…`, CORS open: the preview's sandboxed frame has no origin of its own). */
  font: z.object({ family: z.string(), path: z.string() }).nullable(),
  /** Translations the codec refused (their paragraphs show the source), as in the export. */
  rejected: z.number(),
});

export const documentMapReply = z.object({ pairs: z.number(), skipped: z.number() });

/** The TMS's signed callback about a document (Standard Webhooks: webhook-id, -timestamp, -signature). */
export const documentWebhookEvent = z.object({
  type: z.enum(['file.translated', 'file.failed']),
  data: z.object({ fileId: fileIdSchema, reason: z.string().max(500).optional() }),
});
export const documentWebhookReply = z.object({ status: z.string() });
