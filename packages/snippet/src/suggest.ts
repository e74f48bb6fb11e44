import { plainText } from '@lipi/engine/extract/browser';
import type { SnippetUi } from '@lipi/contract';
import type { Api } from './api.ts';
import type { DomSegment } from './dom-segment.ts';
import { OWN_UI, openDialog, uiText } from './widget.ts';

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
  /** The snippet's words in the page's current language. */
  ui(): SnippetUi;
  /** The segment (and translation) shown in each translated element. */
  segAt: WeakMap<Element, { seg: DomSegment; t: string }>;
}

/** Visitors' suggestions for better translations and feedback on a page. */
export function createSuggestions({ doc, api, here, lang, isSource, ui, segAt }: Context): Suggestions {
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
    const words = ui();
    if (!hit) return say(uiText(words, 'pickText'));
    const { seg, t } = hit;
    const values = await openDialog(
      doc,
      words,
      uiText(words, 'suggest'),
      uiText(words, 'original', { text: plainText(seg.text) }),
      [{ name: 'text', label: uiText(words, 'yourTranslation'), value: t, rows: true }],
      uiText(words, 'sendSuggestion'),
    );
    if (!values?.text?.trim()) return;
    await post('/api/public/suggestion', { sourceHash: seg.hash, suggestedText: values.text, currentText: t }, uiText(words, 'thanksSuggestion'));
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
      say(uiText(ui(), 'suggestMode'));
    },
    async feedback() {
      const words = ui();
      const values = await openDialog(
        doc,
        words,
        uiText(words, 'feedbackTitle'),
        uiText(words, 'feedbackIntro'),
        [
          { name: 'rating', label: uiText(words, 'rating') },
          { name: 'message', label: uiText(words, 'yourFeedback'), rows: true },
        ],
        uiText(words, 'sendFeedback'),
      );
      if (!values?.message?.trim()) return;
      const rating = Number(values.rating);
      await post(
        '/api/public/feedback',
        { message: values.message, ...(rating >= 1 && rating <= 5 ? { rating: Math.round(rating) } : {}) },
        uiText(words, 'thanksFeedback'),
      );
    },
    destroy() {
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('keydown', onKey, true);
    },
  };
}
