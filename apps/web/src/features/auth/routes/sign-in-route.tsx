import { PublicLayout, SplitScreen } from '../../../components/public-layout.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { SignInForm } from '../components/sign-in-form.tsx';

export function SignInRoute() {
  useDocumentTitle('Sign in');
  return (
    <PublicLayout>
      <SplitScreen>
        <div className="form-card">
          <h1>Welcome back</h1>
          <p className="lede">Sign in to manage your translations, projects and languages.</p>
          <SignInForm />
        </div>
      </SplitScreen>
    </PublicLayout>
  );
}
