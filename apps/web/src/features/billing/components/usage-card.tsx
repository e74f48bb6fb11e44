import { formatRupees, type Usage } from '@lipi/contract';
import { Button, Card, Descriptions, Progress } from 'antd';
import { ToneTag } from '../../../components/tone-tag.tsx';
import { formatNumber } from '../../../lib/format.ts';

const ROWS: { key: keyof Usage['usage']; label: string; monthly?: boolean }[] = [
  { key: 'projects', label: 'Projects' },
  { key: 'languages', label: 'Languages (largest project)' },
  { key: 'seats', label: 'Users' },
  { key: 'mtCharacters', label: 'Machine-translation characters this month', monthly: true },
  { key: 'words', label: 'Words translated this month (machine and professional)', monthly: true },
];

/** The current plan and one bar per allowance, with what is left before it is spent. */
export function UsageCard({ usage, onRenew, renewing }: { usage: Usage; onRenew?: () => void; renewing?: boolean }) {
  const { plan } = usage;
  return (
    <Card
      title={<h2 style={{ fontSize: 18, margin: 0 }}>Your plan: {plan.name}</h2>}
      extra={plan.isTrial ? <ToneTag tone="warning">Free trial</ToneTag> : null}
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Billing">{usage.billingCycle ?? (plan.isTrial ? 'Free' : 'By agreement')}</Descriptions.Item>
        <Descriptions.Item label="Paid until">
          {usage.periodEnd ? new Date(usage.periodEnd).toLocaleDateString('en-IN') : '—'}
          {onRenew ? (
            <Button size="small" style={{ marginLeft: 8 }} loading={renewing} onClick={onRenew}>
              Renew for another {usage.billingCycle === 'yearly' ? 'year' : 'month'}
            </Button>
          ) : null}
        </Descriptions.Item>
        <Descriptions.Item label="Crawl limit per project">{plan.pages === null ? 'No limit' : `${formatNumber(plan.pages)} pages`}</Descriptions.Item>
        <Descriptions.Item label="Price">{plan.priceMonthly ? `${formatRupees(plan.priceMonthly)} a month + GST` : '—'}</Descriptions.Item>
      </Descriptions>
      <div style={{ display: 'grid', gap: 12 }}>
        {ROWS.map(({ key, label, monthly }) => {
          const item = usage.usage[key];
          const allowance = item.limit === null ? null : item.limit + item.topup;
          const percent = allowance ? Math.min(100, Math.round((item.used / allowance) * 100)) : 0;
          const left = allowance === null ? 'no limit' : `${formatNumber(Math.max(0, allowance - item.used))} left${monthly ? ' this month' : ''}`;
          return (
            <div key={key}>
              <div id={`usage-${key}`} style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8 }}>
                <span>{label}</span>
                <span>
                  {formatNumber(item.used)}
                  {item.limit === null ? '' : ` of ${formatNumber(item.limit)}`}
                  {item.topup ? ` + ${formatNumber(item.topup)} top-up` : ''} · {left}
                </span>
              </div>
              <Progress percent={percent} showInfo={false} status={percent >= 100 ? 'exception' : 'normal'} aria-labelledby={`usage-${key}`} />
              {key === 'words' && allowance !== null && percent >= 90 ? (
                // Runs are refused once the words are spent (WORDS_EXHAUSTED): the way on is a words top-up.
                <a href="#topup">Buy a words top-up</a>
              ) : null}
            </div>
          );
        })}
      </div>
    </Card>
  );
}
