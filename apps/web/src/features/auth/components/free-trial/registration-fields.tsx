import { GlobalOutlined, LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { freeTrialSchema, MESSAGES, normaliseUrl } from '@lipi/contract';
import { Col, Form, Input, Row } from 'antd';
import { sameAsRule, zodRule } from '../../../../lib/form-rules.ts';
import { LanguageSelect } from './language-select.tsx';

const fields = freeTrialSchema.shape;
const digitsOnly = (value: string | undefined) => (value ?? '').replace(/\D/g, '');

/** The free-trial fields with the contract's rules; `www.` gets https:// prefixed on blur. */
export function RegistrationFields({ onUrlBlur, urlWarning }: { onUrlBlur?: (url: string) => void; urlWarning?: string | null }) {
  const form = Form.useFormInstance();
  const normaliseOnBlur = () => {
    const value = form.getFieldValue('url') as string | undefined;
    if (!value) return;
    const normalised = normaliseUrl(value);
    if (normalised !== value) form.setFieldValue('url', normalised);
    onUrlBlur?.(normalised);
  };

  return (
    <>
      <Form.Item label="Full name" name="name" required rules={[zodRule(fields.name)]}>
        <Input prefix={<UserOutlined aria-hidden="true" />} autoComplete="name" placeholder="Your name" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="Work email" name="email" required rules={[zodRule(fields.email)]}>
            <Input prefix={<MailOutlined aria-hidden="true" />} type="email" autoComplete="email" placeholder="you@company.com" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Mobile number" name="phone" required rules={[zodRule(fields.phone)]} normalize={digitsOnly}>
            <Input prefix="+91" inputMode="tel" autoComplete="tel-national" maxLength={11} placeholder="9876543210" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label="Website URL"
        name="url"
        required
        rules={[zodRule(fields.url)]}
        validateTrigger="onBlur"
        extra={urlWarning ? <span style={{ color: '#8a4600' }}>{urlWarning}</span> : undefined}
      >
        <Input
          prefix={<GlobalOutlined aria-hidden="true" />}
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.example.com"
          onBlur={normaliseOnBlur}
        />
      </Form.Item>
      <Form.Item label="Languages" name="languages" required rules={[zodRule(fields.languages)]}>
        <LanguageSelect />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="Password" name="password" required rules={[zodRule(fields.password)]}>
            <Input.Password prefix={<LockOutlined aria-hidden="true" />} autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Confirm password"
            name="confirmPassword"
            dependencies={['password']}
            required
            rules={[{ required: true, message: MESSAGES.fieldRequired('confirm password') }, sameAsRule('password', MESSAGES.passwordMismatch)]}
          >
            <Input.Password prefix={<LockOutlined aria-hidden="true" />} autoComplete="new-password" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
