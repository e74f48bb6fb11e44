import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { MESSAGES } from '@lipi/contract';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useStartSession } from '../../../lib/session/session-actions.ts';
import { useUiConfig } from '../../../lib/session/ui-config.ts';
import { toast } from '../../../lib/toast.ts';
import { useLogin, type LoginFailure } from '../../../api/auth/sign-in.ts';
import { LoginNotice } from './login-notice.tsx';
import { RecaptchaField } from './recaptcha-field.tsx';

type SignInValues = { email: string; password: string };

export function SignInForm() {
  const navigate = useNavigate();
  const { data: uiConfig } = useUiConfig();
  const siteKey = uiConfig?.recaptchaSiteKey ?? null;
  const login = useLogin();
  const startSession = useStartSession();
  const [failure, setFailure] = useState<Partial<LoginFailure> | null>(null);
  const [recaptchaValue, setRecaptchaValue] = useState<string | null>(null);
  const [recaptchaReset, setRecaptchaReset] = useState(0);

  const onFinish = (values: SignInValues) => {
    if (siteKey && !recaptchaValue) {
      toast.warning('Please confirm that you are not a robot.');
      return;
    }
    login.mutate(
      { email: values.email.trim(), password: values.password, recaptchaValue },
      {
        onSuccess: ({ token, user }) => {
          setFailure(null);
          startSession(token, { user });
          navigate(paths.app.root, { replace: true });
        },
        onError: (error) => {
          toast.warning(error.message);
          setFailure(isApiError(error) ? (error.data as Partial<LoginFailure> | null) : null);
          if (siteKey) setRecaptchaReset((n) => n + 1);
        },
      },
    );
  };

  return (
    <>
      <LoginNotice failure={failure} />
      <Form<SignInValues>
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        scrollToFirstError={{ focus: true, block: 'center' }}
        disabled={login.isPending}
        size="large"
      >
        <Form.Item label="Email" name="email" rules={[{ required: true, whitespace: true, message: MESSAGES.loginEmailRequired }]}>
          <Input prefix={<MailOutlined aria-hidden="true" />} type="email" autoComplete="username" placeholder="you@company.com" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: MESSAGES.loginPasswordRequired }]}>
          <Input.Password prefix={<LockOutlined aria-hidden="true" />} autoComplete="current-password" placeholder="Your password" />
        </Form.Item>
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: -8, marginBottom: 16 }}>
          <Link to={paths.forgotPassword}>Forgot Password?</Link>
        </div>
        {siteKey ? <RecaptchaField siteKey={siteKey} onChange={setRecaptchaValue} resetKey={recaptchaReset} /> : null}
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          Sign in
        </Button>
      </Form>
      <div className="form-links" style={{ marginTop: 24 }}>
        <span>
          New to Lipi? <Link to={paths.register}>Register</Link>
        </span>
        <Link to={paths.privacyPolicy}>Privacy Policy</Link>
      </div>
    </>
  );
}
