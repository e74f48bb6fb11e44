import '../../../test/setup.ts';
import { GLOSSARY_UPLOAD_FORMAT_ERROR } from '@lipi/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render.tsx';
import { GlossaryTab } from './glossary-tab.tsx';
import { MemoryTab } from './memory-tab.tsx';

const fileInput = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

describe('glossary tab', () => {
  it('adds a term translated always with its translations per language', async () => {
    const { calls } = stubApi({
      'glossary/get': { data: { terms: [], total: 0 } },
      'glossary/add': { data: {}, message: 'Glossary term saved' },
    });
    const { toasts } = renderWithProviders(<GlossaryTab projectId="p1" languages={['hi', 'mr']} canEdit />);
    expect(await screen.findByText('No glossary terms yet')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Brand or product name'), { target: { value: 'Bakery' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rule' }));
    fireEvent.click(await screen.findByText('Always translate as'));
    fireEvent.change(await screen.findByLabelText('Hindi'), { target: { value: 'बेकरी' } });
    fireEvent.click(screen.getByRole('button', { name: /Add term/ }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Glossary term saved'));
    expect(calls.find((c) => c.path === 'glossary/add')!.body).toEqual({
      projectId: 'p1',
      term: 'Bakery',
      rule: 'always',
      isCaseSensitive: false,
      translations: { hi: 'बेकरी' },
    });
  });

  it("shows 'Please upload a correct format' when the server cannot read an upload", async () => {
    stubApi({
      'glossary/get': { data: { terms: [], total: 0 } },
      'glossary/upload': { status: 400, type: 'BAD_REQUEST', message: GLOSSARY_UPLOAD_FORMAT_ERROR },
    });
    const { container, toasts } = renderWithProviders(<GlossaryTab projectId="p1" languages={['hi']} canEdit />);
    fireEvent.change(fileInput(container), { target: { files: [new File(['nonsense'], 'terms.csv', { type: 'text/csv' })] } });
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(GLOSSARY_UPLOAD_FORMAT_ERROR));
    expect(screen.getByRole('alert').textContent).toContain(GLOSSARY_UPLOAD_FORMAT_ERROR);
  });
});

describe('memory tab', () => {
  it('imports a file into the chosen language and shows added, changed, unchanged and skipped with reasons', async () => {
    const message = 'Import finished: 0 added, 1 changed, 49 unchanged, 1 skipped';
    const data = {
      imported: 1,
      added: 0,
      changed: 1,
      unchanged: 49,
      skipped: 1,
      unmatched: 0,
      skippedUnits: [{ unit: '1', reason: 'gettext header (restype="x-gettext-domain-header"), not a translation' }],
    };
    const { calls } = stubApi({ 'translation/tm/import': { data, message } });
    const { container } = renderWithProviders(<MemoryTab projectId="p1" languages={['hi', 'mr']} canEdit />);
    fireEvent.change(fileInput(container), { target: { files: [new File(['<tmx/>'], 'memory.tmx')] } });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', message);
    const form = calls.find((c) => c.path === 'translation/tm/import')!.body as FormData;
    expect([form.get('projectId'), form.get('targetLang'), (form.get('file') as File).name]).toEqual(['p1', 'hi', 'memory.tmx']);
    for (const label of ['Added', 'Changed', 'Unchanged', 'Skipped', 'Not in this project']) expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByText('49')).toBeTruthy();
    expect(screen.getByText('Skipped units and why (1)')).toBeTruthy();
    expect(container.textContent).toContain('gettext header (restype="x-gettext-domain-header"), not a translation');
  });
});
