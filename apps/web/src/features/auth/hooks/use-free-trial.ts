import { freeTrialSchema } from '@lipi/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useResendOtp } from '../../../api/auth/resend-otp.ts';
import { useSendEmailOtp } from '../../../api/auth/send-email-otp.ts';
import { useSendOtp, type SendOtpInput } from '../../../api/auth/send-otp.ts';
import { useVerifyEmailOtp } from '../../../api/auth/verify-email-otp.ts';
import { useVerifyOtp, type OtpStatus } from '../../../api/auth/verify-otp.ts';
import { channelsToResend, RESEND_COOLDOWN_SECONDS } from './registration-rules.ts';

export const OTP_SENT_MESSAGE = 'Kindly verify the OTPs received on your mobile and email.';

type Registration = { authenticationCode: string; email: string; verifyEmailToken: string | null };

/** The free-trial registration flow of spec 01 §4: send, verify both OTPs, resend what is unverified. */
export function useFreeTrial() {
  const [registration, setRegistration] = useState<Registration | null>(null);
  const [status, setStatus] = useState<OtpStatus>({ phoneVerified: false, emailVerified: false });
  const cooldown = useCountdown();
  const sendOtp = useSendOtp();
  const sendEmailOtp = useSendEmailOtp();
  const resendOtp = useResendOtp();
  const verifyOtp = useVerifyOtp();
  const verifyEmailOtp = useVerifyEmailOtp();

  const requestEmailOtp = (email: string, authenticationCode: string) =>
    sendEmailOtp.mutateAsync({ email, authenticationCode }).then(
      ({ token }) => setRegistration((current) => (current ? { ...current, verifyEmailToken: token } : current)),
      (error: unknown) => toast.warning(errorMessage(error)),
    );

  const start = async (values: unknown) => {
    try {
      const input: SendOtpInput = freeTrialSchema.parse(values);
      const { authenticationCode } = await sendOtp.mutateAsync(input);
      setRegistration({ authenticationCode, email: input.email, verifyEmailToken: null });
      setStatus({ phoneVerified: false, emailVerified: false });
      cooldown.start(RESEND_COOLDOWN_SECONDS);
      toast.success(OTP_SENT_MESSAGE);
      void requestEmailOtp(input.email, authenticationCode);
    } catch (error) {
      toast.warning(errorMessage(error));
    }
  };

  const onVerified = (reply: OtpStatus) =>
    setStatus((s) => ({ phoneVerified: s.phoneVerified || reply.phoneVerified, emailVerified: s.emailVerified || reply.emailVerified }));

  const verifyMobile = (otp: string) => {
    if (!registration) return;
    verifyOtp.mutate({ otp, authenticationCode: registration.authenticationCode }, { onSuccess: onVerified, onError: (e) => toast.warning(e.message) });
  };

  const verifyEmail = (otp: string) => {
    if (!registration?.verifyEmailToken) return toast.warning('The email OTP is still on its way. Please try again in a moment.');
    const { authenticationCode, verifyEmailToken, email } = registration;
    verifyEmailOtp.mutate({ otp, verifyEmailToken, authenticationCode, email }, { onSuccess: onVerified, onError: (e) => toast.warning(e.message) });
  };

  const resend = async () => {
    if (!registration || cooldown.isRunning) return;
    const channels = channelsToResend(status);
    cooldown.start(RESEND_COOLDOWN_SECONDS);
    const calls: Promise<unknown>[] = [];
    if (channels.phone) calls.push(resendOtp.mutateAsync(registration.authenticationCode).catch((e: unknown) => toast.warning(errorMessage(e))));
    if (channels.email) calls.push(requestEmailOtp(registration.email, registration.authenticationCode));
    await Promise.all(calls);
  };

  const reset = () => {
    setRegistration(null);
    setStatus({ phoneVerified: false, emailVerified: false });
  };

  return {
    registration,
    status,
    resendSecondsLeft: cooldown.remaining,
    isSending: sendOtp.isPending,
    isVerifyingMobile: verifyOtp.isPending,
    isVerifyingEmail: verifyEmailOtp.isPending,
    isResending: resendOtp.isPending || sendEmailOtp.isPending,
    start,
    verifyMobile,
    verifyEmail,
    resend,
    reset,
  };
}
