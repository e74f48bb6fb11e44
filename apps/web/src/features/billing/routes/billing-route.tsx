import { PageGuard } from '../../../components/page-guard.tsx';
import { useCurrentUser } from '../../../lib/session/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AllPayments } from '../components/all-payments.tsx';
import { BillingOverview } from '../components/billing-overview.tsx';
import { PlanEditor } from '../components/plan-editor.tsx';

/** The main app's Billing page; super admins also get the plan editor and every organisation's payments. */
export function BillingRoute() {
  useDocumentTitle('Billing');
  const user = useCurrentUser();
  return (
    <PageGuard page="billing">
      <h1 style={{ fontSize: 28, margin: '0 0 16px' }}>Billing</h1>
      <div style={{ display: 'grid', gap: 24 }}>
        {user?.role === 'superAdmin' ? <PlanEditor /> : null}
        {user?.role === 'superAdmin' ? <AllPayments /> : null}
        <BillingOverview variant="main" />
      </div>
    </PageGuard>
  );
}
