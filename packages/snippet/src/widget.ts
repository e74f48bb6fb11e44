import type { PublicLanguage } from '@lipi/contract';

/*
 * The floating language switcher and the two small dialogs (suggestion, feedback). Everything is
 * built with createElement and text nodes; the project's popup CSS goes into a <style> element as
 * text (the server has removed `</style` and @import from it).
 */

export const WIDGET_ID = 'lipi-switcher';
/** Matches the snippet's own UI (the switcher and its dialogs): never translated or suggested on. */
export const OWN_UI = `#${WIDGET_ID},.lipi-dialog`;

type Attrs = Record<string, string>;
export function h(doc: Document, tag: string, attrs: Attrs = {}, ...children: Array<Node | string>): HTMLElement {
  const el = doc.createElement(tag);
  for (const k in attrs) el.setAttribute(k, attrs[k]!);
  for (const c of children) el.append(c);
  return el;
}

const BASE_CSS =
  '#lipi-switcher{position:fixed;bottom:16px;right:16px;z-index:2147483000;font:14px/1.4 system-ui,sans-serif}' +
  '#lipi-switcher button{font:inherit;cursor:pointer}' +
  '.lipi-btn{background:#1f2937;color:#fff;border:0;border-radius:20px;padding:8px 14px}' +
  '.lipi-menu{position:absolute;bottom:44px;right:0;background:#fff;color:#111;border:1px solid #ccc;border-radius:8px;min-width:180px;padding:4px;box-shadow:0 4px 16px rgba(0,0,0,.2)}' +
  '.lipi-menu[hidden],.lipi-dialog[hidden]{display:none}' +
  '.lipi-menu [role=option]{padding:6px 10px;border-radius:4px;list-style:none;cursor:pointer}' +
  '.lipi-menu [aria-selected=true]{font-weight:600}.lipi-menu [role=option]:focus{outline:2px solid #2563eb;background:#eef2ff}' +
  '.lipi-menu ul{margin:0;padding:0}.lipi-menu .lipi-act{display:block;width:100%;text-align:left;background:none;border:0;padding:6px 10px}' +
  '.lipi-dialog{position:fixed;inset:0;background:rgba(0,0,0,.4);display:flex;align-items:center;justify-content:center;z-index:2147483001}' +
  '.lipi-dialog form{background:#fff;color:#111;padding:16px;border-radius:8px;width:min(420px,92vw)}' +
  '.lipi-dialog textarea{width:100%;box-sizing:border-box;min-height:80px}.lipi-live{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}.lipi-suggesting body{cursor:help}';

export interface WidgetHandlers {
  onSelect(code: string): void;
  onSuggestMode(): void;
  onFeedback(): void;
}

export interface Widget {
  root: HTMLElement;
  update(current: string): void;
  remove(): void;
}

