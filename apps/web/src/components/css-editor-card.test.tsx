import '../test/setup.ts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { CssEditorCard } from './css-editor-card.tsx';

function renderEditor(reply: { message: string } | Error) {
  const mutate = vi.fn((css: string, options: { onSuccess: (r: { message: string }) => void; onError: (e: Error) => void }) =>
    reply instanceof Error ? options.onError(reply) : options.onSuccess(reply),
  );
  const view = renderWithProviders(
    <CssEditorCard
      title="Switcher"
      intro="Style it"
      id="css"
      label="CSS"
      rows={4}
      placeholder=""
      saved={{ data: { css: '.a{}' }, isPending: false, isError: false, error: null, refetch: () => {} }}
      update={{ isPending: false, mutate }}
      canEdit
      errorText={(e) => `failed: ${(e as Error).message}`}
      savedText="Saved"
      preview={(css) => <output data-testid="preview">{css}</output>}
    />,
  );
  return { ...view, mutate };
}

describe('CssEditorCard', () => {
  it('previews the draft, saves it and falls back to the given text when the reply has no message', () => {
    const { mutate, toasts } = renderEditor({ message: '' });
    const save = screen.getByRole('button', { name: 'Save CSS' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('CSS'), { target: { value: '.b{color:red}' } });
    expect(screen.getByTestId('preview').textContent).toBe('.b{color:red}');
    fireEvent.click(save);
    expect(mutate.mock.calls[0]![0]).toBe('.b{color:red}');
    expect(toasts.success).toHaveBeenCalledWith('Saved');
  });

  it("shows the caller's error text when the save fails", () => {
    const { toasts } = renderEditor(new Error('too big'));
    fireEvent.change(screen.getByLabelText('CSS'), { target: { value: '.c{}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save CSS' }));
    expect(toasts.error).toHaveBeenCalledWith('failed: too big');
  });
});
