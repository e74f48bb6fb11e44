import { z } from 'zod';
import { BATCH_FILE_VERSIONS } from './manual-batch-file.ts';

/** A whole batch (one target language of a request, all its sub-batches) for the delivery manager. */
export const wholeBatchFileBody = z.object({ batchId: z.string().uuid(), version: z.enum(BATCH_FILE_VERSIONS).default('1.2') });
/** Multipart form fields of the whole-batch upload besides the file; `complete` closes every step of the batch. */
export const wholeBatchUploadFields = z.object({
  batchId: z.string().uuid('Choose the batch the file belongs to'),
  complete: z.enum(['true', 'false']).default('false'),
});

export const tmsSendBody = z.object({ requestId: z.string().uuid(), batchId: z.string().uuid().optional() });
export const tmsSendReply = z.object({ queued: z.number() });

/** What the TMS tells Lipi (docs/professional-translation.md, "External TMS"); signed with Standard Webhooks. */
export const TMS_EVENT_TYPES = ['batch.accepted', 'batch.delivered', 'batch.redelivered', 'batch.rejected'] as const;
export const tmsWebhookEvent = z.object({
  type: z.enum(TMS_EVENT_TYPES),
  data: z.object({
    batchId: z.string().min(1).max(200),
    /** Delivered XLIFF inline, or a link Lipi fetches through its SSRF guard. */
    xliff: z
      .string()
      .max(5 * 1024 * 1024)
      .optional(),
    downloadUrl: z.string().url().max(2000).optional(),
    reason: z.string().max(2000).optional(),
  }),
});
export type TmsWebhookEvent = z.infer<typeof tmsWebhookEvent>;
export const tmsWebhookReply = z.object({ status: z.string() });

export const TMS_MESSAGES = Object.freeze({
  /** Spec 02 §8 (Webhook). */
  unreachable: 'Encountered some error while calling webhook, Please try again after some time.',
  notConfigured: 'No translation-management service is configured for this server (TMS_URL).',
  queued: (n: number) => `${n} batch${n === 1 ? '' : 'es'} sent to the translation service.`,
  notSendable: 'Only a batched request that is not yet in review can be sent to the translation service.',
  badSignature: 'Webhook signature does not verify',
  staleTimestamp: 'Webhook timestamp is outside the tolerance',
  unknownBatch: 'Webhook for a batch Lipi did not send',
});
