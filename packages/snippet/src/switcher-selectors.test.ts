import { SWITCHER_SELECTORS } from '@lipi/contract/switcher';
import { afterEach, describe, expect, it } from 'vitest';
import { ENGLISH_UI, createSwitcher, openDialog } from './widget.ts';

const languages = [
  { code: 'en', name: 'English', nativeName: 'English', dir: 'ltr' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', dir: 'ltr' },
  { code: 'ur', name: 'Urdu', nativeName: 'اردو', dir: 'rtl' },
] as const;

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
});

describe('the selectors the style help names', () => {
  it('each matches something in the switcher the snippet builds (menu and a dialog open)', () => {
    const widget = createSwitcher(document, languages as never, 'hi', ENGLISH_UI, '', {
      onSelect: () => undefined,
      onSuggestMode: () => undefined,
      onFeedback: () => undefined,
    });
    void openDialog(document, ENGLISH_UI, 'Give feedback', 'Tell us', [{ name: 'message', label: 'Message', rows: true }], 'Send');
    for (const { selector } of SWITCHER_SELECTORS) expect(document.querySelector(selector), selector).not.toBeNull();
    expect(document.querySelector('.lipi-option[aria-selected=true]')?.getAttribute('data-code')).toBe('hi');
    widget.remove();
  });
});
