import '../../../test/setup.ts';
import { PROJECT_MESSAGES } from '@lipi/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render.tsx';
import { CreateProjectWizard } from './create-project-wizard.tsx';

/** Types into an antd select's search box and presses Enter, as a keyboard user does. */
function choose(name: string, text: string) {
  const box = screen.getByRole('combobox', { name });
  fireEvent.focus(box);
  fireEvent.keyDown(box, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyDown(box, { key: 'Escape', code: 'Escape', keyCode: 27 });
  fireEvent.blur(box);
}

describe('create project wizard: source language', () => {
  it('defaults to English, is chosen by keyboard, refuses it as a target and sends it on create', async () => {
    const { calls } = stubApi({
      'project/new': { data: { projectId: 'p1', status: 'partialCreated' }, message: 'Project created successfully' },
      'crawl/start': { data: null },
    });
    const onCreated = vi.fn();
    renderWithProviders(<CreateProjectWizard onCreated={onCreated} />);

    fireEvent.change(screen.getByLabelText('Website URL'), { target: { value: 'https://www.hindi-example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    const source = await screen.findByRole('combobox', { name: 'Source language' }, { timeout: 5000 });
    const field = source.closest('.ant-form-item') as HTMLElement;
    expect(within(field).getByText(/English/)).toBeTruthy();

    // Urdu as the source and as a target: the step does not move on, and says why.
    choose('Source language', 'urdu');
    await waitFor(() => expect(within(field).getByText(/Urdu/)).toBeTruthy());
    choose('Target languages', 'urdu');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(PROJECT_MESSAGES.targetIsSource('ur'), undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Review', { selector: 'h2' })).toBeNull();

    // Hindi as the source instead: Urdu is a valid target now.
    choose('Source language', 'hindi');
    await waitFor(() => expect(within(field).getByText(/Hindi/)).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Review', { selector: 'h2' }, { timeout: 5000 })).toBeTruthy();
    const review = screen.getByRole('region', { name: 'Review' });
    expect(within(review).getByText('Source language')).toBeTruthy();
    expect(within(review).getByText(/Hindi/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('p1'), { timeout: 5000 });
    expect(calls.find((c) => c.path === 'project/new')?.body).toEqual({ url: 'https://www.hindi-example.org', languages: ['ur'], sourceLanguage: 'hi' });
  }, 60_000);

  it('offers it for documents and sends it with the first .docx', async () => {
    const { calls } = stubApi({ 'doc-file/upload/docs': { data: { projectId: 'd1', file: {} }, message: 'Document uploaded' } });
    const onCreated = vi.fn();
    renderWithProviders(<CreateProjectWizard onCreated={onCreated} />);
    fireEvent.click(screen.getByText('Documents', { exact: true }));
    fireEvent.change(await screen.findByLabelText('Project name'), { target: { value: 'Parliament papers' } });
    const docx = new File([new Uint8Array([80, 75, 3, 4])], 'prashn.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    fireEvent.change(screen.getByLabelText('Word document'), { target: { files: [docx] } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const source = await screen.findByRole('combobox', { name: 'Source language' }, { timeout: 5000 });
    const field = source.closest('.ant-form-item') as HTMLElement;
    choose('Source language', 'hindi');
    await waitFor(() => expect(within(field).getByText(/Hindi/)).toBeTruthy());
    choose('Target languages', 'urdu');
    expect(within(field).getByText('The language the document is written in.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const review = await screen.findByRole('region', { name: 'Review' }, { timeout: 5000 });
    expect(within(review).getByText(/Hindi/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('d1'), { timeout: 5000 });
    const form = calls.find((c) => c.path === 'doc-file/upload/docs')?.body as FormData;
    expect([form.get('sourceLanguage'), form.get('languages'), form.get('projectName')]).toEqual(['hi', 'ur', 'Parliament papers']);
  }, 60_000);
});
