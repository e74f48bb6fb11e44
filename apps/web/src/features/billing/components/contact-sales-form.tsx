import { Alert, Button, Card, Form, Input } from 'antd';
import { useContactSales } from '../../../api/billing/payments.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/session/session.ts';

type Values = { name: string; email: string; phone?: string; company?: string; message: string };

/** transaction/contact: a sales query, answered with the spec's message. */
export function ContactSalesForm({ planCode }: { planCode?: string }) {
  const user = useCurrentUser();
  const contact = useContactSales();
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Contact sales</h2>} id="contact-sales">
      {contact.isSuccess ? <Alert type="success" showIcon title={contact.data.message} style={{ marginBottom: 12 }} /> : null}
      <Form<Values>
        layout="vertical"
        initialValues={{ name: user?.name, email: user?.email }}
        onFinish={(values) => contact.mutate({ ...values, planCode })}
        disabled={contact.isPending}
      >
        <Form.Item label="Name" name="name" rules={[{ required: true, message: 'Name is required' }]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={[{ required: true, type: 'email', message: 'Enter a valid email' }]}>
          <Input autoComplete="email" />
        </Form.Item>
        <Form.Item label="Phone" name="phone">
          <Input autoComplete="tel" />
        </Form.Item>
        <Form.Item label="What do you need?" name="message" rules={[{ required: true, message: 'Message is required' }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
        {contact.isError ? (
          <p role="alert" style={{ color: '#a8071a' }}>
            {errorMessage(contact.error)}
          </p>
        ) : null}
        <Button htmlType="submit" loading={contact.isPending}>
          Send to sales
        </Button>
      </Form>
    </Card>
  );
}
