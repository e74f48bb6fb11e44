import { Alert } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { BillingOverview } from '../components/billing-overview.tsx';

/**
 * The free app's Upgrade page: the plans side by side and what the trial has used. Once paid, the
 * session's role becomes organisationAdmin and the main app opens on the projects, the trial's kept.
 */
export function UpgradeRoute() {
  useDocumentTitle('Upgrade');
  const navigate = useNavigate();
  return (
    <>
      <h1 style={{ fontSize: 28, margin: '0 0 16px' }}>Upgrade your free trial</h1>
      <Alert type="info" showIcon style={{ marginBottom: 24 }} title="Your project, its pages and translations stay as they are when you upgrade." />
      <BillingOverview variant="upgrade" onPaid={() => navigate(paths.app.projects, { replace: true })} />
    </>
  );
}
