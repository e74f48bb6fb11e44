import type { Plan } from '@lipi/contract';
import { Alert, Button, Card, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { usePlans, useUpdatePlan } from '../../../api/billing/plans.ts';
import { errorMessage } from '../../../lib/api-error.ts';

type Values = Omit<Plan, 'code' | 'isTrial' | 'sortOrder' | 'snippet' | 'proxy'>;
const NUMBERS: { name: keyof Values; label: string }[] = [
  { name: 'priceMonthly', label: 'Price a month (paise, before GST; empty: contact sales)' },
  { name: 'priceYearly', label: 'Price a year (paise, before GST)' },
  { name: 'projects', label: 'Projects (empty: no limit)' },
  { name: 'languages', label: 'Languages per project' },
  { name: 'pages', label: 'Pages crawled per project' },
  { name: 'mtCharacters', label: 'MT characters a month' },
  { name: 'words', label: 'Words of translation a month' },
  { name: 'seats', label: 'Users' },
];

/** Super admin: edit a plan's name, prices and allowances (the server refuses limits below current usage). */
export function PlanEditor() {
  const plans = usePlans();
  const update = useUpdatePlan();
  const [code, setCode] = useState<string>('starter');
  const [form] = Form.useForm<Values>();
  const plan = plans.data?.plansList.find((p) => p.code === code);
  if (plans.isError) return <Alert type="error" showIcon title="We could not load the plans" description={errorMessage(plans.error)} />;
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Plan editor</h2>} loading={plans.isPending}>
      <Form.Item label="Plan" htmlFor="plan-editor-code">
        <Select
          id="plan-editor-code"
          value={code}
          onChange={(value) => setCode(value)}
          options={(plans.data?.plansList ?? []).map((p) => ({ value: p.code, label: p.name }))}
          style={{ maxWidth: 320 }}
        />
      </Form.Item>
      {plan ? (
        <Form<Values>
          key={plan.code}
          form={form}
          layout="vertical"
          initialValues={plan}
          disabled={update.isPending}
          onFinish={(values) => update.mutate({ code: plan.code, ...values, ...Object.fromEntries(NUMBERS.map(({ name }) => [name, values[name] ?? null])) })}
        >
          <Form.Item label="Name" name="name" rules={[{ required: true, message: 'Name is required' }]}>
            <Input />
          </Form.Item>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: '0 16px' }}>
            {NUMBERS.map(({ name, label }) => (
              <Form.Item key={name} label={label} name={name}>
                <InputNumber min={0} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            ))}
          </div>
          {update.isError ? <Alert type="error" showIcon title={errorMessage(update.error)} style={{ marginBottom: 12 }} /> : null}
          {update.isSuccess ? <Alert type="success" showIcon title={update.data.message} style={{ marginBottom: 12 }} /> : null}
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            Save plan
          </Button>
        </Form>
      ) : null}
    </Card>
  );
}
