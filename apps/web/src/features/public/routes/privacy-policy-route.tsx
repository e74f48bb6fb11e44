import { Button, Checkbox } from 'antd';
import { useState } from 'react';
import { PublicLayout } from '../../../components/public-layout.tsx';
import { ButtonLink } from '../../../components/button-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PRIVACY_SECTIONS } from '../components/privacy-policy-text.tsx';

export function PrivacyPolicyRoute() {
  useDocumentTitle('Privacy Policy');
  const [accepted, setAccepted] = useState(false);
  return (
    <PublicLayout>
      <div className="doc">
        <article className="doc-body">
          <h1>Privacy Policy</h1>
          <p style={{ color: '#55536b' }}>Last updated: November 2026</p>
          {PRIVACY_SECTIONS.map((section) => (
            <section key={section.title}>
              <h2>{section.title}</h2>
              {section.body}
            </section>
          ))}
          <div className="doc-accept">
            <Checkbox checked={accepted} onChange={(e) => setAccepted(e.target.checked)}>
              I am above 18 years of age and have read and accepted Privacy Policy
            </Checkbox>
            <div style={{ marginTop: 16 }}>
              {accepted ? (
                <ButtonLink to={paths.home} type="primary">
                  Continue to registration
                </ButtonLink>
              ) : (
                <Button type="primary" disabled>
                  Continue to registration
                </Button>
              )}
            </div>
          </div>
        </article>
      </div>
    </PublicLayout>
  );
}
