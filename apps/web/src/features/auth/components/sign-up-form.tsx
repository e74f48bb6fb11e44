import { DEFAULT_SIGNUP_ROLE, MESSAGES, SELF_SIGNUP_ROLES, signUpSchema } from '@lipi/contract';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { sameAsRule, zodRule } from '../../../lib/form-rules.ts';
import { toast } from '../../../lib/toast.ts';
import { useSignUp, type SignUpInput } from '../../../api/auth/sign-up.ts';
import { roleLabel } from '../../../lib/role-label.ts';

const fields = signUpSchema.shape;
const ROLE_OPTIONS = SELF_SIGNUP_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

/** The older organisation sign-up (auth/new); the role can only be organisationAdmin. */
export function SignUpForm() {
  const navigate = useNavigate();
  const signUp = useSignUp();

  const onFinish = (values: SignUpInput) => {
    signUp.mutate(values, {
      onSuccess: (message) => navigate(paths.notification.build(message || 'Please check your email to verify your account.')),
      onError: (error) => toast.warning(error.message),
    });
  };

  return (
    <Form<SignUpInput>
      layout="vertical"
      size="large"
      onFinish={onFinish}
      scrollToFirstError={{ focus: true, block: 'center' }}
      disabled={signUp.isPending}
      initialValues={{ role: DEFAULT_SIGNUP_ROLE }}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="First name" name="firstName" required rules={[zodRule(fields.firstName)]}>
            <Input autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Last name" name="lastName" required rules={[zodRule(fields.lastName)]}>
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Email" name="email" required rules={[zodRule(fields.email)]}>
        <Input type="email" autoComplete="email" placeholder="you@company.com" />
      </Form.Item>
      <Form.Item label="Organisation" name="organisation" required rules={[zodRule(fields.organisation)]}>
        <Input autoComplete="organization" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="Password" name="password" required rules={[zodRule(fields.password)]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Confirm password"
            name="confirmPassword"
            dependencies={['password']}
            required
            rules={[zodRule(fields.confirmPassword), sameAsRule('password', MESSAGES.passwordMismatch)]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Role" name="role">
        <Select options={ROLE_OPTIONS} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={signUp.isPending}>
        Create account
      </Button>
      <p style={{ marginTop: 20 }}>
        Already have an account? <Link to={paths.signIn}>Sign In</Link>
      </p>
    </Form>
  );
}
