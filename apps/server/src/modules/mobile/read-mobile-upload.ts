import { MOBILE_LIMITS, MOBILE_MESSAGES, MOBILE_UPLOAD_HEADERS } from '@lipi/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors.ts';

export type MobileUpload = {
  fileName: string;
  content: Buffer;
  projectId: string;
  projectName: string;
  fileId: string;
  languages: string[];
  /** A new project's source language (form field only; a further file takes its project's). */
  sourceLanguage: string;
};

const FIELDS: Readonly<Record<string, keyof Omit<MobileUpload, 'content' | 'languages'> | 'languages'>> = {
  fileName: 'fileName',
  projectId: 'projectId',
  projectName: 'projectName',
  fileId: 'fileId',
  languages: 'languages',
  sourceLanguage: 'sourceLanguage',
};

/**
 * A string-file upload: one file plus fields, each of which may also come as a request header
 * (x-file-name, x-target-languages, x-project-id, x-project-name), the way the spec's mobile client
 * names the file and languages. The file is read with a cap, so an oversized upload is refused
 * without being held in memory whole.
 */
export async function readMobileUpload(request: FastifyRequest): Promise<MobileUpload> {
  if (!request.isMultipart()) throw badRequest(MOBILE_MESSAGES.noFile);
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? decodeURIComponent(value) : '';
  };
  const values: Record<string, string> = {
    fileName: header(MOBILE_UPLOAD_HEADERS.fileName),
    projectId: header(MOBILE_UPLOAD_HEADERS.projectId),
    projectName: header(MOBILE_UPLOAD_HEADERS.projectName),
    languages: header(MOBILE_UPLOAD_HEADERS.languages),
    fileId: '',
    sourceLanguage: '',
  };
  let file: { filename: string; content: Buffer } | null = null;
  for await (const part of request.parts({ limits: { fileSize: MOBILE_LIMITS.uploadBytes, files: 1, fields: 20 } })) {
    if (part.type === 'field') {
      const key = FIELDS[part.fieldname];
      if (key) values[key] = key === 'languages' && values.languages ? `${values.languages},${String(part.value)}` : String(part.value);
      continue;
    }
    const content = await part.toBuffer().catch((err: { code?: string }) => {
      throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? badRequest(tooLarge()) : err;
    });
    if (part.file.truncated) throw badRequest(tooLarge());
    file = { filename: part.filename ?? '', content };
  }
  if (!file || file.content.length === 0) throw badRequest(MOBILE_MESSAGES.noFile);
  const fileName = safeFileName(values.fileName || file.filename || 'strings.xml');
  return {
    fileName,
    content: file.content,
    projectId: values.projectId ?? '',
    projectName: values.projectName ?? '',
    fileId: values.fileId ?? '',
    sourceLanguage: (values.sourceLanguage ?? '').trim(),
    languages: [
      ...new Set(
        (values.languages ?? '')
          .split(',')
          .map((l) => l.trim())
          .filter(Boolean),
      ),
    ],
  };
}

/**
 * Only the base name. Android resource files are lower-case letters, digits and underscores
 * (aapt2 refuses others); iOS and Flutter names are freer (Localizable.strings, Localizable.xcstrings, app_en.arb).
 */
function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  if (base.endsWith('.xml') ? !/^[a-z0-9_]+\.xml$/.test(base) : !/^[A-Za-z0-9][\w.-]{0,100}\.(strings|stringsdict|arb|xcstrings)$/.test(base)) {
    throw badRequest(MOBILE_MESSAGES.badFileName);
  }
  return base;
}

const tooLarge = () => `The file is too large (at most ${Math.round(MOBILE_LIMITS.uploadBytes / 1024 / 1024)} MB)`;
