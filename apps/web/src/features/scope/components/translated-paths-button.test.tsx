import '../../../test/setup.ts';
import { URL_TRANSLATION_MESSAGES as M, type UrlTranslation } from '@lipi/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render.tsx';
import { TranslatedPathsButton } from './translated-paths-button.tsx';

const URL_ = 'https://bank.example/open-account';
const hindi: UrlTranslation = {
  id: 't1',
  url: URL_,
  hostname: 'bank.example',
  lang: 'hi',
  sourcePath: '/open-account',
  translatedPath: '/khata-kholen',
  previousPaths: [],
  updatedAt: '2026-11-27T10:00:00.000Z',
};

describe('translated paths of a page', () => {
  it('removes a path after a confirmation that says where the page goes back to, and offers adding one again', async () => {
    const stored = { translations: [hindi] };
    const { calls } = stubApi({
      'scope/urlTranslations/list': () => ({ data: { translations: stored.translations } }),
      'scope/removeTranslatedUrl': () => {
        stored.translations = [];
        return { data: { sourcePath: '/open-account', redirects: ['/khata-kholen'] }, message: M.removed };
      },
    });
    const { toasts } = renderWithProviders(<TranslatedPathsButton projectId="p1" url={URL_} languages={['hi', 'ta']} />);
    fireEvent.click(screen.getByRole('button', { name: `Translated paths of ${URL_}` }));
    expect(((await screen.findByLabelText('Hindi')) as HTMLInputElement).value).toBe('/khata-kholen');
    // Tamil has no path yet: nothing to remove there.
    expect(screen.queryByRole('button', { name: 'Remove the Tamil path' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove the Hindi path' }));
    expect(await screen.findByText('The page goes back to /open-account; its translated paths redirect there.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(M.removed));
    expect(calls.find((c) => c.path === 'scope/removeTranslatedUrl')?.body).toEqual({ projectId: 'p1', lang: 'hi', url: URL_ });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove the Hindi path' })).toBeNull());
    expect(((await screen.findByLabelText('Hindi')) as HTMLInputElement).value).toBe('');
  });
});
