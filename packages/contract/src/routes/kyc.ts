import {
  kycDocumentParams,
  kycListReply,
  kycListRequest,
  kycQueueReply,
  kycQueueRequest,
  kycReviewReply,
  kycReviewRequest,
  kycUploadReply,
} from '../api/kyc.ts';
import { defineRoute, FILE_REPLY } from './define.ts';

const tag = 'KYC';

/** KYC documents (the spec shows no calls: designed in docs/kyc.md). */
export const KYC_ROUTES = {
  upload: defineRoute({
    method: 'POST',
    path: 'kyc/upload',
    tag,
    summary: 'Upload a KYC document (multipart: type, file, maskedAadhaar for aadhaar, organisationId for super admins)',
    multipart: true,
    reply: kycUploadReply,
    errors: ['NOT_FOUND'],
  }),
  list: defineRoute({
    method: 'POST',
    path: 'kyc/list',
    tag,
    summary: "An organisation's KYC documents and their statuses",
    body: kycListRequest,
    reply: kycListReply,
    errors: ['NOT_FOUND'],
  }),
  queue: defineRoute({
    method: 'POST',
    path: 'kyc/queue',
    tag,
    summary: 'The review queue of every organisation (super admin), oldest first, filterable by status',
    body: kycQueueRequest,
    reply: kycQueueReply,
  }),
  review: defineRoute({
    method: 'POST',
    path: 'kyc/review',
    tag,
    summary: 'Accept, reject (with a reason) or mark signed a KYC document',
    body: kycReviewRequest,
    reply: kycReviewReply,
    errors: ['NOT_FOUND'],
  }),
  download: defineRoute({
    method: 'POST',
    path: 'kyc/document/download',
    tag,
    summary: 'The file of a KYC document, as an attachment',
    body: kycDocumentParams,
    reply: FILE_REPLY,
    errors: ['NOT_FOUND'],
  }),
} as const;
