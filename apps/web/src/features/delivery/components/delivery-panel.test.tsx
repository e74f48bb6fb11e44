import '../../../test/setup.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render.tsx';
import { DeliveryPanel } from './delivery-panel.tsx';

const details = { data: { baseUrl: 'https://shop.example/', languages: ['hi'] } };

describe('delivery panel', { timeout: 60_000 }, () => {
  it('shows the tag with the project id and the verification level with its checks', async () => {
    const { calls } = stubApi({
      'project/details': details,
      'parser/verifyScriptIntegration': {
        data: {
          hostname: 'shop.example',
          url: 'https://shop.example/',
          verificationLevel: 2,
          checks: [
            { level: 1, passed: true, reason: 'Found the Lipi script tag' },
            { level: 2, passed: true, reason: "The script tag carries this project's id" },
            { level: 3, passed: false, reason: 'No visit reported in the last 7 days' },
          ],
        },
      },
    });
    renderWithProviders(<DeliveryPanel projectId="p1" languages={['hi']} canEdit />, { uiConfig: { uiUrl: 'https://lipi.example' } });
    expect(
      await screen.findByText('<script src="https://lipi.example/snippet.js" data-project-id="p1" defer></script>', undefined, { timeout: 20_000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Installed: the tag has this project’s id', undefined, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByTestId('verification-level').textContent).toBe('2');
    expect(screen.getByText('No visit reported in the last 7 days')).toBeTruthy();
    expect(calls.find((c) => c.path === 'parser/verifyScriptIntegration')!.body).toEqual({ projectId: 'p1' });
  });

  it("says 'There was a problem while clearing cache' when the clear fails", async () => {
    stubApi({ 'project/details': details, 'snippet/cache/clear': { status: 500, message: 'Internal Server Error' } });
    const { toasts } = renderWithProviders(<DeliveryPanel projectId="p1" languages={['hi']} canEdit />, { path: '/?tab=cache' });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear cache' }, { timeout: 20_000 }));
    const confirm = await screen.findAllByRole('button', { name: 'Clear cache' });
    fireEvent.click(confirm.at(-1)!);
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('There was a problem while clearing cache'), { timeout: 10_000 });
  });
});
