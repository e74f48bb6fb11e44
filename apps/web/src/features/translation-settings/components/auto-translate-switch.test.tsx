import '../../../test/setup.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render.tsx';
import { AutoTranslateSwitch } from './auto-translate-switch.tsx';

describe('translate new content automatically', () => {
  it('shows the default and turns it off', async () => {
    const { calls } = stubApi({
      'translation/auto/get': { data: { enabled: true, isDefault: true } },
      'translation/auto/update': { data: { enabled: false, isDefault: false }, message: 'New content will not be translated automatically' },
    });
    const { toasts } = renderWithProviders(<AutoTranslateSwitch projectId="p1" canEdit />);
    const toggle = await screen.findByRole('switch', { name: 'Translate new content automatically' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(/Default: on when a language uses a translation engine/)).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('New content will not be translated automatically'));
    expect(calls.find((c) => c.path === 'translation/auto/update')!.body).toEqual({ projectId: 'p1', enabled: false });
  });

  it('is read-only without the right to manage translations', async () => {
    stubApi({ 'translation/auto/get': { data: { enabled: false, isDefault: false } } });
    renderWithProviders(<AutoTranslateSwitch projectId="p1" canEdit={false} />);
    const toggle = await screen.findByRole('switch', { name: 'Translate new content automatically' });
    expect(toggle.hasAttribute('disabled')).toBe(true);
  });
});
