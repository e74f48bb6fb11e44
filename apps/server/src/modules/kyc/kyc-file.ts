import { KYC_MESSAGES, type KYC_FILE_KINDS } from '@lipi/contract';
import { badRequest } from '../../lib/errors.ts';

type FileKind = (typeof KYC_FILE_KINDS)[number];

const CONTENT_TYPES: Record<FileKind, string> = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };
const KIND_BY_EXTENSION: Record<string, FileKind> = { pdf: 'pdf', png: 'png', jpg: 'jpeg', jpeg: 'jpeg', webp: 'webp' };

const startsWith = (content: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => content[at + i] === b);

/** The kind of file its first bytes say it is (the signatures of the PDF, PNG, JPEG and WebP formats), or null. */
export function sniffKind(content: Buffer): FileKind | null {
  if (startsWith(content, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(content, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(content, [0x52, 0x49, 0x46, 0x46]) && startsWith(content, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp'; // RIFF….WEBP
  return null;
}

/**
 * Accepts only an image or a PDF whose content is what its name says: the extension picks the kind
 * the user claims, the first bytes the kind it is. Returns the content type to store (from the
 * content, never the browser's claim) and the extension of the stored object.
 */
export function checkKycFile(fileName: string, content: Buffer): { contentType: string; extension: string } {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const claimed = KIND_BY_EXTENSION[extension];
  const actual = sniffKind(content);
  if (!claimed) throw badRequest(KYC_MESSAGES.notImageOrPdf);
  if (!actual || actual !== claimed) throw badRequest(KYC_MESSAGES.nameMismatch);
  return { contentType: CONTENT_TYPES[actual], extension: actual === 'jpeg' ? 'jpg' : actual };
}

/** A display name without paths, control characters or quotes (it ends up in a header). */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && c !== '"')
    .join('')
    .trim();
  return cleaned.slice(-200) || 'document';
}

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
