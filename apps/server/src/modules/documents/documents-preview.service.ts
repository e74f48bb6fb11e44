import { directionOf, toBcp47 } from '@lipi/contract';
import { strToU8, unzipSync, zipSync } from 'fflate';
import mammoth from 'mammoth';
import sanitizeHtml from 'sanitize-html';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { servedFontOf } from '../render/page-fonts.ts';
import { getDocFile, type DocumentViewer } from './documents-access.ts';
import { buildTranslatedDocx } from './documents-export.service.ts';

/**
 * What a preview may contain: mammoth's semantic HTML (headings, lists, tables, emphasis, footnote
 * links, inline images) and nothing active. Links keep only http(s), mailto and in-page anchors, so a
 * `javascript:` hyperlink in the document loses its href; scripts, event handlers and styles are
 * dropped. The dashboard also shows it in a sandboxed iframe: two independent guards.
 */
const PREVIEW_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'sup',
    'sub',
    'span',
    'blockquote',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'id'], li: ['id'], p: ['id'], img: ['src', 'alt'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  // mammoth inlines images as data: URIs; an image cannot run script.
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export const sanitizePreview = (html: string) => sanitizeHtml(html, PREVIEW_HTML);

/**
 * mammoth 1.13 fails on a table style when the file has no styles part (its default Styles lacks
 * the table map), and Word opens such files: an empty styles part is added for the conversion only.
 */
function withStylesPart(bytes: Uint8Array): Uint8Array {
  const entries = unzipSync(bytes);
  if (entries['word/styles.xml']) return bytes;
  entries['word/styles.xml'] = strToU8(
    '<?xml version="1.0" encoding="UTF-8"?><w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
  );
  return zipSync(entries);
}

/**
 * doc-file/preview: the document exactly as the export would build it in one language, converted to
 * HTML by mammoth (the well-kept docx → HTML reader) and sanitised here, never in the browser only.
 */
export async function previewDocument(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  project: ProjectRow,
  viewer: DocumentViewer,
  fileId: string,
  targetLang: string,
) {
  const file = await getDocFile(ctx, project, viewer, fileId);
  if (!file.languages.includes(targetLang)) throw badRequest(`The document is not translated into ${targetLang}.`);
  const built = await buildTranslatedDocx(ctx, project, file, targetLang);
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(withStylesPart(built.bytes)) });
  return {
    html: sanitizePreview(value),
    lang: toBcp47(targetLang),
    dir: directionOf(targetLang),
    font: servedFontOf(targetLang),
    rejected: built.rejected.length,
  };
}
