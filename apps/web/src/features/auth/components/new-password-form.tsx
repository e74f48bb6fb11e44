import { LockOutlined } from '@ant-design/icons';
import { newPasswordSchema } from '@lipi/contract';
import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useStartSession } from '../../../lib/session/session-actions.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdatePassword } from '../../../api/auth/update-password.ts';

type NewPasswordValues = { password?: string; confirmPassword?: string };

/** Set-password form of a reset or invitation link; the rules are the contract's newPasswordSchema. */
export function NewPasswordForm({ token }: { token: string }) {
  const [form] = Form.useForm<NewPasswordValues>();
  const navigate = useNavigate();
  const update = useUpdatePassword();
  const startSession = useStartSession();

  const onFinish = (values: NewPasswordValues) => {
    const parsed = newPasswordSchema.safeParse({ password: values.password ?? '', confirmPassword: values.confirmPassword ?? '' });
    form.setFields([
      { name: 'password', errors: [] },
      { name: 'confirmPassword', errors: [] },
    ]);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        form.setFields([{ name: issue.path[0] === 'confirmPassword' ? 'confirmPassword' : 'password', errors: [issue.message] }]);
      }
      return;
    }
    update.mutate(
      { password: parsed.data.password, token },
      {
        onSuccess: async (sessionToken) => {
          toast.success('Your password has been updated.');
          await startSession(sessionToken).catch(() => null);
          navigate(paths.home, { replace: true });
        },
        onError: (error) => toast.warning(error.message),
      },
    );
  };

  return (
    <Form<NewPasswordValues> form={form} layout="vertical" size="large" onFinish={onFinish} disabled={update.isPending}>
      <Form.Item label="New Password" name="password">
        <Input.Password prefix={<LockOutlined aria-hidden="true" />} autoComplete="new-password" placeholder="Choose a new password" />
      </Form.Item>
      <Form.Item label="Confirm Password" name="confirmPassword">
        <Input.Password prefix={<LockOutlined aria-hidden="true" />} autoComplete="new-password" placeholder="Type it again" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={update.isPending}>
        Update Password
      </Button>
    </Form>
  );
}
