import { PublicLayout, SplitScreen } from '../../../components/public-layout.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { SignUpForm } from '../components/sign-up-form.tsx';

export function SignUpRoute() {
  useDocumentTitle('Create an organisation account');
  return (
    <PublicLayout>
      <SplitScreen>
        <div className="form-card">
          <h1>Create an organisation account</h1>
          <p className="lede">We will email you a link to verify your address before you sign in.</p>
          <SignUpForm />
        </div>
      </SplitScreen>
    </PublicLayout>
  );
}
