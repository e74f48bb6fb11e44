import type { BILLING_ROUTES, Plan, RouteReply } from '@lipi/contract';
import { Alert, Button, Card, Skeleton } from 'antd';
import { useState } from 'react';
import { usePlans } from '../../../api/billing/plans.ts';
import { useCreateOrder } from '../../../api/billing/payments.ts';
import { useUsage } from '../../../api/billing/usage.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCheckout } from '../hooks/use-checkout.ts';
import { ContactSalesForm } from './contact-sales-form.tsx';
import { PaymentHistory } from './payment-history.tsx';
import { PlansGrid } from './plans-grid.tsx';
import { TopupForm } from './topup-form.tsx';
import { UsageCard } from './usage-card.tsx';

type Order = RouteReply<typeof BILLING_ROUTES.create>['orderDetails'];

/** Plan and usage, plans to buy, top-ups, payments and contact sales: the billing page and the free app's Upgrade page. */
export function BillingOverview({ variant, onPaid }: { variant: 'main' | 'upgrade'; onPaid?: () => void }) {
  const usage = useUsage();
  const plans = usePlans();
  const order = useCreateOrder();
  const checkout = useCheckout(onPaid);
  const [contactPlan, setContactPlan] = useState<string | undefined>();
  const start = (next: Order) => void checkout.open(next);
  const choose = async (plan: Plan, billingCycle: 'monthly' | 'yearly') => start((await order.mutateAsync({ planCode: plan.code, billingCycle })).orderDetails);
  if (usage.isPending || plans.isPending)
    return (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (usage.isError || plans.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="We could not load your plan"
        description={errorMessage(usage.error ?? plans.error)}
        action={<Button onClick={() => void Promise.all([usage.refetch(), plans.refetch()])}>Try again</Button>}
      />
    );
  }
  // Paying again for the current paid plan extends its period (renewal; an ended plan is bought again in the grid).
  const renewable = Boolean(usage.data.billingCycle && usage.data.periodEnd && !usage.data.plan.isTrial && usage.data.plan.priceMonthly);
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      {checkout.notice ? (
        <Alert role={checkout.notice.type === 'error' ? 'alert' : 'status'} type={checkout.notice.type} showIcon title={checkout.notice.text} />
      ) : null}
      {checkout.isConfirming ? <Alert type="info" showIcon title="Confirming your payment…" /> : null}
      {order.isError ? <Alert type="error" showIcon title={errorMessage(order.error)} /> : null}
      <UsageCard
        usage={usage.data}
        renewing={order.isPending && order.variables?.planCode === usage.data.plan.code}
        onRenew={renewable ? () => void choose(usage.data.plan, usage.data.billingCycle!) : undefined}
      />
      <PlansGrid
        plans={plans.data.plansList}
        currentCode={usage.data.plan.code}
        busyCode={order.isPending ? (order.variables?.planCode ?? null) : null}
        onChoose={(plan, cycle) => void choose(plan, cycle)}
        onContact={(plan) => {
          setContactPlan(plan.code);
          document.getElementById('contact-sales')?.scrollIntoView({ behavior: 'smooth' });
        }}
      />
      {variant === 'main' ? <TopupForm onOrder={start} /> : null}
      <PaymentHistory />
      <ContactSalesForm planCode={contactPlan} />
    </div>
  );
}
