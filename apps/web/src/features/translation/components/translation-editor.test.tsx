import '../../../test/setup.ts';
import type { DisplayType, TranslationRow } from '@lipi/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { realtimeMockModule } from '../../../test/realtime-mock.ts';
import { renderWithProviders, stubApi } from '../../../test/render.tsx';
import { TranslationEditor } from './translation-editor.tsx';

vi.mock('../../../lib/realtime.ts', () => realtimeMockModule);

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

const translated = (displayType: DisplayType): TranslationRow => ({
  sourceHash: 'h1',
  sourceText: 'Fresh bread',
  kind: 'text',
  wordCount: 2,
  translation: { preProcessedTarget: 'फ्रेश ब्रेड', type: 'MACHINE', displayType, updatedAt: '2026-11-23T10:00:00.000Z', updatedBy: null },
});
const untranslated: TranslationRow = { sourceHash: 'h2', sourceText: 'Our ovens', kind: 'text', wordCount: 2, translation: null };

/** The server's rows follow the stored display type; translationType 'none' keeps segments without a translation. */
function setup() {
  const stored = { displayType: 't13n' as DisplayType };
  const { calls } = stubApi({
    'translation/dashboard/get': (body) => {
      const rows = (body as { translationType?: string }).translationType === 'none' ? [untranslated] : [translated(stored.displayType), untranslated];
      return { data: { rows, total: rows.length, totalWords: rows.length * 2, pageNumber: 1, pageSize: 10 } };
    },
    'translation/toggle/transliteration/type': (body) => {
      stored.displayType = (body as { displayType: DisplayType }).displayType;
      return { data: { translation: { ...translated(stored.displayType).translation, sourceHash: 'h1', targetLang: 'hi' } }, message: 'Translation saved' };
    },
    'translation/counts': { data: { languages: [] } },
    'scope/urls/p1': { data: { urls: [], total: 0 } },
  });
  const rendered = renderWithProviders(
    <>
      <TranslationEditor projectId="p1" languages={['hi']} />
      <Location />
    </>,
    { path: '/?lang=hi' },
  );
  return { ...rendered, calls };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('translation editor', () => {
  it("switches a stored translation between Transliteration and Translation, and the row's tag follows", async () => {
    const { calls, toasts } = setup();
    await screen.findByText('Fresh bread');
    expect(within(rowOf('Fresh bread')).getByText('Transliteration')).toBeTruthy();
    // New content has nothing stored to switch.
    expect(within(rowOf('Our ovens')).queryByRole('button', { name: /^Mark/ })).toBeNull();

    fireEvent.click(within(rowOf('Fresh bread')).getByRole('button', { name: 'Mark “Fresh bread” as translation' }));
    await waitFor(() => expect(within(rowOf('Fresh bread')).getByText('Machine')).toBeTruthy());
    expect(within(rowOf('Fresh bread')).queryByText('Transliteration')).toBeNull();
    expect(toasts.success).toHaveBeenCalledWith('Marked as translation');
    expect(calls.find((c) => c.path === 'translation/toggle/transliteration/type')!.body).toEqual({
      projectId: 'p1',
      targetLang: 'hi',
      sourceHash: 'h1',
      displayType: 'translation',
    });

    fireEvent.click(within(rowOf('Fresh bread')).getByRole('button', { name: 'Mark “Fresh bread” as transliteration' }));
    await waitFor(() => expect(within(rowOf('Fresh bread')).getByText('Transliteration')).toBeTruthy());
    expect(calls.filter((c) => c.path === 'translation/toggle/transliteration/type').at(-1)!.body).toMatchObject({ displayType: 't13n' });
  });

  it('filters by type: the choice goes to the URL and to the translationType of the list call', async () => {
    const { calls } = setup();
    await screen.findByText('Fresh bread');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByText('No translation yet'));
    await waitFor(() => expect(screen.queryByText('Fresh bread')).toBeNull());
    expect(screen.getByText('Our ovens')).toBeTruthy();
    expect(new URLSearchParams(screen.getByTestId('location').textContent ?? '').get('type')).toBe('none');
    const lists = calls.filter((c) => c.path === 'translation/dashboard/get').map((c) => (c.body as { translationType?: string }).translationType);
    expect(lists.at(0)).toBeUndefined();
    expect(lists.at(-1)).toBe('none');
  });
});
