import '../../../test/setup.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render.tsx';
import { BatchFileActions } from './batch-file-actions.tsx';

const SUB = '22222222-2222-4222-8222-222222222222';

function pick(container: HTMLElement, content = '<xliff/>') {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([content], 'batch.xlf', { type: 'application/xliff+xml' })] } });
}

describe('BatchFileActions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uploads the file with the task and lists the refused segments with their reasons', async () => {
    const api = stubApi({
      'upload/batchFile': {
        message: '2 translations saved, 1 refused.',
        data: {
          saved: 2,
          unchanged: 3,
          refused: [{ id: 'h1', source: 'Read <1>the terms</1>', reason: "The inline tags of the target (none) differ from the source's (</1> <1>)." }],
        },
      },
    });
    const { container } = renderWithProviders(<BatchFileActions subBatchId={SUB} />);
    pick(container);
    const report = await screen.findByRole('list', { name: 'Refused segments' });
    expect(within(report).getByText(/differ from the source/)).toBeTruthy();
    expect(screen.getByText('2 translations saved, 1 refused.')).toBeTruthy();
    const form = api.calls[0]!.body as FormData;
    expect(form.get('subBatchId')).toBe(SUB);
    expect((form.get('file') as File).name).toBe('batch.xlf');
  });

  it('says when a file is refused as a whole', async () => {
    stubApi({ 'upload/batchFile': { status: 409, message: 'This file belongs to another task, request or organisation.', type: 'CONFLICT' } });
    const { container } = renderWithProviders(<BatchFileActions subBatchId={SUB} />);
    pick(container);
    await waitFor(() => expect(screen.getByText('This file belongs to another task, request or organisation.')).toBeTruthy());
    expect(screen.getByText('The file was not taken; nothing changed')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download XLIFF 2.1/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download XLIFF 1.2/ })).toBeTruthy();
  });
});
