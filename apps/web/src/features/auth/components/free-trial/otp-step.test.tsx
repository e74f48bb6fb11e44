import '../../../../test/setup.ts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../../test/render.tsx';
import { OTP_SENT_MESSAGE, useFreeTrial } from '../../hooks/use-free-trial.ts';
import { OtpStep } from './otp-step.tsx';

const VALID = { name: 'Asha Verma', email: 'asha@example.com', phone: '9876543210', url: 'www.example.com', languages: ['hi'], password: 'Secret123' };

function Harness() {
  const flow = useFreeTrial();
  return (
    <>
      <button onClick={() => void flow.start(VALID)}>Start</button>
      {flow.registration ? <OtpStep flow={flow} phone={VALID.phone} email={VALID.email} /> : null}
    </>
  );
}

const resendButton = () => screen.getByRole('button', { name: /Resend OTP/ }) as HTMLButtonElement;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('OTP step', () => {
  it('counts down 120 s before Resend OTP, then resends only what is unverified', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = stubApi({
      'auth/sendOtp': { data: { authenticationCode: 'code-0123456789abcdef' } },
      'auth/sendEmailOTP': { data: { token: 'email-token-0123456789' } },
      'auth/resendOtp': { data: null, message: 'OTP sent' },
      'auth/verifyOtp': { data: { phoneVerified: true, emailVerified: false } },
    });
    const { toasts } = renderWithProviders(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));

    await screen.findByText('Resend OTP in 120s');
    expect(toasts.success).toHaveBeenCalledWith(OTP_SENT_MESSAGE);
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['auth/sendOtp', 'auth/sendEmailOTP']));
    expect(calls[0]!.body).toMatchObject({ url: 'https://www.example.com', languages: ['hi'] });
    expect(resendButton().disabled).toBe(true);

    advance(30_000);
    expect(screen.getByText('Resend OTP in 90s')).toBeTruthy();
    advance(90_000);
    await waitFor(() => expect(resendButton().disabled).toBe(false));
    expect(resendButton().textContent).toBe('Resend OTP');

    fireEvent.click(resendButton());
    await waitFor(() =>
      expect(
        calls
          .map((c) => c.path)
          .slice(2)
          .sort(),
      ).toEqual(['auth/resendOtp', 'auth/sendEmailOTP']),
    );
    await screen.findByText('Resend OTP in 120s');

    fireEvent.change(screen.getByLabelText('Mobile OTP'), { target: { value: '123456' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Verify' })[0]!);
    await screen.findByText(/Mobile OTP verified/);

    advance(120_000);
    await waitFor(() => expect(resendButton().disabled).toBe(false));
    fireEvent.click(resendButton());
    await waitFor(() => expect(calls.at(-1)!.path).toBe('auth/sendEmailOTP'));
    expect(calls.filter((c) => c.path === 'auth/resendOtp')).toHaveLength(1);
  });

  it('shows the server message as a warning when sending fails', async () => {
    stubApi({ 'auth/sendOtp': { status: 409, message: 'This email is already registered.', type: 'CONFLICT' } });
    const { toasts } = renderWithProviders(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(toasts.warning).toHaveBeenCalledWith('This email is already registered.'));
    expect(screen.queryByText(/Resend OTP/)).toBeNull();
  });
});
