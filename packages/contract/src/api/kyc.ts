import { z } from 'zod';
import { documentStatusSchema } from '../statuses.ts';
import { kycDocumentTypeSchema } from '../vocabularies.ts';
import { pageRequest } from './projects.ts';

/** What a KYC file may be: images and PDFs, recognised by their first bytes, never by their name. */
export const KYC_LIMITS = { maxBytes: 10 * 1024 * 1024 } as const;
export const KYC_FILE_KINDS = ['pdf', 'png', 'jpeg', 'webp'] as const;
export const KYC_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp';

export const KYC_MESSAGES = {
  uploaded: 'Document uploaded. It will be reviewed shortly.',
  reviewed: 'Decision saved',
  notFound: 'Document not found',
  gstinInvalid: 'GSTIN is not valid (15 characters: state code, PAN, entity, Z, check character)',
  fileRequired: 'Choose a file to upload',
  typeRequired: 'Choose the document type',
  tooLarge: `The file is too large (at most ${KYC_LIMITS.maxBytes / 1024 / 1024} MB)`,
  notImageOrPdf: 'Only PDF, PNG, JPEG or WebP files can be uploaded',
  nameMismatch: 'The file is not what its name says: its content does not match its extension',
  aadhaarMaskedRequired: 'Enter the masked Aadhaar number as printed on the masked e-Aadhaar (XXXX XXXX 1234)',
  aadhaarUnmasked: 'Never enter a full Aadhaar number: only the masked form (XXXX XXXX 1234) is accepted',
  reasonRequired: 'Give the reason for the rejection',
  signedOnlyContract: 'Only a contract can be marked signed',
  organisationRequired: 'Choose the organisation',
} as const;

/** The masked Aadhaar as UIDAI prints it: eight masked digits and the last four (spaces optional). */
const MASKED_AADHAAR = /^[Xx*]{4}\s?[Xx*]{4}\s?(\d{4})$/;
const TWELVE_DIGITS = /\d{4}\s?\d{4}\s?\d{4}/;

/** The last four digits of a masked Aadhaar, or the message saying why it is refused. */
export function parseMaskedAadhaar(value: string): { last4: string } | { error: string } {
  const trimmed = value.trim();
  if (TWELVE_DIGITS.test(trimmed)) return { error: KYC_MESSAGES.aadhaarUnmasked };
  const m = MASKED_AADHAAR.exec(trimmed);
  return m ? { last4: m[1]! } : { error: KYC_MESSAGES.aadhaarMaskedRequired };
}

export const kycDocumentSchema = z.object({
  id: z.string(),
  organisationId: z.string(),
  organisationName: z.string(),
  type: kycDocumentTypeSchema,
  status: documentStatusSchema,
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Aadhaar only: the last four digits of the masked number (never more). */
  aadhaarLast4: z.string().nullable(),
  /** gst only: the GSTIN written on the certificate, when the uploader gave it (the invoice's buyer GSTIN). */
  gstin: z.string().nullable(),
  uploadedByEmail: z.string(),
  uploadedAt: z.string(),
  reviewedByEmail: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;

export const kycUploadReply = z.object({ document: kycDocumentSchema });

/** An organisation's own documents (super admins name the organisation). */
export const kycListRequest = z.object({ organisationId: z.string().uuid('organisationId is not valid').optional() });
export const kycListReply = z.object({ documents: z.array(kycDocumentSchema) });

export const kycQueueRequest = pageRequest.extend({ status: documentStatusSchema.optional() });
export const kycQueueReply = z.object({ documents: z.array(kycDocumentSchema), totalDocuments: z.number().int() });

export const kycReviewRequest = z
  .object({
    documentId: z.string().uuid('documentId is not valid'),
    status: z.enum(['accepted', 'rejected', 'signed']),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((v) => v.status !== 'rejected' || Boolean(v.reason), { message: KYC_MESSAGES.reasonRequired, path: ['reason'] });
export const kycReviewReply = z.object({ document: kycDocumentSchema });

export const kycDocumentParams = z.object({ documentId: z.string().uuid('documentId is not valid') });
