import { Button } from 'antd';
import { resendLabel } from '../../hooks/registration-rules.ts';
import type { useFreeTrial } from '../../hooks/use-free-trial.ts';
import { OtpVerifyField } from './otp-verify-field.tsx';

type OtpStepProps = { flow: ReturnType<typeof useFreeTrial>; phone: string; email: string };

export function OtpStep({ flow, phone, email }: OtpStepProps) {
  const { status, resendSecondsLeft } = flow;
  const allVerified = status.phoneVerified && status.emailVerified;
  return (
    <section className="otp-box" aria-labelledby="otp-step-title">
      <h2 id="otp-step-title" style={{ fontSize: 16, margin: '0 0 12px' }}>
        Verify your mobile and email
      </h2>
      <OtpVerifyField
        label="Mobile OTP"
        hint={`Sent by SMS to +91 ${phone}`}
        verified={status.phoneVerified}
        verifying={flow.isVerifyingMobile}
        onVerify={flow.verifyMobile}
      />
      <OtpVerifyField
        label="Email OTP"
        hint={`Sent to ${email}`}
        verified={status.emailVerified}
        verifying={flow.isVerifyingEmail}
        onVerify={flow.verifyEmail}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        {allVerified ? (
          <span style={{ color: '#1a7f4b' }}>Both verified. Accept the terms to finish.</span>
        ) : (
          <Button type="link" style={{ paddingInline: 0 }} onClick={flow.resend} disabled={resendSecondsLeft > 0} loading={flow.isResending}>
            {resendLabel(resendSecondsLeft)}
          </Button>
        )}
        <Button type="link" style={{ paddingInline: 0 }} onClick={flow.reset}>
          Change details
        </Button>
      </div>
    </section>
  );
}
