import { ClockCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { EmailSentIllustration } from '../../../components/illustrations.tsx';
import { PublicLayout } from '../../../components/public-layout.tsx';
import { paths } from '../../../config/paths.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export const NOTIFICATION_REDIRECT_SECONDS = 30;

/** `/notification/:message`: the message, an email-sent picture and a 30 s countdown back to `/`. */
export function NotificationRoute() {
  useDocumentTitle('Check your email');
  const { message = '' } = useParams();
  const navigate = useNavigate();
  const countdown = useCountdown(NOTIFICATION_REDIRECT_SECONDS);

  useEffect(() => {
    if (countdown.hasFinished) navigate(paths.home, { replace: true });
  }, [countdown.hasFinished, navigate]);

  return (
    <PublicLayout>
      <div className="status-screen">
        <div className="status-card">
          <EmailSentIllustration />
          <h1>Check your email</h1>
          <p>{message}</p>
          <p>
            <span className="countdown" role="timer" aria-live="off">
              <ClockCircleOutlined aria-hidden="true" /> Redirecting to the home page in {countdown.remaining}s
            </span>
          </p>
          <Button type="primary" onClick={() => navigate(paths.home, { replace: true })}>
            Go to the home page now
          </Button>
        </div>
      </div>
    </PublicLayout>
  );
}
