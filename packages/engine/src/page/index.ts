/** Page translation for the proxy: parse once, find segment runs, write translations as text (pure, no I/O). */
export { analysePage, translatePage, type PageAnalysis, type PageHead } from './translate-page.ts';
export { decodeHtml } from './decode.ts';
