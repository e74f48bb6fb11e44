import { fontFamilyOf, toBcp47 } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/*
 * Web fonts for proxied pages in scripts most systems cannot show (Ol Chiki, Meetei Mayek,
 * Nastaliq): served by Lipi from the @fontsource packages the dashboard self-hosts too
 * (apps/web/src/app/script-fonts.css). Only the files of this table are ever served, looked up by
 * exact name, so no request path reaches the file system.
 */

type PageFont = { family: string; pkg: string; file: string; unicodeRange: string };

const PAGE_FONTS: readonly PageFont[] = [
  {
    family: 'Noto Sans Ol Chiki',
    pkg: '@fontsource/noto-sans-ol-chiki',
    file: 'noto-sans-ol-chiki-ol-chiki-400-normal.woff2',
    unicodeRange: 'U+1C50-1C7F, U+20B9',
  },
  {
    family: 'Noto Sans Meetei Mayek',
    pkg: '@fontsource/noto-sans-meetei-mayek',
    file: 'noto-sans-meetei-mayek-meetei-mayek-400-normal.woff2',
    unicodeRange: 'U+200C-200D, U+25CC, U+AAE0-AAF6, U+ABC0-ABFF',
  },
  {
    family: 'Noto Nastaliq Urdu',
    pkg: '@fontsource/noto-nastaliq-urdu',
    file: 'noto-nastaliq-urdu-arabic-400-normal.woff2',
    unicodeRange:
      'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC',
  },
];

/**
 * Served too, but never added to proxied pages (systems usually have these scripts): the document
 * preview's sandboxed frame has an opaque origin, so it cannot use the dashboard's own font files
 * and loads its language's family from here (CORS open) instead.
 */
const fontsourceFile = (slug: string, subset: string) => ({ pkg: `@fontsource/${slug}`, file: `${slug}-${subset}-400-normal.woff2` });
const PREVIEW_FONTS: readonly Omit<PageFont, 'unicodeRange'>[] = [
  { family: 'Noto Sans Devanagari', ...fontsourceFile('noto-sans-devanagari', 'devanagari') },
  { family: 'Noto Sans Bengali', ...fontsourceFile('noto-sans-bengali', 'bengali') },
  { family: 'Noto Sans Gurmukhi', ...fontsourceFile('noto-sans-gurmukhi', 'gurmukhi') },
  { family: 'Noto Sans Gujarati', ...fontsourceFile('noto-sans-gujarati', 'gujarati') },
  { family: 'Noto Sans Oriya', ...fontsourceFile('noto-sans-oriya', 'oriya') },
  { family: 'Noto Sans Tamil', ...fontsourceFile('noto-sans-tamil', 'tamil') },
  { family: 'Noto Sans Telugu', ...fontsourceFile('noto-sans-telugu', 'telugu') },
  { family: 'Noto Sans Kannada', ...fontsourceFile('noto-sans-kannada', 'kannada') },
  { family: 'Noto Sans Malayalam', ...fontsourceFile('noto-sans-malayalam', 'malayalam') },
  { family: 'Noto Naskh Arabic', ...fontsourceFile('noto-naskh-arabic', 'arabic') },
];

export const FONT_ROUTE = '/fonts';
const SERVED: readonly Omit<PageFont, 'unicodeRange'>[] = [...PAGE_FONTS, ...PREVIEW_FONTS];
const BY_FILE = new Map(SERVED.map((f) => [f.file, f]));

/** The family a language is shown in and where Lipi serves it (`/fonts/…`), or null when none is shipped. */
export function servedFontOf(lang: string): { family: string; path: string } | null {
  const family = fontFamilyOf(lang);
  const font = SERVED.find((f) => f.family === family);
  return font ? { family: font.family, path: `${FONT_ROUTE}/${font.file}` } : null;
}
// The packages are apps/web's (production) dependencies, hoisted to the root node_modules the server bundle resolves from.
const require = createRequire(import.meta.url);

/** Text elements get the family; <i> and <span> (icon fonts) and the customer's other fonts stay. */
const TEXT_ELEMENTS = [
  'body',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'li',
  'dt',
  'dd',
  'td',
  'th',
  'a',
  'label',
  'button',
  'input',
  'textarea',
  'select',
  'blockquote',
  'figcaption',
];

/** The @font-face and font-family rule for a page in `lang`, or '' when the system's fonts serve it. */
export function pageFontCss(lang: string, publicUrl: string): string {
  const family = fontFamilyOf(lang);
  const font = PAGE_FONTS.find((f) => f.family === family);
  if (!font) return '';
  const tag = toBcp47(lang);
  const selectors = TEXT_ELEMENTS.map((e) => `html:lang(${tag}) ${e}`).join(',');
  return (
    `<style data-lipi-fonts>@font-face{font-family:'${font.family}';font-style:normal;font-display:swap;font-weight:400;` +
    `src:url('${publicUrl}${FONT_ROUTE}/${font.file}') format('woff2');unicode-range:${font.unicodeRange}}` +
    `${selectors}{font-family:'${font.family}',sans-serif}</style>`
  );
}

/** GET /fonts/{file}: one of the table's files, cacheable for a year, readable by proxied pages of any origin. */
export function registerFontRoute(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>(`${FONT_ROUTE}/:file`, { config: { policy: 'public' } }, async (request, reply) => {
    const font = BY_FILE.get(request.params.file);
    if (!font) return reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('No such font');
    const path = join(dirname(require.resolve(`${font.pkg}/package.json`)), 'files', font.file);
    return reply
      .type('font/woff2')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(createReadStream(path));
  });
}
