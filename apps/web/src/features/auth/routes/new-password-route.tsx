import { Navigate, useParams } from 'react-router';
import { PublicLayout, SplitScreen } from '../../../components/public-layout.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { NewPasswordForm } from '../components/new-password-form.tsx';

export function NewPasswordRoute() {
  useDocumentTitle('Set a new password');
  const { token } = useParams();
  if (!token) return <Navigate to={paths.home} replace />;
  return (
    <PublicLayout>
      <SplitScreen>
        <div className="form-card">
          <h1>Set a new password</h1>
          <p className="lede">Choose a password without spaces. This link can be used once.</p>
          <NewPasswordForm token={token} />
        </div>
      </SplitScreen>
    </PublicLayout>
  );
}
