import { CheckCircleFilled } from '@ant-design/icons';
import { otpSchema } from '@lipi/contract';
import { Button, Input } from 'antd';
import { useId, useState } from 'react';

type OtpVerifyFieldProps = {
  label: string;
  hint: string;
  verified: boolean;
  verifying: boolean;
  onVerify: (otp: string) => void;
};

/** One OTP input with its own Verify button; a tick replaces both once verified. */
export function OtpVerifyField({ label, hint, verified, verifying, onVerify }: OtpVerifyFieldProps) {
  const id = useId();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const parsed = otpSchema.safeParse(otp);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Invalid OTP');
    setError(null);
    onVerify(parsed.data);
  };

  return (
    <div style={{ marginBottom: 12 }}>
      <label htmlFor={id} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
        {label}
      </label>
      <div style={{ color: '#55536b', fontSize: 13, marginBottom: 6 }}>{hint}</div>
      {verified ? (
        <span className="verified" role="status">
          <CheckCircleFilled aria-hidden="true" /> {label} verified
        </span>
      ) : (
        <div className="otp-row">
          <Input
            id={id}
            value={otp}
            onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 6))}
            onPressEnter={submit}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="6-digit code"
            maxLength={6}
            status={error ? 'error' : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            disabled={verifying}
            size="large"
          />
          <Button onClick={submit} loading={verifying} size="large">
            Verify
          </Button>
        </div>
      )}
      {error && !verified ? (
        <div id={`${id}-error`} role="alert" style={{ color: '#c4242b', marginTop: 4, fontSize: 13 }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
