import { Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { VerifyingIllustration } from '../../../components/illustrations.tsx';
import { PublicLayout } from '../../../components/public-layout.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useStartSession } from '../../../lib/session/session-actions.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useVerifyEmail } from '../../../api/auth/verify-email.ts';

export function VerificationRoute() {
  useDocumentTitle('Verifying your email');
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const startSession = useStartSession();
  // The link is single use: never send it twice, not even under StrictMode's double effects.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verify
      .mutateAsync(uuid)
      .then(async (token) => {
        await startSession(token);
        navigate(paths.app.root, { replace: true });
      })
      .catch((error: unknown) => {
        toast.warning(errorMessage(error));
        navigate(paths.home, { replace: true });
      });
  }, [uuid, verify, startSession, navigate]);

  return (
    <PublicLayout>
      <div className="status-screen">
        <div className="status-card" aria-busy="true">
          <VerifyingIllustration />
          <h1>Verifying your email</h1>
          <p role="status">Please wait don&apos;t refresh your page, while we are verifying your email Id.....</p>
          <Spin size="large" />
        </div>
      </div>
    </PublicLayout>
  );
}
