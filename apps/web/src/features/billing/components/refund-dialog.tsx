import { formatRupees, type Payment } from '@lipi/contract';
import { Alert, Form, Input, Modal } from 'antd';
import { useRefundPayment } from '../../../api/billing/refund.ts';
import { errorMessage } from '../../../lib/api-error.ts';

/** Asks for the reason, then refunds the payment in full through the gateway (super admin). */
export function RefundDialog({ payment, onClose }: { payment: Payment | null; onClose: () => void }) {
  const refund = useRefundPayment();
  const [form] = Form.useForm<{ reason: string }>();
  const close = () => {
    form.resetFields();
    refund.reset();
    onClose();
  };
  return (
    <Modal
      open={payment !== null}
      title={payment ? `Refund ${formatRupees(payment.total)} to ${payment.organisationName}` : 'Refund'}
      okText="Refund in full"
      okButtonProps={{ danger: true, loading: refund.isPending }}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <p>
        {payment?.description}. A refunded plan ends now and the organisation keeps its data with the free plan&apos;s limits; a refunded top-up takes back what
        is left of it.
      </p>
      {refund.isError ? <Alert type="error" showIcon title={errorMessage(refund.error)} style={{ marginBottom: 12 }} /> : null}
      <Form
        form={form}
        layout="vertical"
        onFinish={async ({ reason }) => {
          if (!payment) return;
          await refund.mutateAsync({ transactionId: payment.transactionId, reason });
          close();
        }}
      >
        <Form.Item name="reason" label="Reason" rules={[{ required: true, min: 3, message: 'Give the reason for the refund' }]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
