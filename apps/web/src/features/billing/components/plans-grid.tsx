import { formatRupees, type Plan } from '@lipi/contract';
import { Button, Card, Col, Row, Segmented } from 'antd';
import { useState } from 'react';
import { formatNumber } from '../../../lib/format.ts';

type Cycle = 'monthly' | 'yearly';
const limit = (value: number | null, unit: string) => (value === null ? `Unlimited ${unit}` : `${formatNumber(value)} ${unit}`);

/** The plans side by side with a monthly/yearly switch; the current plan cannot be bought again from here. */
export function PlansGrid(props: {
  plans: Plan[];
  currentCode: string;
  busyCode: string | null;
  onChoose: (plan: Plan, cycle: Cycle) => void;
  onContact: (plan: Plan) => void;
}) {
  const [cycle, setCycle] = useState<Cycle>('monthly');
  const shown = props.plans.filter((p) => !p.isTrial);
  return (
    <section aria-labelledby="plans-heading">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 12, marginBottom: 12 }}>
        <h2 id="plans-heading" style={{ fontSize: 18, margin: 0 }}>
          Plans
        </h2>
        <Segmented<Cycle>
          aria-label="Billing period"
          value={cycle}
          onChange={setCycle}
          options={[
            { label: 'Monthly', value: 'monthly' },
            { label: 'Yearly', value: 'yearly' },
          ]}
        />
      </div>
      <Row gutter={[16, 16]}>
        {shown.map((plan) => {
          const price = cycle === 'yearly' ? plan.priceYearly : plan.priceMonthly;
          const isCurrent = plan.code === props.currentCode;
          return (
            <Col xs={24} md={8} key={plan.code}>
              <Card title={<h3 style={{ fontSize: 16, margin: 0 }}>{plan.name}</h3>} style={{ height: '100%' }}>
                <p style={{ fontSize: 22, fontWeight: 600, margin: '0 0 4px' }}>{price ? formatRupees(price) : 'Custom'}</p>
                <p style={{ margin: '0 0 12px' }}>{price ? `per ${cycle === 'yearly' ? 'year' : 'month'}, plus 18% GST` : 'Priced for your organisation'}</p>
                <ul style={{ paddingLeft: 18, margin: '0 0 16px' }}>
                  <li>{limit(plan.projects, 'projects')}</li>
                  <li>{limit(plan.languages, 'languages per project')}</li>
                  <li>{limit(plan.pages, 'pages crawled per project')}</li>
                  <li>{limit(plan.mtCharacters, 'MT characters a month')}</li>
                  <li>{limit(plan.words, 'words of translation a month')}</li>
                  <li>{limit(plan.seats, 'users')}</li>
                  <li>{plan.proxy ? 'Snippet and proxy delivery' : 'Snippet delivery'}</li>
                </ul>
                {price ? (
                  <Button type="primary" block disabled={isCurrent} loading={props.busyCode === plan.code} onClick={() => props.onChoose(plan, cycle)}>
                    {isCurrent ? 'Your current plan' : `Choose ${plan.name} (${cycle})`}
                  </Button>
                ) : (
                  <Button block onClick={() => props.onContact(plan)}>
                    Contact sales about {plan.name}
                  </Button>
                )}
              </Card>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}
