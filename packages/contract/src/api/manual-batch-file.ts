import { z } from 'zod';

/** Offline batch files (XLIFF 2.1 by default, 1.2 on request) of a linguist's task (docs/professional-translation.md). */
export const BATCH_FILE_VERSIONS = ['2.1', '1.2'] as const;
export const batchFileBody = z.object({ subBatchId: z.string().uuid(), version: z.enum(BATCH_FILE_VERSIONS).default('2.1') });
/** Multipart form fields of the upload besides the file. */
export const batchFileUploadFields = z.object({ subBatchId: z.string().uuid('Choose the task the file belongs to') });
export const batchFileUploadReply = z.object({
  saved: z.number(),
  unchanged: z.number(),
  refused: z.array(z.object({ id: z.string(), source: z.string(), reason: z.string() })),
});
export type BatchFileUploadReply = z.infer<typeof batchFileUploadReply>;

export const BATCH_FILE_LIMITS = Object.freeze({ uploadBytes: 5 * 1024 * 1024 });
export const BATCH_FILE_MESSAGES = Object.freeze({
  uploadFormat: 'Please upload the XLIFF file of this task (.xlf, at most 5 MB).',
  otherTask: 'This file belongs to another task, request or organisation. Please upload the file downloaded for this task.',
  otherLanguage: 'This file is for another target language than this task.',
  unknownSegments: 'The file holds segments that are not in this task; nothing was saved.',
  tagMismatch: (source: string, target: string) => `The inline tags of the target (${target || 'none'}) differ from the source's (${source || 'none'}).`,
  uploaded: (saved: number, refused: number) => `${saved} translation${saved === 1 ? '' : 's'} saved${refused ? `, ${refused} refused` : ''}.`,
});
