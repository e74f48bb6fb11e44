import { KYC_MESSAGES } from '@lipi/contract';
import { Form, Input, Modal } from 'antd';

type Props = { fileName: string | null; pending: boolean; onReject: (reason: string) => void; onCancel: () => void };

/** A rejection always says why: the organisation reads the reason next to the document. */
export function RejectDialog({ fileName, pending, onReject, onCancel }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={fileName !== null}
      title={`Reject ${fileName ?? ''}`}
      okText="Reject"
      okButtonProps={{ danger: true, loading: pending }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => onReject(v.reason.trim())}>
        <Form.Item name="reason" label="Reason" rules={[{ required: true, whitespace: true, message: KYC_MESSAGES.reasonRequired }]}>
          <Input.TextArea rows={3} maxLength={500} placeholder="e.g. the scan is blurred; the Aadhaar copy is not masked" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
