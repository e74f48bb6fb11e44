import { isValidGstin, KYC_LIMITS, KYC_MESSAGES, kycDocumentTypeSchema, parseMaskedAadhaar, type KycDocumentType } from '@lipi/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors.ts';

export type KycUpload = {
  type: KycDocumentType;
  aadhaarLast4: string | null;
  gstin: string | null;
  organisationId: string | null;
  fileName: string;
  content: Buffer;
};

/**
 * The multipart form of kyc/upload: type, maskedAadhaar (aadhaar only), gstin (gst only, optional),
 * organisationId (super admins)
 * and one file, read with the size cap so a large upload is refused without being held whole.
 */
export async function readKycUpload(request: FastifyRequest): Promise<KycUpload> {
  if (!request.isMultipart()) throw badRequest(KYC_MESSAGES.fileRequired);
  const fields: Record<string, string> = {};
  let file: { fileName: string; content: Buffer } | null = null;
  for await (const part of request.parts({ limits: { fileSize: KYC_LIMITS.maxBytes, files: 1, fields: 10, fieldSize: 1000 } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const content = await part.toBuffer().catch((err: { code?: string }) => {
      throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? badRequest(KYC_MESSAGES.tooLarge) : err;
    });
    if (part.file.truncated) throw badRequest(KYC_MESSAGES.tooLarge);
    file = { fileName: part.filename ?? '', content };
  }
  const type = kycDocumentTypeSchema.safeParse(fields.type);
  if (!type.success) throw badRequest(KYC_MESSAGES.typeRequired);
  if (!file || file.content.length === 0) throw badRequest(KYC_MESSAGES.fileRequired);
  let aadhaarLast4: string | null = null;
  if (type.data === 'aadhaar') {
    const parsed = parseMaskedAadhaar(fields.maskedAadhaar ?? '');
    if ('error' in parsed) throw badRequest(parsed.error);
    aadhaarLast4 = parsed.last4;
  }
  let gstin: string | null = null;
  const givenGstin = fields.gstin?.trim().toUpperCase();
  if (type.data === 'gst' && givenGstin) {
    if (!isValidGstin(givenGstin)) throw badRequest(KYC_MESSAGES.gstinInvalid);
    gstin = givenGstin;
  }
  return { type: type.data, aadhaarLast4, gstin, organisationId: fields.organisationId || null, ...file };
}
