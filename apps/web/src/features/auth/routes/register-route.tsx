import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PublicLayout, SplitScreen } from '../../../components/public-layout.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { FreeTrialForm } from '../components/free-trial/free-trial-form.tsx';

const INCLUDED = [
  'One website project, translated into the languages you choose',
  'Machine translation first, with review before anything goes live',
  'Verification by mobile and email OTP: no card needed',
];

/** `/register`: the banner, with the free-trial form in a modal that opens straight away. */
export function RegisterRoute() {
  useDocumentTitle('Register');
  const [open, setOpen] = useState(true);
  return (
    <PublicLayout>
      <SplitScreen>
        <div className="form-card">
          <h1>Register for a free trial</h1>
          <p className="lede">See your own website in Indian languages in minutes.</p>
          <ul className="included">
            {INCLUDED.map((item) => (
              <li key={item}>
                <CheckCircleFilled aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <Button type="primary" size="large" block onClick={() => setOpen(true)}>
            Open the registration form
          </Button>
          <p style={{ marginTop: 16, marginBottom: 0 }}>
            Already registered? <Link to={paths.signIn}>Sign in</Link>
          </p>
        </div>
      </SplitScreen>
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} width={720} title="Start your free trial">
        <FreeTrialForm />
      </Modal>
    </PublicLayout>
  );
}
