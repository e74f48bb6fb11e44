import { Alert } from 'antd';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCurrentUser } from '../../lib/session/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { FreeLayout } from './components/free-layout.tsx';
import { FreeProjectCard } from './components/free-project-card.tsx';

function FreeHomeRoute() {
  useDocumentTitle('Your free trial');
  const user = useCurrentUser();
  return (
    <>
      <h1 style={{ fontSize: 28, margin: '0 0 4px' }}>Hello{user ? `, ${user.name}` : ''}</h1>
      <p style={{ color: '#55536b', margin: '0 0 24px' }}>This is your Lipi free trial. We are preparing your website in the languages you chose.</p>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 24 }}
        title="What happens next"
        description="Lipi collects the pages of your website, translates them by machine and shows the progress below. You will be emailed when the translations are ready for review."
      />
      <FreeProjectCard />
    </>
  );
}

/** The reduced application for freeOrgAdmin. */
export function FreeRoutes() {
  return (
    <FreeLayout>
      <Routes>
        <Route path={paths.app.root} element={<FreeHomeRoute />} />
        <Route path="*" element={<Navigate to={paths.app.root} replace />} />
      </Routes>
    </FreeLayout>
  );
}
