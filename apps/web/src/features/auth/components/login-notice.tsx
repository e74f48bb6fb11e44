import { Alert } from 'antd';
import type { LoginFailure } from '../../../api/auth/sign-in.ts';

export const MAX_LOGIN_ATTEMPTS = 5;

/** What the sign-in screen says after a failure (spec 01 §8). */
export function describeLoginFailure(failure: Partial<LoginFailure> | null | undefined) {
  const locked = failure?.locked === true;
  const attempts = typeof failure?.attempts === 'number' ? failure.attempts : 0;
  const showRemaining = !locked && attempts > 1 && attempts < MAX_LOGIN_ATTEMPTS;
  return { locked, attemptsRemaining: showRemaining ? MAX_LOGIN_ATTEMPTS - attempts : null };
}

export function LoginNotice({ failure }: { failure: Partial<LoginFailure> | null }) {
  const { locked, attemptsRemaining } = describeLoginFailure(failure);
  if (locked) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        style={{ marginBottom: 20 }}
        title="Too many failed attempts"
        description={
          <>
            <div>Your account has been temporarily locked</div>
            <div>Please try again after 30 minutes or reset your password</div>
          </>
        }
      />
    );
  }
  if (attemptsRemaining === null) return null;
  return <Alert type="warning" showIcon role="status" style={{ marginBottom: 20 }} title={`Attempts remaining : ${attemptsRemaining}`} />;
}
