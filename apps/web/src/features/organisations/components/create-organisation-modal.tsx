import { ORGANISATION_PLANS } from '@lipi/contract';
import { Form, Input, Modal, Select } from 'antd';
import { useCreateOrganisation, type CreateOrganisationInput } from '../../../api/organisations/create-organisation.ts';
import { ServerFormError } from '../../../components/server-form-error.tsx';
import { toast } from '../../../lib/toast.ts';

/** A super admin creates an organisation with its first admin, who is mailed a set-password link. */
export function CreateOrganisationModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CreateOrganisationInput>();
  const create = useCreateOrganisation();
  const submit = async (values: CreateOrganisationInput) => {
    const res = await create.mutateAsync(values);
    toast.success(res.message);
    form.resetFields();
    onClose();
  };
  return (
    <Modal
      open={open}
      title="Create organisation"
      okText="Create organisation"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending}
      destroyOnHidden
      afterOpenChange={(visible) => (visible ? create.reset() : undefined)}
    >
      <ServerFormError error={create.error} />
      <Form form={form} layout="vertical" initialValues={{ plan: 'standard' }} onFinish={(v) => submit(v).catch(() => undefined)} disabled={create.isPending}>
        <Form.Item name="organisationName" label="Organisation name" rules={[{ required: true, message: 'Please enter organisation' }]}>
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item name="plan" label="Plan">
          <Select options={ORGANISATION_PLANS.map((p) => ({ value: p, label: p }))} />
        </Form.Item>
        <Form.Item
          name="adminName"
          label="Admin's name"
          rules={[
            { required: true, message: 'Please enter your name' },
            { min: 3, message: 'Minimum 3 characters' },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="adminEmail"
          label="Admin's email"
          rules={[
            { required: true, message: 'Email is required' },
            { type: 'email', message: 'Invalid email format' },
          ]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
