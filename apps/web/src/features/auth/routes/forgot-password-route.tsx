import { PublicLayout, SplitScreen } from '../../../components/public-layout.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';

export function ForgotPasswordRoute() {
  useDocumentTitle('Forgot password');
  return (
    <PublicLayout>
      <SplitScreen>
        <div className="form-card">
          <h1>Forgot your password?</h1>
          <p className="lede">Enter the email you registered with and we will send you a link to set a new password.</p>
          <ForgotPasswordForm />
        </div>
      </SplitScreen>
    </PublicLayout>
  );
}
