import { formatRupees, TOPUP_PACKS, type RouteReply, type BILLING_ROUTES } from '@lipi/contract';
import { Button, Card, Form, InputNumber, Select } from 'antd';
import { useCreateTopup } from '../../../api/billing/payments.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatNumber } from '../../../lib/format.ts';

type Order = RouteReply<typeof BILLING_ROUTES.create>['orderDetails'];
type Values = { kind: 'words' | 'mtCharacters'; packs: number };

/** Top-ups of words or MT characters: bought in packs, kept until spent (they do not expire with the month). */
export function TopupForm({ onOrder }: { onOrder: (order: Order) => void }) {
  const [form] = Form.useForm<Values>();
  const create = useCreateTopup();
  const kind = Form.useWatch('kind', form) ?? 'mtCharacters';
  const packs = Form.useWatch('packs', form) ?? 1;
  const pack = TOPUP_PACKS[kind];
  return (
    <Card id="topup" title={<h2 style={{ fontSize: 18, margin: 0 }}>Top up</h2>}>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ kind: 'mtCharacters', packs: 1 }}
        onFinish={async (values) => onOrder((await create.mutateAsync(values)).orderDetails)}
        disabled={create.isPending}
      >
        <Form.Item label="What to add" name="kind">
          <Select
            options={[
              { value: 'mtCharacters', label: `Machine-translation characters (${formatNumber(TOPUP_PACKS.mtCharacters.size)} a pack)` },
              { value: 'words', label: `Words of human translation (${formatNumber(TOPUP_PACKS.words.size)} a pack)` },
            ]}
          />
        </Form.Item>
        <Form.Item label="Packs" name="packs" rules={[{ required: true, type: 'integer', min: 1, max: 1000, message: 'Buy from 1 to 1000 packs' }]}>
          <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <p>
          {formatNumber(pack.size * (packs || 0))} for {formatRupees(pack.pricePaise * (packs || 0))} plus 18% GST
        </p>
        {create.isError ? (
          <p role="alert" style={{ color: '#a8071a' }}>
            {errorMessage(create.error)}
          </p>
        ) : null}
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          Buy top-up
        </Button>
      </Form>
    </Card>
  );
}
