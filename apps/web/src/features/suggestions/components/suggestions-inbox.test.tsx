import '../../../test/setup.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render.tsx';
import { SuggestionsInbox } from './suggestions-inbox.tsx';

const ID = '0b8f2a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const row = {
  id: ID,
  sourceHash: '0123456789abcdef',
  sourceText: 'Order now',
  targetLang: 'hi',
  currentTranslation: 'अभी ऑर्डर करें',
  seenText: null,
  suggestedText: 'अभी मंगाइए',
  pageUrl: 'https://shop.example/',
  status: 'new',
  count: 3,
  reviewedBy: null,
  reviewedAt: null,
  createdAt: '2026-11-23T10:00:00Z',
  updatedAt: '2026-11-23T10:00:00Z',
};
const details = { data: { languages: ['hi', 'ta'] } };
const filter = { data: { suggestions: [row], total: 1, statusCounts: { new: 1, inprocess: 0, accepted: 2, rejected: 0 } } };

// antd tables in jsdom are slow on a shared machine.
describe('suggestions inbox', { timeout: 60_000 }, () => {
  it('lists new suggestions with counts and accepts one with the exact message', async () => {
    const { calls } = stubApi({
      'project/details': details,
      'suggestion/filter': filter,
      'suggestion/accept': { data: { ...row, status: 'accepted' }, message: 'Suggestion accepted as TM' },
    });
    const { toasts } = renderWithProviders(<SuggestionsInbox projectId="p1" canReview />);
    await screen.findByText('अभी मंगाइए', undefined, { timeout: 20_000 });
    expect(screen.getByText('×3')).toBeTruthy();
    expect(screen.getByText('Accepted (2)')).toBeTruthy();
    expect(calls.find((c) => c.path === 'suggestion/filter')!.body).toMatchObject({ projectId: 'p1', status: 'new', pageNumber: 1, pageSize: 10 });
    fireEvent.click(screen.getByRole('button', { name: /^Accept suggestion/ }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Suggestion accepted as TM'));
    expect(calls.find((c) => c.path === 'suggestion/accept')!.body).toEqual({ projectId: 'p1', id: ID });
  });

  it('accepts an edited text from the dialog', async () => {
    const { calls } = stubApi({
      'project/details': details,
      'suggestion/filter': filter,
      'suggestion/accept': { data: row, message: 'Suggestion accepted as TM' },
    });
    renderWithProviders(<SuggestionsInbox projectId="p1" canReview />);
    fireEvent.click(await screen.findByRole('button', { name: /^Edit and accept/ }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Translation to save'), { target: { value: 'अभी खरीदें' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(calls.find((c) => c.path === 'suggestion/accept')?.body).toEqual({ projectId: 'p1', id: ID, editedText: 'अभी खरीदें' }));
  });

  it('shows the spec message when a rejection fails on the server', async () => {
    stubApi({ 'project/details': details, 'suggestion/filter': filter, 'suggestion/reject': { status: 500, message: 'Internal Server Error' } });
    const { toasts } = renderWithProviders(<SuggestionsInbox projectId="p1" canReview />);
    fireEvent.click(await screen.findByRole('button', { name: /^Reject suggestion/ }, { timeout: 20_000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Unable to reject suggestion'));
  });

  it('hides decisions from a reader', async () => {
    stubApi({ 'project/details': details, 'suggestion/filter': filter });
    renderWithProviders(<SuggestionsInbox projectId="p1" canReview={false} />);
    await screen.findByText('अभी मंगाइए', undefined, { timeout: 20_000 });
    expect(screen.queryByRole('button', { name: /^Accept suggestion/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload decisions' })).toBeNull();
  });
});
