/**
 * The snippet's language switcher (packages/snippet/src/widget.ts: the same markup, classes and
 * base CSS) drawn open, as a whole document for a sandboxed iframe. The customer's CSS follows
 * the base as the text of a <style>, exactly as the snippet applies it, yet it can never restyle
 * the dashboard, and the frame runs no script.
 */
export const SWITCHER_BASE_CSS =
  '#lipi-switcher{position:fixed;bottom:16px;right:16px;z-index:2147483000;font:14px/1.4 system-ui,sans-serif}' +
  '#lipi-switcher button{font:inherit;cursor:pointer}' +
  '.lipi-btn{background:#1f2937;color:#fff;border:0;border-radius:20px;padding:8px 14px}' +
  '.lipi-menu{position:absolute;bottom:44px;right:0;background:#fff;color:#111;border:1px solid #ccc;border-radius:8px;min-width:180px;padding:4px;box-shadow:0 4px 16px rgba(0,0,0,.2)}' +
  '.lipi-menu[hidden],.lipi-dialog[hidden]{display:none}' +
  '.lipi-menu [role=option]{padding:6px 10px;border-radius:4px;list-style:none;cursor:pointer}' +
  '.lipi-menu [aria-selected=true]{font-weight:600}.lipi-menu [role=option]:focus{outline:2px solid #2563eb;background:#eef2ff}' +
  '.lipi-menu ul{margin:0;padding:0}.lipi-menu .lipi-act{display:block;width:100%;text-align:left;background:none;border:0;padding:6px 10px}';

const PAGE_CSS =
  'html,body{margin:0;background:#f6f5fb;color:#1c1b2e;font-family:system-ui,sans-serif}.page{padding:20px}.page p{margin:0 0 8px;font-size:14px;color:#55536b;max-width:32ch}';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** CSS as the text of a <style>: a `</style` inside it must not end the element (and open markup). */
export const cssAsStyleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/** label: the language's native name, as the snippet shows it. */
export type SwitcherOption = { code: string; label: string; fontSize?: string };

export function switcherDocument(css: string, options: SwitcherOption[], activeCode: string): string {
  const items = options
    .map((o) => {
      const style = o.fontSize ? ` style="font-size:${escapeHtml(o.fontSize)}"` : '';
      return `<li role="option" lang="${escapeHtml(o.code)}" aria-selected="${o.code === activeCode}"${style}>${escapeHtml(o.label)}</li>`;
    })
    .join('');
  const current = escapeHtml(options.find((o) => o.code === activeCode)?.label ?? activeCode);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Language switcher preview</title>
<style>${PAGE_CSS}</style><style>${SWITCHER_BASE_CSS}</style><style id="lipi-popup-css">${cssAsStyleText(css)}</style></head>
<body><div class="page"><p>Your page</p><p>Visitors choose their language from the switcher in the corner.</p></div>
<div id="lipi-switcher" translate="no"><button type="button" class="lipi-btn" tabindex="-1">${current}</button>
<div class="lipi-menu"><ul id="lipi-list" role="listbox" aria-label="Choose a language">${items}</ul>
<button type="button" class="lipi-act" tabindex="-1">Suggest a better translation</button><button type="button" class="lipi-act" tabindex="-1">Give feedback</button></div></div></body></html>`;
}
