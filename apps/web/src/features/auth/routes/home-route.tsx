import { Link } from 'react-router';
import { PublicLayout, SplitScreen } from '../../../components/public-layout.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { FreeTrialForm } from '../components/free-trial/free-trial-form.tsx';

/** `/`: the free-trial registration page with the marketing banner. */
export function HomeRoute() {
  useDocumentTitle('Start your free trial');
  return (
    <PublicLayout>
      <SplitScreen>
        <div className="form-card">
          <h1>Start your free trial</h1>
          <p className="lede">
            Tell us about your website and the languages you need. Already registered? <Link to={paths.signIn}>Sign in</Link>
          </p>
          <FreeTrialForm />
        </div>
      </SplitScreen>
    </PublicLayout>
  );
}
