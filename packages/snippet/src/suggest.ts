import { plainText } from '@lipi/engine/extract/browser';
import type { Api } from './api.ts';
import type { DomSegment } from './segment.ts';
import { OWN_UI, openDialog } from './widget.ts';

export interface Suggestions {
  /** The next click (or Enter on a focused element) picks a translation to improve. */
  start(): void;
  feedback(): Promise<void>;
  destroy(): void;
}

interface Context {
  doc: Document;
  api: Api;
  /** The page's address and language, read at each use. */
  here(): string;
  lang(): string;
  isSource(): boolean;
  /** The segment (and translation) shown in each translated element. */
  segAt: WeakMap<Element, { seg: DomSegment; t: string }>;
}

/** Visitors' suggestions for better translations and feedback on a page. */
export function createSuggestions({ doc, api, here, lang, isSource, segAt }: Context): Suggestions {
  const html = doc.documentElement;
  const say = (message: string) => {
    const live = doc.getElementById('lipi-live');
    if (live) live.textContent = message;
  };
  const post = async (path: string, body: object, thanks: string) => {
    try {
      await api.post(path, { url: here(), lang: lang(), ...body });
      say(thanks);
    } catch (err) {
      say((err as Error).message);
    }
  };
  const suggestFor = async (target: Element) => {
    let hit: { seg: DomSegment; t: string } | undefined;
    for (let el: Element | null = target; el && !hit; el = el.parentElement) hit = segAt.get(el);
    if (!hit) return say('Choose a translated text to suggest a better translation');
    const { seg, t } = hit;
    const values = await openDialog(doc, 'Suggest a better translation', `Original: ${plainText(seg.text)}`, [{ name: 'text', label: 'Your translation', value: t, rows: true }], 'Send suggestion');
    if (!values?.text?.trim()) return;
    await post('/api/public/suggestion', { sourceHash: seg.hash, suggestedText: values.text, currentText: t }, 'Thank you for your suggestion');
  };
  let suggesting = false;
  const setSuggesting = (on: boolean) => {
    suggesting = on;
    html.classList.toggle('lipi-suggesting', on);
  };
  const onClick = (e: MouseEvent) => {
    const target = e.target as Element;
    if (!(e.altKey || suggesting) || isSource() || target.closest?.(OWN_UI)) return;
    e.preventDefault();
    e.stopPropagation();
    setSuggesting(false);
    void suggestFor(target);
  };
  // In suggestion mode, Enter on a focused translated element (a link, a button) works like a click.
  const onKey = (e: KeyboardEvent) => {
    if (!suggesting) return;
    if (e.key === 'Escape') setSuggesting(false);
    else if (e.key === 'Enter' && doc.activeElement && !doc.activeElement.closest(OWN_UI)) {
      e.preventDefault();
      setSuggesting(false);
      void suggestFor(doc.activeElement);
    }
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('keydown', onKey, true);

  return {
    start() {
      setSuggesting(true);
      say('Click a translated text (or press Enter on a focused link) to suggest a better translation; Escape cancels');
    },
    async feedback() {
      const values = await openDialog(doc, 'Feedback on this page', 'Tell us about the translation of this page.', [
        { name: 'rating', label: 'Rating from 1 to 5 (optional)' },
        { name: 'message', label: 'Your feedback', rows: true },
      ], 'Send feedback');
      if (!values?.message?.trim()) return;
      const rating = Number(values.rating);
      await post('/api/public/feedback', { message: values.message, ...(rating >= 1 && rating <= 5 ? { rating: Math.round(rating) } : {}) }, 'Thank you for your feedback');
    },
    destroy() {
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('keydown', onKey, true);
    },
  };
}
