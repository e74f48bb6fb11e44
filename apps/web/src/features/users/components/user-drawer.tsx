import { CREATABLE_ROLES, isParliamentRole, PARLIAMENT_CATEGORIES, type ParliamentCategory, type Role } from '@lipi/contract';
import { Button, Drawer, Form, Input, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useOrganisationChoices } from '../../../api/organisations/organisation-all.ts';
import { useCreateUser } from '../../../api/users/create-user.ts';
import { useUpdateCategories } from '../../../api/users/update-categories.ts';
import { useUpdateUser } from '../../../api/users/update-user.ts';
import type { AdminUserRow } from '../../../api/users/user-list.ts';
import { ServerFormError } from '../../../components/server-form-error.tsx';
import { roleLabel } from '../../../lib/role-label.ts';
import { toast } from '../../../lib/toast.ts';

type Values = { name: string; email: string; role: Role; organisationId?: string; nmtEnabled: boolean; categories: ParliamentCategory[] };
type Props = { open: boolean; user: AdminUserRow | null; callerRole: string; onClose: () => void };

/** Create a user (they get a set-password mail) or edit one: name, role, nmt flag, parliament categories. */
export function UserDrawer({ open, user, callerRole, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const create = useCreateUser();
  const update = useUpdateUser();
  const categories = useUpdateCategories();
  const isSuper = callerRole === 'superAdmin';
  const organisations = useOrganisationChoices(open && isSuper && !user);
  const role = Form.useWatch('role', form);
  const roles = (CREATABLE_ROLES as Record<string, readonly Role[]>)[callerRole] ?? [];
  const busy = create.isPending || update.isPending || categories.isPending;
  const error = create.error ?? update.error ?? categories.error;

  useEffect(() => {
    if (!open) return;
    create.reset();
    update.reset();
    categories.reset();
    form.resetFields();
    if (user)
      form.setFieldsValue({
        name: user.name,
        email: user.email,
        role: user.role as Role,
        nmtEnabled: user.nmtEnabled,
        categories: user.categories as ParliamentCategory[],
      });
    // Only when the drawer opens or changes user: resetting the mutations each render would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, user?.id]);

  const submit = async (values: Values) => {
    const chosen = isParliamentRole(values.role) ? (values.categories ?? []) : [];
    if (!user) {
      const res = await create.mutateAsync({
        name: values.name,
        email: values.email,
        role: values.role,
        organisationId: values.organisationId,
        nmtEnabled: values.nmtEnabled,
        categories: chosen,
      });
      toast.success(res.message);
      onClose();
      return;
    }
    const res = await update.mutateAsync({ userId: user.id, updateObj: { name: values.name, role: values.role, nmtEnabled: values.nmtEnabled } });
    if (isParliamentRole(values.role) && chosen.join() !== user.categories.join()) await categories.mutateAsync({ userId: user.id, categories: chosen });
    toast.success(res.message);
    onClose();
  };

  return (
    <Drawer open={open} onClose={onClose} title={user ? `Edit ${user.name}` : 'Create user'} size={480} destroyOnHidden>
      <ServerFormError error={error} />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ nmtEnabled: true, categories: [] }}
        onFinish={(v) => submit(v).catch(() => undefined)}
        disabled={busy}
      >
        <Form.Item
          name="name"
          label="Name"
          rules={[
            { required: true, message: 'Please enter your name' },
            { min: 3, message: 'Minimum 3 characters' },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="email"
          label="Email"
          rules={[
            { required: true, message: 'Email is required' },
            { type: 'email', message: 'Invalid email format' },
          ]}
        >
          <Input type="email" autoComplete="off" disabled={Boolean(user)} />
        </Form.Item>
        <Form.Item name="role" label="Role" rules={[{ required: true, message: 'Please choose a role' }]}>
          <Select options={roles.map((r) => ({ value: r, label: roleLabel(r) }))} />
        </Form.Item>
        {isSuper && !user ? (
          <Form.Item name="organisationId" label="Organisation" extra="Leave empty to create the user in your own organisation.">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={organisations.isPending}
              options={(organisations.data?.organisations ?? []).map((o) => ({ value: o.id, label: o.name }))}
            />
          </Form.Item>
        ) : null}
        {role && isParliamentRole(role) ? (
          <Form.Item name="categories" label="Document categories">
            <Select mode="multiple" options={PARLIAMENT_CATEGORIES.map((c) => ({ value: c.code, label: `${c.label} (${c.code})` }))} />
          </Form.Item>
        ) : null}
        <Form.Item name="nmtEnabled" label="May start machine translation" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} block>
          {user ? 'Save changes' : 'Create user'}
        </Button>
      </Form>
    </Drawer>
  );
}
