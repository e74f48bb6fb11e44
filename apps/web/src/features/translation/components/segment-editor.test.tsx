import '../../../test/setup.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render.tsx';
import { SegmentEditor } from './segment-editor.tsx';
import { SegmentText } from './segment-text.tsx';

const base = {
  projectId: 'p1',
  sourceHash: 'h1',
  sourceText: 'Read <1>our terms</1> now',
  lang: 'hi',
  saving: false,
  canUsePhonetic: true,
  onPhoneticChange: () => {},
};

function setup(props: Partial<Parameters<typeof SegmentEditor>[0]> = {}) {
  const onSave = vi.fn();
  const onCancel = vi.fn();
  const { calls } = stubApi({
    'translation/fuzzy/get': {
      data: {
        matches: [
          {
            sourceHash: 'h2',
            sourceText: 'Read <1>the terms</1>',
            preProcessedTarget: '<1>शर्तें</1> पढ़ें',
            type: 'USER',
            displayType: 'translation',
            similarity: 87.4,
          },
        ],
      },
    },
    'transliteration/phonetic': { data: { text: 'दोस्त', suggestions: ['दोस्ट'] } },
    'transliteration/phonetic/pick': { data: { picks: 1 } },
  });
  renderWithProviders(<SegmentEditor {...base} initial="" phonetic={false} onSave={onSave} onCancel={onCancel} {...props} />);
  return { onSave, onCancel, calls, box: screen.getByRole('textbox', { name: 'Translation' }) as HTMLTextAreaElement };
}

describe('segment text', () => {
  it('shows markers as chips, not as words', () => {
    const { container } = renderWithProviders(<SegmentText text="Read <1>our terms</1>{2}" />);
    const chips = container.querySelectorAll('.marker-chip');
    expect([...chips].map((c) => c.getAttribute('title'))).toEqual(['start of tag 1', 'end of tag 1', 'element 2']);
    expect(container.textContent).toBe('Read <1>our terms</1>{2}');
  });
});

describe('segment editor', () => {
  it('saves with Ctrl+Enter only when every tag of the source is kept, and cancels with Esc', async () => {
    const { onSave, onCancel, box } = setup();
    fireEvent.change(box, { target: { value: 'हमारी शर्तें पढ़ें' } });
    expect(await screen.findByText('Missing: start of tag 1, end of tag 1')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Insert start of tag 1' }));
    fireEvent.change(box, { target: { value: '<1>हमारी शर्तें</1> पढ़ें' } });
    await waitFor(() => expect(screen.queryByText(/^Missing/)).toBeNull());
    fireEvent.keyDown(box, { key: 'Enter', metaKey: true });
    expect(onSave).toHaveBeenCalledWith('<1>हमारी शर्तें</1> पढ़ें');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('offers memory matches with their similarity, and Use fills the box', async () => {
    const { box } = setup();
    expect(await screen.findByText('87%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use the 87% match' }));
    expect(box.value).toBe('<1>शर्तें</1> पढ़ें');
  });

  it('turns a romanised word into Devanagari on Space with the phonetic keyboard on; Esc keeps what was typed', async () => {
    const { box, calls, onCancel } = setup({ phonetic: true, sourceText: 'Friend' });
    fireEvent.change(box, { target: { value: 'dost', selectionStart: 4, selectionEnd: 4 } });
    expect(await screen.findByRole('button', { name: 'दोस्त' })).toBeTruthy();
    expect(calls.some((c) => c.path === 'transliteration/phonetic')).toBe(true);
    fireEvent.keyDown(box, { key: ' ' });
    expect(box.value).toBe('दोस्त ');
    // The accepted spelling is remembered for the organisation.
    await waitFor(() => expect(calls.find((c) => c.path === 'transliteration/phonetic/pick')?.body).toEqual({ typed: 'dost', chosen: 'दोस्त', lang: 'hi' }));

    fireEvent.change(box, { target: { value: 'दोस्त dost', selectionStart: 10, selectionEnd: 10 } });
    await screen.findByRole('button', { name: 'दोस्त' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getByRole('button', { name: 'दोस्ट' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'दोस्ट' })).toBeNull());
    expect(box.value).toBe('दोस्त dost');
  });
});
