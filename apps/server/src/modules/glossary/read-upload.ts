import { GLOSSARY_UPLOAD_FORMAT_ERROR } from '@lipi/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors.ts';

export type Upload = { projectId: string; filename: string; content: Buffer };

/**
 * The multipart form of the glossary and transliteration uploads: a projectId field (or
 * ?projectId=) and one file, read with a cap so an oversized upload is refused without being held
 * in memory whole. Anything else is the spec's one message for a wrong file.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest(GLOSSARY_UPLOAD_FORMAT_ERROR);
  let projectId = String((request.query as Record<string, unknown>).projectId ?? '');
  let file: { filename: string; content: Buffer } | null = null;
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
    if (part.type === 'field') {
      if (part.fieldname === 'projectId') projectId = String(part.value);
      continue;
    }
    const content = await part.toBuffer().catch((err: { code?: string }) => {
      throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? badRequest(tooLarge(maxBytes)) : err;
    });
    if (part.file.truncated) throw badRequest(tooLarge(maxBytes));
    file = { filename: part.filename ?? '', content };
  }
  if (!file || file.content.length === 0) throw badRequest(GLOSSARY_UPLOAD_FORMAT_ERROR);
  if (!projectId) throw badRequest('projectId is required');
  return { projectId, ...file };
}

const tooLarge = (maxBytes: number) => `The file is too large (at most ${Math.round(maxBytes / 1024 / 1024)} MB)`;
