import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES } from '@lipi/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors.ts';

export type DocumentUpload = {
  fileName: string;
  content: Buffer;
  /** Every other form field, as sent (validated by the caller). */
  fields: Record<string, string>;
};

const FIELDS = new Set([
  'translate',
  'projectId',
  'projectName',
  'category',
  'subType',
  'date',
  'docDate',
  'languages',
  'fileId',
  'targetLang',
  'house',
  'sourceLanguage',
]);

/**
 * A document upload: one .docx plus form fields. The file is read with a cap, so an oversized
 * upload is refused without being held in memory whole; the name must end in .docx (a .docm or any
 * other type is refused here, and the codec checks the content itself).
 */
export async function readDocumentUpload(request: FastifyRequest): Promise<DocumentUpload> {
  if (!request.isMultipart()) throw badRequest(DOCUMENT_MESSAGES.noFile);
  const fields: Record<string, string> = {};
  let file: { filename: string; content: Buffer } | null = null;
  for await (const part of request.parts({ limits: { fileSize: DOCUMENT_LIMITS.uploadBytes, files: 1, fields: 20 } })) {
    if (part.type === 'field') {
      if (FIELDS.has(part.fieldname)) fields[part.fieldname] = String(part.value).trim();
      continue;
    }
    const content = await part.toBuffer().catch((err: { code?: string }) => {
      throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? badRequest(DOCUMENT_MESSAGES.tooLarge) : err;
    });
    if (part.file.truncated) throw badRequest(DOCUMENT_MESSAGES.tooLarge);
    file = { filename: part.filename ?? '', content };
  }
  if (!file || file.content.length === 0) throw badRequest(DOCUMENT_MESSAGES.noFile);
  return { fileName: safeFileName(file.filename), content: file.content, fields };
}

/** The base name only, with control characters and path separators gone; it must be a .docx. */
function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f"]/g, '').trim();
  if (!/\.docx$/i.test(base)) throw badRequest(DOCUMENT_MESSAGES.notDocx);
  return base.slice(-200);
}

export const splitLanguages = (value: string | undefined) => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean),
  ),
];
