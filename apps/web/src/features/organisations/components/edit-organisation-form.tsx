import { ORGANISATION_PLANS } from '@lipi/contract';
import { Button, Card, Form, Input, Select, Switch } from 'antd';
import { useEditOrganisation } from '../../../api/organisations/edit-organisation.ts';
import type { OrganisationDetails } from '../../../api/organisations/organisation-details.ts';
import { ServerFormError } from '../../../components/server-form-error.tsx';
import { toast } from '../../../lib/toast.ts';

type Values = { name: string; plan: string; isActive: boolean; nmtEnabled: boolean };

/** Organisation admins rename their organisation; plan, status and machine translation are a super admin's. */
export function EditOrganisationForm({ details, isSuper }: { details: OrganisationDetails; isSuper: boolean }) {
  const edit = useEditOrganisation();
  const org = details.organisation;
  const submit = async (values: Values) => {
    const editObject = isSuper
      ? { name: values.name, plan: values.plan as (typeof ORGANISATION_PLANS)[number], isActive: values.isActive, nmtEnabled: values.nmtEnabled }
      : { name: values.name };
    const res = await edit.mutateAsync({ organisationId: org.id, editObject });
    toast.success(res.message);
  };
  return (
    <Card title="Edit organisation">
      <ServerFormError error={edit.error} />
      <Form<Values>
        layout="vertical"
        initialValues={{ name: org.name, plan: org.plan, isActive: org.isActive, nmtEnabled: org.nmtEnabled }}
        onFinish={(v) => submit(v).catch(() => undefined)}
        disabled={edit.isPending}
      >
        <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Please enter organisation' }]}>
          <Input />
        </Form.Item>
        {isSuper ? (
          <>
            <Form.Item name="plan" label="Plan">
              <Select options={ORGANISATION_PLANS.map((p) => ({ value: p, label: p }))} />
            </Form.Item>
            <Form.Item name="isActive" label="Active (switching off signs its users out)" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="nmtEnabled" label="May start machine translation" valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        ) : null}
        <Button type="primary" htmlType="submit" loading={edit.isPending}>
          Save
        </Button>
      </Form>
    </Card>
  );
}