/** A button that opens a listbox of languages (native names), operable with the keyboard. */
export function createSwitcher(doc: Document, languages: readonly PublicLanguage[], current: string, popupCss: string, on: WidgetHandlers): Widget {
  const style = h(doc, 'style', { 'data-lipi': '' }, BASE_CSS + popupCss);
  doc.head.appendChild(style);
  const label = (code: string) => languages.find((l) => l.code === code)?.nativeName ?? code;
  const button = h(doc, 'button', { type: 'button', class: 'lipi-btn', 'aria-haspopup': 'listbox', 'aria-expanded': 'false', 'aria-controls': 'lipi-list' });
  const list = h(doc, 'ul', { id: 'lipi-list', role: 'listbox', 'aria-label': 'Choose a language', tabindex: '-1' });
  const options = languages.map((l) =>
    h(doc, 'li', { role: 'option', id: `lipi-opt-${l.code}`, tabindex: '-1', lang: l.code, dir: l.dir, 'data-code': l.code }, l.nativeName),
  );
  list.append(...options);
  const suggest = h(doc, 'button', { type: 'button', class: 'lipi-act' }, 'Suggest a better translation');
  const feedback = h(doc, 'button', { type: 'button', class: 'lipi-act' }, 'Give feedback');
  const menu = h(doc, 'div', { class: 'lipi-menu', hidden: '' }, list, suggest, feedback);
  const root = h(doc, 'div', { id: WIDGET_ID, translate: 'no', 'data-lipi-no-translate': '' }, button, menu);
  root.addEventListener('focusout', (e) => {
    if (!menu.hidden && !root.contains((e as FocusEvent).relatedTarget as Node | null)) close(false);
  });
  let selected = current;

  const close = (focusButton: boolean) => {
    menu.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    if (focusButton) button.focus();
  };
  const focusOption = (i: number) => options[(i + options.length) % options.length]?.focus();
  const open = () => {
    menu.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    focusOption(Math.max(0, languages.findIndex((l) => l.code === selected)));
  };
  const choose = (el: Element | null) => {
    const code = el?.getAttribute('data-code');
    close(true);
    if (code && code !== selected) on.onSelect(code);
  };
  button.addEventListener('click', () => (menu.hidden ? open() : close(false)));
  button.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      open();
    }
  });
  list.addEventListener('click', (e) => choose((e.target as Element).closest('[role=option]')));
  list.addEventListener('keydown', (e) => {
    const i = options.indexOf(doc.activeElement as HTMLElement);
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusOption(i + 1),
      ArrowUp: () => focusOption(i - 1),
      Home: () => focusOption(0),
      End: () => focusOption(-1),
      Enter: () => choose(doc.activeElement),
      ' ': () => choose(doc.activeElement),
      Escape: () => close(true),
    };
    const act = keys[e.key];
    if (act) {
      e.preventDefault();
      act();
    }
  });
  // Tab moves on to the suggestion and feedback buttons; the menu closes once focus leaves it.
  menu.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') close(true);
  });
  suggest.addEventListener('click', () => {
    close(true);
    on.onSuggestMode();
  });
  feedback.addEventListener('click', () => {
    close(false);
    on.onFeedback();
  });

  const update = (code: string) => {
    selected = code;
    button.textContent = label(code);
    button.setAttribute('aria-label', `Language: ${label(code)}. Change language`);
    for (const o of options) o.setAttribute('aria-selected', String(o.getAttribute('data-code') === code));
  };
  update(current);
  doc.body.appendChild(root);
  return {
    root,
    update,
    remove() {
      root.remove();
      style.remove();
    },
  };
}

export interface DialogField {
  name: string;
  label: string;
  value?: string;
  rows?: boolean;
}

/**
 * A small modal form: labelled, focus moves in and back, Escape or Cancel closes. Resolves with
 * the field values on submit, or null.
 */
export function openDialog(doc: Document, title: string, intro: string, fields: DialogField[], submitText: string): Promise<Record<string, string> | null> {
  return new Promise((resolve) => {
    const back = doc.activeElement as HTMLElement | null;
    const heading = h(doc, 'h2', { id: 'lipi-dlg-title', style: 'margin:0 0 8px;font-size:16px' }, title);
    const form = h(doc, 'form', {}, heading, h(doc, 'p', {}, intro)) as HTMLFormElement;
    const inputs: Record<string, HTMLInputElement | HTMLTextAreaElement> = {};
    for (const f of fields) {
      const input = h(doc, f.rows ? 'textarea' : 'input', { id: `lipi-f-${f.name}`, name: f.name }) as HTMLInputElement;
      input.value = f.value ?? '';
      inputs[f.name] = input;
      form.append(h(doc, 'label', { for: `lipi-f-${f.name}`, style: 'display:block;margin:8px 0 4px' }, f.label), input);
    }
    const cancel = h(doc, 'button', { type: 'button' }, 'Cancel');
    form.append(h(doc, 'p', {}, h(doc, 'button', { type: 'submit' }, submitText), ' ', cancel));
    const dialog = h(doc, 'div', { class: 'lipi-dialog', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'lipi-dlg-title', translate: 'no', 'data-lipi-no-translate': '' }, form);
    const done = (value: Record<string, string> | null) => {
      dialog.remove();
      back?.focus?.();
      resolve(value);
    };
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const values: Record<string, string> = {};
      for (const k in inputs) values[k] = inputs[k]!.value;
      done(values);
    });
    cancel.addEventListener('click', () => done(null));
    dialog.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') done(null);
    });
    doc.body.appendChild(dialog);
    (Object.values(inputs)[0] ?? cancel).focus();
  });
}
