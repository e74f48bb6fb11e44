import '../../../test/setup.ts';
import { NO_NEW_CONTENT_MESSAGE, TRANSLATION_PROGRESS_EVENT, type EditorSelection, type TranslationRun } from '@lipi/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render.tsx';
import { emitRealtime, realtimeMockModule, realtimeState, resetRealtime } from '../../../test/realtime-mock.ts';
import { useTranslationRun } from '../hooks/use-translation-run.ts';
import { BulkActions } from './bulk-actions.tsx';
import { RunProgress } from './run-progress.tsx';

vi.mock('../../../lib/realtime.ts', () => realtimeMockModule);

const run: TranslationRun = {
  id: 'run-1',
  projectId: 'p1',
  requestId: 'r1',
  kind: 'nmt',
  targetLang: 'hi',
  engine: 'apertium',
  pivotLang: null,
  status: 'queued',
  total: 4,
  done: 0,
  fromMemory: 0,
  failed: 0,
  error: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  finishedAt: null,
};

function Harness({ selected = [] as string[], filters = {} as EditorSelection, onNothing = vi.fn() }) {
  const translation = useTranslationRun('p1');
  return (
    <>
      <BulkActions projectId="p1" targetLang="hi" selected={selected} filters={filters} busy={false} onStarted={translation.start} onNothingToDo={onNothing} />
      {translation.run ? <RunProgress run={translation.run} connected={translation.connected} onDismiss={translation.dismiss} /> : null}
    </>
  );
}

const engines = {
  'translation/engines/list': {
    data: {
      engines: [
        {
          id: 'transliteration',
          label: 'Transliteration (offline, built in)',
          configured: true,
          targets: ['hi'],
          pairs: null,
          languagesError: null,
          languagesPending: false,
        },
        { id: 'apertium', label: 'Apertium (APy)', configured: true, targets: ['hi'], pairs: null, languagesError: null, languagesPending: false },
        { id: 'google', label: 'Google Cloud Translation', configured: false, targets: [], pairs: null, languagesError: null, languagesPending: false },
      ],
    },
  },
  'translation/engines/get': { data: { sourceLang: 'en', engines: [{ targetLang: 'hi', engine: 'apertium', pivotLang: null, isDefault: false }] } },
};

const counted = (segments: number, engineLabel = 'Apertium (APy)', engine = 'apertium') => ({
  'translation/nmt/selection/count': { data: { segments, words: segments * 3, characters: segments * 1200, engine, engineLabel } },
});

/** The confirmation dialog: its counts shown, then Start. */
async function confirmStart(expected: RegExp) {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog.textContent).toMatch(expected));
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
}

afterEach(() => {
  resetRealtime();
  realtimeState.connected = true;
});

