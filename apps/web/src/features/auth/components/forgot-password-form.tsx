import { MailOutlined } from '@ant-design/icons';
import { emailSchema } from '@lipi/contract';
import { Button, Form, Input } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { zodRule } from '../../../lib/form-rules.ts';
import { isMailerEnabled, useUiConfig } from '../../../lib/session/ui-config.ts';
import { toast } from '../../../lib/toast.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { usePasswordReset } from '../../../api/auth/password-reset.ts';

export const SUBMIT_COOLDOWN_SECONDS = 5;
const WHITELIST_NOTE_ID = 'forgot-password-whitelist-note';

export function ForgotPasswordForm() {
  const { data: uiConfig } = useUiConfig();
  const mailerEnabled = isMailerEnabled(uiConfig);
  const reset = usePasswordReset();
  const cooldown = useCountdown();

  const onFinish = ({ email }: { email: string }) => {
    cooldown.start(SUBMIT_COOLDOWN_SECONDS);
    // The reply is the same whether or not the address is known, so it is always shown as success.
    reset.mutate(emailSchema.parse(email), {
      onSuccess: (message) => toast.success(message || 'If this email is registered, a link to set a new password is on its way.'),
      onError: (error) => toast.success(errorMessage(error)),
    });
  };

  return (
    <Form<{ email: string }>
      layout="vertical"
      size="large"
      onFinish={onFinish}
      onFinishFailed={() => cooldown.start(SUBMIT_COOLDOWN_SECONDS)}
      disabled={reset.isPending}
    >
      <Form.Item
        label="Email"
        name="email"
        rules={[zodRule(emailSchema)]}
        extra={
          mailerEnabled ? undefined : (
            <span id={WHITELIST_NOTE_ID} style={{ color: '#c4242b', fontWeight: 600 }}>
              Whitelist Email Service
            </span>
          )
        }
      >
        <Input
          prefix={<MailOutlined aria-hidden="true" />}
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          disabled={!mailerEnabled}
          aria-describedby={mailerEnabled ? undefined : WHITELIST_NOTE_ID}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={reset.isPending} disabled={!mailerEnabled || cooldown.isRunning}>
        {cooldown.isRunning ? `Send reset link (${cooldown.remaining}s)` : 'Send reset link'}
      </Button>
      <div className="form-links" style={{ marginTop: 20 }}>
        <Link to={paths.signIn}>Back to sign in</Link>
        <Link to={paths.register}>Register</Link>
      </div>
    </Form>
  );
}
