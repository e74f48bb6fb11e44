import '../../../test/setup.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render.tsx';
import { AddUrlsButton } from './add-urls-button.tsx';

async function addUrls(text: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Add URLs' }));
  fireEvent.change(await screen.findByLabelText('URLs, one per line'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: /^Add \d+ URLs$|^Add URL$/ }));
}

describe('add URLs to scope', () => {
  it('counts added and refused URLs from the result map and lists the refusals', async () => {
    const { calls } = stubApi({
      'scope/add': {
        data: { results: { 'https://a.example/1': true, 'https://b.example/': "Url is outside the project's domains" }, added: 1, failed: 1 },
        message: '1 Url added successfully 1 Url addition failed',
      },
    });
    const { toasts } = renderWithProviders(<AddUrlsButton projectId="p1" />);
    await addUrls('https://a.example/1\nhttps://b.example/\n');
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('1 Url added successfully'));
    expect(toasts.error).toHaveBeenCalledWith('1 Url addition failed');
    expect(calls[0]!.body).toEqual({ projectId: 'p1', urls: ['https://a.example/1', 'https://b.example/'] });
    expect(await screen.findByText("https://b.example/: Url is outside the project's domains")).toBeTruthy();
  });

  it("says 'Url add to scope failed' when nothing was added (the server answers 400 with the map)", async () => {
    stubApi({
      'scope/add': {
        status: 400,
        type: 'BAD_REQUEST',
        message: 'Url add to scope failed',
        data: { results: { 'https://a.example/1': 'Url already in scope' }, added: 0, failed: 1 },
      },
    });
    const { toasts } = renderWithProviders(<AddUrlsButton projectId="p1" />);
    await addUrls('https://a.example/1');
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Url add to scope failed'));
    expect(toasts.success).not.toHaveBeenCalled();
    expect(await screen.findByText('https://a.example/1: Url already in scope')).toBeTruthy();
  });
});
