import { Button, Card, Descriptions, Form, Input } from 'antd';
import { useChangePassword, type ChangePasswordInput } from '../../../api/users/change-password.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { ServerFormError } from '../../../components/server-form-error.tsx';
import { roleLabel } from '../../../lib/role-label.ts';
import { useCurrentUser } from '../../../lib/session/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const noWhitespace = { pattern: /^\S*$/, message: 'Password must not contain whitespace characters.' };

/** /app/profile: who you are, and a password change that needs the current password. */
export function ProfileRoute() {
  useDocumentTitle('Profile');
  const me = useCurrentUser();
  const [form] = Form.useForm<ChangePasswordInput>();
  const change = useChangePassword();
  const submit = async (values: ChangePasswordInput) => {
    const res = await change.mutateAsync(values);
    toast.success(res.message);
    form.resetFields();
  };
  return (
    <>
      <PageHeader title="Profile" description="Your account, and your password." />
      <Card title="Account" style={{ marginBottom: 16 }}>
        <Descriptions column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label="Name">{me?.name}</Descriptions.Item>
          <Descriptions.Item label="Email">{me?.email}</Descriptions.Item>
          <Descriptions.Item label="Role">{me ? roleLabel(me.role) : ''}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="Change password" style={{ maxWidth: 520 }}>
        <ServerFormError error={change.error} />
        <Form form={form} layout="vertical" onFinish={(v) => submit(v).catch(() => undefined)} disabled={change.isPending}>
          <Form.Item name="currentPassword" label="Current password" rules={[{ required: true, message: 'Please enter your current password' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="password" label="New password" rules={[{ required: true, message: 'Please input your password!' }, noWhitespace]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label="Confirm new password"
            dependencies={['password']}
            rules={[
              { required: true, message: 'Please enter both New Password and Confirm Password to update your password.' },
              ({ getFieldValue }) => ({
                validator: (_, v) => (!v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error('confirm password doesnt match'))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <p style={{ color: '#55536b' }}>Changing your password signs you out everywhere else.</p>
          <Button type="primary" htmlType="submit" loading={change.isPending}>
            Update Password
          </Button>
        </Form>
      </Card>
    </>
  );
}
