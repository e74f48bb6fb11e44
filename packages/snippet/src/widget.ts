import type { PublicLanguage, SnippetUi } from '@lipi/contract';
import { SNIPPET_STRINGS_EN, formatSnippetString, type SnippetStringKey } from '@lipi/contract/snippet-strings';
import { SWITCHER_BASE_CSS, SWITCHER_CLASSES, SWITCHER_ID } from '@lipi/contract/switcher';

/*
 * The floating language switcher and the two small dialogs (suggestion, feedback). Everything is
 * built with createElement and text nodes; the project's popup CSS goes into a <style> element as
 * text (the server has removed `</style` and @import from it).
 */

export const WIDGET_ID = SWITCHER_ID;
/** Matches the snippet's own UI (the switcher and its dialogs): never translated or suggested on. */
export const OWN_UI = `#${WIDGET_ID},.${SWITCHER_CLASSES.dialog}`;

/** The snippet's words when the server sent none (a reply cached by an older snippet). */
export const ENGLISH_UI: SnippetUi = { tag: 'en', dir: 'ltr', strings: SNIPPET_STRINGS_EN };

/** One of the snippet's own strings in the UI's language, placeholders filled; English if missing. */
export const uiText = (ui: SnippetUi, key: SnippetStringKey, values: Record<string, string> = {}) =>
  formatSnippetString(ui.strings[key] ?? SNIPPET_STRINGS_EN[key], values);

/** Marks an element as written in the UI's language, so screen readers pronounce it right. */
const speak = (el: Element, ui: SnippetUi) => {
  el.setAttribute('lang', ui.tag);
  el.setAttribute('dir', ui.dir);
};

type Attrs = Record<string, string>;
export function h(doc: Document, tag: string, attrs: Attrs = {}, ...children: Array<Node | string>): HTMLElement {
  const el = doc.createElement(tag);
  for (const k in attrs) el.setAttribute(k, attrs[k]!);
  for (const c of children) el.append(c);
  return el;
}

export interface WidgetHandlers {
  onSelect(code: string): void;
  onSuggestMode(): void;
  onFeedback(): void;
}

export interface Widget {
  root: HTMLElement;
  /** The current language and the words to show (those of the language just chosen). */
  update(current: string, ui: SnippetUi): void;
  remove(): void;
}

/** A button that opens a listbox of languages (native names), operable with the keyboard. */
export function createSwitcher(
  doc: Document,
  languages: readonly PublicLanguage[],
  current: string,
  ui: SnippetUi,
  popupCss: string,
  on: WidgetHandlers,
): Widget {
  const style = h(doc, 'style', { 'data-lipi': '' }, SWITCHER_BASE_CSS + popupCss);
  doc.head.appendChild(style);
  const label = (code: string) => languages.find((l) => l.code === code)?.nativeName ?? code;
  const button = h(doc, 'button', {
    type: 'button',
    class: SWITCHER_CLASSES.button,
    'aria-haspopup': 'listbox',
    'aria-expanded': 'false',
    'aria-controls': 'lipi-list',
  });
  const list = h(doc, 'ul', { id: 'lipi-list', role: 'listbox', tabindex: '-1' });
  const options = languages.map((l) =>
    h(
      doc,
      'li',
      { role: 'option', class: SWITCHER_CLASSES.option, id: `lipi-opt-${l.code}`, tabindex: '-1', lang: l.code, dir: l.dir, 'data-code': l.code },
      l.nativeName,
    ),
  );
  list.append(...options);
  const suggest = h(doc, 'button', { type: 'button', class: SWITCHER_CLASSES.action });
  const feedback = h(doc, 'button', { type: 'button', class: SWITCHER_CLASSES.action });
  const menu = h(doc, 'div', { class: SWITCHER_CLASSES.menu, hidden: '' }, list, suggest, feedback);
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
    focusOption(
      Math.max(
        0,
        languages.findIndex((l) => l.code === selected),
      ),
    );
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

  // The widget speaks the UI's language; each option keeps its own lang (a native name).
  const update = (code: string, words: SnippetUi) => {
    selected = code;
    speak(root, words);
    button.textContent = label(code);
    button.setAttribute('aria-label', uiText(words, 'languageLabel', { language: label(code) }));
    list.setAttribute('aria-label', uiText(words, 'chooseLanguage'));
    suggest.textContent = uiText(words, 'suggest');
    feedback.textContent = uiText(words, 'giveFeedback');
    for (const o of options) o.setAttribute('aria-selected', String(o.getAttribute('data-code') === code));
  };
  update(current, ui);
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
export function openDialog(
  doc: Document,
  ui: SnippetUi,
  title: string,
  intro: string,
  fields: DialogField[],
  submitText: string,
): Promise<Record<string, string> | null> {
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
    const cancel = h(doc, 'button', { type: 'button' }, uiText(ui, 'cancel'));
    form.append(h(doc, 'p', {}, h(doc, 'button', { type: 'submit' }, submitText), ' ', cancel));
    const dialog = h(
      doc,
      'div',
      {
        class: SWITCHER_CLASSES.dialog,
        role: 'dialog',
        'aria-modal': 'true',
        'aria-labelledby': 'lipi-dlg-title',
        translate: 'no',
        'data-lipi-no-translate': '',
      },
      form,
    );
    speak(dialog, ui);
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