describe('bulk machine translation', () => {
  it("sends the selected rows with the project's engine and shows the live progress of the run", async () => {
    const { calls } = stubApi({
      ...engines,
      ...counted(4),
      'translation/nmt/apply': { data: run, message: 'Machine translation started' },
      'translation/nmt/status': { data: { run, errors: [] } },
    });
    renderWithProviders(<Harness selected={['a', 'b', 'c', 'd']} />);
    await screen.findByText(/project default/);
    fireEvent.click(screen.getByRole('button', { name: 'Machine translate 4 selected' }));
    await confirmStart(/4 segments · 12 words · 4,800 characters with Apertium \(APy\)/);
    await screen.findByText(/Waiting to start · 0 of 4 segments/);
    const apply = calls.find((c) => c.path === 'translation/nmt/apply')!;
    expect(apply.body).toMatchObject({ projectId: 'p1', targetLang: 'hi', idArr: ['a', 'b', 'c', 'd'], nmtService: 'apertium' });

    emitRealtime('project:p1', TRANSLATION_PROGRESS_EVENT, {
      runId: 'run-1',
      projectId: 'p1',
      targetLang: 'hi',
      kind: 'nmt',
      status: 'running',
      total: 4,
      done: 2,
      fromMemory: 1,
      failed: 0,
    });
    expect(await screen.findByText('Translating · 2 of 4 segments · 1 from memory')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('Live')).toBeTruthy();

    emitRealtime('project:p1', TRANSLATION_PROGRESS_EVENT, {
      runId: 'run-1',
      projectId: 'p1',
      targetLang: 'hi',
      kind: 'nmt',
      status: 'completed',
      total: 4,
      done: 4,
      fromMemory: 1,
      failed: 0,
    });
    expect(await screen.findByText('Finished · 4 of 4 segments · 1 from memory')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('with only transliteration for the language, offers no "Machine translate" and shows how to connect an engine', async () => {
    stubApi({
      ...engines,
      'translation/engines/get': { data: { sourceLang: 'en', engines: [{ targetLang: 'hi', engine: 'transliteration', pivotLang: null, isDefault: true }] } },
    });
    renderWithProviders(<Harness />);
    expect(await screen.findByRole('link', { name: 'connect one' })).toBeTruthy();
    expect(screen.getByText(/No translation engine for Hindi/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Machine translate/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Transliterate all new content' })).toBeTruthy();
  });

  it('asks the status call while the live channel is down', async () => {
    realtimeState.connected = false;
    let polls = 0;
    stubApi({
      ...engines,
      ...counted(4, 'Transliteration', 'transliteration'),
      'transliteration/applyTransliteration': { data: { ...run, kind: 't13n' } },
      'translation/nmt/status': () => {
        polls += 1;
        return { data: { run: { ...run, kind: 't13n', status: 'completed', done: 4 }, errors: [] } };
      },
    });
    renderWithProviders(<Harness />);
    fireEvent.click(await screen.findByRole('button', { name: 'Transliterate all new content' }));
    await confirmStart(/4 segments · 12 words · 4,800 characters with Transliteration/);
    expect(await screen.findByText('Finished · 4 of 4 segments')).toBeTruthy();
    expect(polls).toBeGreaterThanOrEqual(1);
    expect(screen.getByText(/Transliteration into Hindi/)).toBeTruthy();
  });

  it("counts nothing to do in the confirmation, and shows the server's no-new-content refusal as information", async () => {
    stubApi({ ...engines, ...counted(0), 'translation/nmt/apply': { status: 400, type: 'NO_NEW_CONTENT', message: NO_NEW_CONTENT_MESSAGE } });
    const onNothing = vi.fn();
    const { toasts } = renderWithProviders(<Harness onNothing={onNothing} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Machine translate all new content' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.textContent).toContain(NO_NEW_CONTENT_MESSAGE));
    expect((screen.getByRole('button', { name: 'Start' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    // The new content may have been translated between the count and the start: the server refuses then.
    stubApi({ ...engines, ...counted(2), 'translation/nmt/apply': { status: 400, type: 'NO_NEW_CONTENT', message: NO_NEW_CONTENT_MESSAGE } });
    fireEvent.click(screen.getByRole('button', { name: 'Machine translate all new content' }));
    await confirmStart(/2 segments/);
    await waitFor(() => expect(onNothing).toHaveBeenCalledWith(NO_NEW_CONTENT_MESSAGE));
    expect(toasts.info).toHaveBeenCalledWith(NO_NEW_CONTENT_MESSAGE);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it("takes the editor's filters: the confirmation counts them and the run is sent with the same selection", async () => {
    const filters = { url: 'https://www.example.com/a', filter: 'newContent', search: 'loan' } as const;
    const { calls } = stubApi({
      ...engines,
      'translation/nmt/selection/count': {
        data: { segments: 2, words: 7, characters: 45, engine: 'apertium', engineLabel: 'Apertium (APy)', keepsTags: false, inlineMarkupSegments: 1 },
      },
      'translation/nmt/apply': { data: { ...run, total: 2 }, message: 'Machine translation started' },
      'translation/nmt/status': { data: { run: { ...run, total: 2 }, errors: [] } },
    });
    renderWithProviders(<Harness filters={filters} />);
    await screen.findByText(/project default/);
    fireEvent.click(screen.getByRole('button', { name: 'Machine translate new content shown' }));
    expect((await screen.findByTestId('run-selection-count')).textContent).toBe('2 segments · 7 words · 45 characters with Apertium (APy)');
    // A tag-blind engine: the confirmation says which part of the selection has formatting at risk.
    expect(screen.getByText(/1 of these segments has inline formatting/).textContent).toMatch(/Apertium \(APy\) translates word by word/);
    await confirmStart(/2 segments/);
    await waitFor(() => expect(calls.some((c) => c.path === 'translation/nmt/apply')).toBe(true));
    const count = calls.find((c) => c.path === 'translation/nmt/selection/count')!;
    const apply = calls.find((c) => c.path === 'translation/nmt/apply')!;
    expect(count.body).toMatchObject({ kind: 'nmt', nmtService: 'apertium', idArr: [], selection: filters });
    expect(apply.body).toMatchObject({ idArr: [], nmtService: 'apertium', selection: filters });
  });
});
