import '../../../test/setup.ts';
import { NO_NEW_CONTENT_MESSAGE, TRANSLATION_PROGRESS_EVENT, type TranslationRun } from '@lipi/contract';
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
  engine: 'transliteration',
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

function Harness({ selected = [] as string[], onNothing = vi.fn() }) {
  const translation = useTranslationRun('p1');
  return (
    <>
      <BulkActions projectId="p1" targetLang="hi" selected={selected} busy={false} onStarted={translation.start} onNothingToDo={onNothing} />
      {translation.run ? <RunProgress run={translation.run} connected={translation.connected} onDismiss={translation.dismiss} /> : null}
    </>
  );
}

const engines = {
  'translation/engines/list': { data: { engines: [{ id: 'transliteration', label: 'Transliteration (offline, built in)', configured: true }, { id: 'google', label: 'Google Cloud Translation', configured: false }] } },
  'translation/engines/get': { data: { sourceLang: 'en', engines: [{ targetLang: 'hi', engine: 'transliteration', pivotLang: null, isDefault: true }] } },
};

afterEach(() => {
  resetRealtime();
  realtimeState.connected = true;
});

describe('bulk machine translation', () => {
  it("sends the selected rows with the project's engine and shows the live progress of the run", async () => {
    const { calls } = stubApi({ ...engines, 'translation/nmt/apply': { data: run, message: 'Machine translation started' }, 'translation/nmt/status': { data: { run, errors: [] } } });
    renderWithProviders(<Harness selected={['a', 'b', 'c', 'd']} />);
    await screen.findByText(/project default/);
    fireEvent.click(screen.getByRole('button', { name: 'Machine translate 4 selected' }));
    await screen.findByText(/Waiting to start · 0 of 4 segments/);
    const apply = calls.find((c) => c.path === 'translation/nmt/apply')!;
    expect(apply.body).toMatchObject({ projectId: 'p1', targetLang: 'hi', idArr: ['a', 'b', 'c', 'd'], nmtService: 'transliteration' });

    emitRealtime('project:p1', TRANSLATION_PROGRESS_EVENT, { runId: 'run-1', projectId: 'p1', targetLang: 'hi', kind: 'nmt', status: 'running', total: 4, done: 2, fromMemory: 1, failed: 0 });
    expect(await screen.findByText('Translating · 2 of 4 segments · 1 from memory')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('Live')).toBeTruthy();

    emitRealtime('project:p1', TRANSLATION_PROGRESS_EVENT, { runId: 'run-1', projectId: 'p1', targetLang: 'hi', kind: 'nmt', status: 'completed', total: 4, done: 4, fromMemory: 1, failed: 0 });
    expect(await screen.findByText('Finished · 4 of 4 segments · 1 from memory')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('asks the status call while the live channel is down', async () => {
    realtimeState.connected = false;
    let polls = 0;
    stubApi({
      ...engines,
      'transliteration/applyTransliteration': { data: { ...run, kind: 't13n' } },
      'translation/nmt/status': () => {
        polls += 1;
        return { data: { run: { ...run, kind: 't13n', status: 'completed', done: 4 }, errors: [] } };
      },
    });
    renderWithProviders(<Harness />);
    fireEvent.click(await screen.findByRole('button', { name: 'Transliterate all new content' }));
    expect(await screen.findByText('Finished · 4 of 4 segments')).toBeTruthy();
    expect(polls).toBeGreaterThanOrEqual(1);
    expect(screen.getByText(/Transliteration into Hindi/)).toBeTruthy();
  });

  it('shows the no-new-content message as information when the server has nothing to translate', async () => {
    stubApi({ ...engines, 'translation/nmt/apply': { status: 400, type: 'BAD_REQUEST', message: NO_NEW_CONTENT_MESSAGE } });
    const onNothing = vi.fn();
    const { toasts } = renderWithProviders(<Harness onNothing={onNothing} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Machine translate all new content' }));
    await waitFor(() => expect(onNothing).toHaveBeenCalledWith(NO_NEW_CONTENT_MESSAGE));
    expect(toasts.info).toHaveBeenCalledWith(NO_NEW_CONTENT_MESSAGE);
    expect(toasts.error).not.toHaveBeenCalled();
  });
});
