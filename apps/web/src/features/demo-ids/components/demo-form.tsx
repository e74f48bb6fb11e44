import { DEMO_MAX_DAYS, MESSAGES, urlSchema } from '@lipi/contract';
import { Alert, Form, Input, InputNumber, Modal } from 'antd';
import { LanguageSelect } from '../../../components/language-select.tsx';
import type { DemoEntryRow } from '../../../api/demo/demo-ids.ts';
import { useCreateDemoId, useEditDemoEntry } from '../../../api/demo/demo-ids.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { zodRule } from '../../../lib/form-rules.ts';
import { toast } from '../../../lib/toast.ts';

type Values = { url: string; label?: string; languages: string[]; days: number };

const expiryIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Create (entry null) or edit a demo id. The URL of an existing demo is fixed: a new site is a new demo. */
export function DemoForm({ open, entry, onClose }: { open: boolean; entry: DemoEntryRow | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const create = useCreateDemoId();
  const edit = useEditDemoEntry();
  const mutation = entry ? edit : create;
  const submit = (v: Values) => {
    const done = { onSuccess: (res: { message: string }) => (toast.success(res.message), onClose()) };
    if (entry) edit.mutate({ demoId: entry.demoId, label: v.label ?? '', languages: v.languages, expiresAt: expiryIn(v.days) }, done);
    else create.mutate({ url: v.url, label: v.label, languages: v.languages, expiresAt: expiryIn(v.days) }, done);
  };
  return (
    <Modal
      open={open}
      title={entry ? `Edit demo of ${entry.url}` : 'New demo id'}
      okText={entry ? 'Save' : 'Create demo id'}
      okButtonProps={{ loading: mutation.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        create.reset();
        edit.reset();
      }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        disabled={mutation.isPending}
        initialValues={entry ? { url: entry.url, label: entry.label, languages: entry.languages, days: 7 } : { languages: ['hi'], days: 7 }}
      >
        <Form.Item name="url" label="Prospect's website" rules={[{ required: true, message: MESSAGES.urlInvalid }, zodRule(urlSchema)]}>
          <Input placeholder="https://www.example.com" disabled={Boolean(entry)} inputMode="url" />
        </Form.Item>
        <Form.Item name="label" label="Label (optional)">
          <Input placeholder="e.g. the prospect's company" maxLength={120} />
        </Form.Item>
        <Form.Item name="languages" label="Languages" rules={[{ required: true, message: MESSAGES.languagesRequired }]}>
          <LanguageSelect aria-label="Languages" />
        </Form.Item>
        <Form.Item
          name="days"
          label={entry ? 'Valid for (days from now)' : 'Valid for (days)'}
          rules={[{ required: true, message: 'Give the number of days' }]}
        >
          <InputNumber min={1} max={DEMO_MAX_DAYS} style={{ width: 160 }} />
        </Form.Item>
        {mutation.isError ? <Alert type="error" showIcon title={errorMessage(mutation.error)} /> : null}
      </Form>
    </Modal>
  );
}
