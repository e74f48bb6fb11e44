import { Button, Form } from 'antd';
import { isValidUrl } from '@lipi/contract';
import { useState } from 'react';
import { useCheckProjectExists } from '../../../../api/auth/check-project-exists.ts';
import { useCompleteRegistration } from '../../hooks/use-complete-registration.ts';
import { useFreeTrial } from '../../hooks/use-free-trial.ts';
import { OtpStep } from './otp-step.tsx';
import { RegisterFooter } from './register-footer.tsx';
import { RegistrationFields } from './registration-fields.tsx';

type FreeTrialValues = { name: string; email: string; phone: string; url: string; languages: string[]; password: string; confirmPassword: string };

/** Free-trial registration (spec 01 §2, §4): details → Send OTP → verify both → terms → Register for free. */
export function FreeTrialForm() {
  const [form] = Form.useForm<FreeTrialValues>();
  const flow = useFreeTrial();
  const registration = useCompleteRegistration();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const otpSent = flow.registration !== null;
  const checkSite = useCheckProjectExists();
  const [siteWarning, setSiteWarning] = useState<string | null>(null);

  // A hint only: the server still decides at Send OTP and onboarding.
  const onUrlBlur = (url: string) => {
    if (!isValidUrl(url)) return setSiteWarning(null);
    checkSite.mutate(url, {
      onSuccess: ({ exists }) => setSiteWarning(exists ? 'A project for this website already exists.' : null),
      onError: () => setSiteWarning(null),
    });
  };

  return (
    <div>
      <Form<FreeTrialValues>
        form={form}
        layout="vertical"
        size="large"
        onFinish={flow.start}
        scrollToFirstError={{ focus: true, block: 'center' }}
        disabled={otpSent || flow.isSending}
      >
        <RegistrationFields onUrlBlur={onUrlBlur} urlWarning={siteWarning} />
        {otpSent ? null : (
          <Button type="primary" htmlType="submit" block loading={flow.isSending} style={{ marginBottom: 16 }}>
            Send OTP
          </Button>
        )}
      </Form>
      {otpSent ? <OtpStep flow={flow} phone={form.getFieldValue('phone') as string} email={form.getFieldValue('email') as string} /> : null}
      <RegisterFooter
        otpSent={otpSent}
        status={flow.status}
        termsAccepted={termsAccepted}
        onTermsChange={setTermsAccepted}
        isRegistering={registration.isPending}
        onRegister={() => flow.registration && registration.complete(flow.registration.authenticationCode)}
      />
    </div>
  );
}
