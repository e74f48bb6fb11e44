/*
 * Phonetic Indic typing in the project's keyboard nodes (inputs and textareas with one of the
 * configured class names, or inside an element that has one): when a Latin word is finished (a
 * space or punctuation is typed), the word is sent to the public phonetic endpoint and replaced by
 * its spelling in the selected language, if the field has not changed meanwhile.
 */

type Phonetic = (word: string, lang: string) => Promise<string | undefined>;
type Field = HTMLInputElement | HTMLTextAreaElement;

const WORD_BEFORE = /([A-Za-z]+)([\s.,!?;:])$/;
const TEXT_TYPES = new Set(['', 'text', 'search']);

export function isKeyboardField(target: EventTarget | null, classes: readonly string[]): target is Field {
  const el = target as Field | null;
  if (!el || classes.length === 0 || !el.localName) return false;
  const tag = el.localName;
  if (tag !== 'textarea' && !(tag === 'input' && TEXT_TYPES.has((el.getAttribute('type') ?? '').toLowerCase()))) return false;
  for (let a: Element | null = el; a; a = a.parentElement) if (classes.some((c) => a!.classList.contains(c))) return true;
  return false;
}

/** Listens on the document (fields added later work too); returns the remover. */
export function attachKeyboard(doc: Document, classes: readonly string[], lang: () => string | undefined, phonetic: Phonetic, delayMs = 120): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onInput = (e: Event) => {
    const field = e.target;
    const target = lang();
    if (!target || !isKeyboardField(field, classes)) return;
    const caret = field.selectionStart ?? field.value.length;
    const before = field.value.slice(0, caret);
    const m = WORD_BEFORE.exec(before);
    if (!m) return;
    clearTimeout(timer);
    const snapshot = field.value;
    const word = m[1]!;
    const start = caret - m[0].length;
    timer = setTimeout(async () => {
      const spelled = await phonetic(word, target).catch(() => undefined);
      if (!spelled || field.value !== snapshot) return;
      field.value = snapshot.slice(0, start) + spelled + snapshot.slice(start + word.length);
      const at = start + spelled.length + m[2]!.length;
      field.setSelectionRange?.(at, at);
    }, delayMs);
  };
  doc.addEventListener('input', onInput, true);
  return () => doc.removeEventListener('input', onInput, true);
}
