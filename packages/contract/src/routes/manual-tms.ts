import { batchFileUploadReply } from '../api/manual-batch-file.ts';
import { tmsSendBody, tmsSendReply, tmsWebhookReply, wholeBatchFileBody } from '../api/manual-tms.ts';
import { defineRoute, FILE_REPLY } from './define.ts';

const tag = 'Manual translation';

/** The delivery manager's whole-batch files and the external TMS (docs/professional-translation.md). */
export const MANUAL_TMS_ROUTES = {
  downloadWholeBatch: defineRoute({
    method: 'POST',
    path: 'manual-translation/batch/download',
    tag,
    summary: 'A whole batch (one language, every sub-batch) as one XLIFF 1.2 (default) or 2.1 file',
    body: wholeBatchFileBody,
    reply: FILE_REPLY,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  uploadWholeBatch: defineRoute({
    method: 'POST',
    path: 'manual-translation/batch/upload',
    tag,
    summary: 'Upload a whole-batch XLIFF back (multipart: batchId, complete, file); same checks as upload/batchFile',
    multipart: true,
    reply: batchFileUploadReply,
    errors: ['NOT_FOUND', 'CONFLICT', 'BAD_REQUEST'],
  }),
  sendToTms: defineRoute({
    method: 'POST',
    path: 'manual-translation/tms/send',
    tag,
    summary: "Hand a request's batches (or one) to the external TMS: one persistent job per batch, retried with backoff",
    body: tmsSendBody,
    reply: tmsSendReply,
    errors: ['NOT_FOUND', 'CONFLICT', 'BAD_REQUEST'],
  }),
  tmsWebhook: defineRoute({
    method: 'POST',
    path: 'manual-translation/tms/webhook',
    tag,
    summary: 'Callbacks of the TMS (batch.accepted, batch.delivered, batch.redelivered), verified by Standard Webhooks',
    reply: tmsWebhookReply,
    public: true,
  }),
};
