import { Button, Checkbox } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { canRegister, type VerificationState } from '../../hooks/registration-rules.ts';

type RegisterFooterProps = {
  otpSent: boolean;
  status: VerificationState;
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  isRegistering: boolean;
  onRegister: () => void;
};

/** The terms checkbox and 'Register for free', enabled only when terms are ticked and both OTPs verified. */
export function RegisterFooter({ otpSent, status, termsAccepted, onTermsChange, isRegistering, onRegister }: RegisterFooterProps) {
  const isReady = otpSent && canRegister({ ...status, termsAccepted });
  return (
    <>
      <Checkbox checked={termsAccepted} onChange={(e) => onTermsChange(e.target.checked)} style={{ marginBottom: 16 }}>
        I am above 18 years of age and have read and accepted{' '}
        <Link to={paths.privacyPolicy} target="_blank" rel="noopener">
          Privacy Policy
        </Link>
      </Checkbox>
      <Button type={otpSent ? 'primary' : 'default'} block size="large" disabled={!isReady} loading={isRegistering} onClick={onRegister}>
        Register for free
      </Button>
      {isReady ? null : (
        <p style={{ color: '#55536b', fontSize: 13, marginTop: 8, textAlign: 'center' }}>
          {otpSent ? 'Verify both OTPs and accept the Privacy Policy to continue.' : 'Fill in your details and press Send OTP to begin.'}
        </p>
      )}
    </>
  );
}
