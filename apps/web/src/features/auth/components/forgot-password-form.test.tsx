import '../../../test/setup.ts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

const submitButton = () => screen.getByRole('button', { name: /Send reset link/ }) as HTMLButtonElement;
const emailInput = () => screen.getByLabelText('Email') as HTMLInputElement;

describe('forgot password', () => {
  it('disables the email field with a red note when the mailer flag is not the string true', () => {
    renderWithProviders(<ForgotPasswordForm />, { uiConfig: { mailerServiceEnabled: 'false' } });
    expect(emailInput().disabled).toBe(true);
    expect(screen.getByText('Whitelist Email Service')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
  });

  it('enables the field when the mailer flag is "true"', () => {
    renderWithProviders(<ForgotPasswordForm />);
    expect(emailInput().disabled).toBe(false);
    expect(screen.queryByText('Whitelist Email Service')).toBeNull();
  });

  it('disables the button for 5 s after a click and shows the reply as a success toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = stubApi({ 'auth/password-reset': { data: null, message: 'If this email is registered, a link is on its way.' } });
    const { toasts } = renderWithProviders(<ForgotPasswordForm />);
    fireEvent.change(emailInput(), { target: { value: 'asha@example.com' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('If this email is registered, a link is on its way.'));
    expect(calls[0]!.body).toEqual({ email: 'asha@example.com' });
    expect(submitButton().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(4000));
    expect(submitButton().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1100));
    await waitFor(() => expect(submitButton().disabled).toBe(false));
  });

  it('shows the server message as a success-style toast even when the call fails', async () => {
    stubApi({ 'auth/password-reset': { status: 429, message: 'Too many requests, please wait a minute.', type: 'RATE_LIMITED' } });
    const { toasts } = renderWithProviders(<ForgotPasswordForm />);
    fireEvent.change(emailInput(), { target: { value: 'asha@example.com' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Too many requests, please wait a minute.'));
    expect(toasts.warning).not.toHaveBeenCalled();
  });

  it('validates the email with the contract rule before calling the server', async () => {
    const { calls } = stubApi({});
    renderWithProviders(<ForgotPasswordForm />);
    fireEvent.change(emailInput(), { target: { value: 'a@b.c' } });
    fireEvent.click(submitButton());
    await screen.findByText('Invalid email format');
    expect(calls).toHaveLength(0);
  });
});
