/**
 * The markup and base style of the snippet's language switcher, as a whole document for a
 * sandboxed iframe: the customer's CSS is applied exactly as the snippet applies it (a <style>
 * after the base), yet it can never restyle the dashboard, and the frame runs no script.
 */
export const SWITCHER_BASE_CSS = `
html, body { margin: 0; padding: 0; background: #f6f5fb; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; color: #1c1b2e; }
.page { min-height: 100vh; box-sizing: border-box; padding: 20px; position: relative; }
.page p { margin: 0 0 8px; font-size: 14px; color: #55536b; max-width: 32ch; }
.lipi-switcher { position: absolute; right: 20px; bottom: 20px; display: inline-flex; flex-direction: column; gap: 6px; padding: 8px; background: #fff; border: 1px solid #dcdae6; border-radius: 10px; box-shadow: 0 8px 24px -12px rgba(0,0,0,.3); color: #1c1b2e; }
.lipi-switcher-button { font: inherit; font-size: 14px; padding: 6px 12px; border-radius: 8px; border: 1px solid #cbc5f7; background: #f6f5fb; color: #1c1b2e; text-align: left; }
.lipi-switcher-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 2px; }
.lipi-switcher-option { padding: 6px 12px; border-radius: 6px; font-size: 14px; }
.lipi-switcher-option.is-active { font-weight: 600; background: #efedff; }
`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** CSS as the text of a <style>: a `</style` inside it must not end the element (and open markup). */
export const cssAsStyleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

export type SwitcherOption = { code: string; label: string; fontSize?: string };

export function switcherDocument(css: string, options: SwitcherOption[], activeCode: string): string {
  const items = options
    .map((o) => {
      const active = o.code === activeCode;
      const style = o.fontSize ? ` style="font-size:${escapeHtml(o.fontSize)}"` : '';
      return `<li class="lipi-switcher-option${active ? ' is-active' : ''}" lang="${escapeHtml(o.code)}"${style}>${escapeHtml(o.label)}</li>`;
    })
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Language switcher preview</title>
<style>${SWITCHER_BASE_CSS}</style><style id="lipi-popup-css">${cssAsStyleText(css)}</style></head>
<body><div class="page"><p>Your page</p><p>Visitors choose their language here.</p>
<div class="lipi-switcher"><div class="lipi-switcher-button">Language</div><ul class="lipi-switcher-list">${items}</ul></div></div></body></html>`;
}
