import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Result, Skeleton, Steps } from 'antd';
import { errorMessage } from '../../../lib/api-error.ts';
import { useUiConfig } from '../../../lib/session/ui-config.ts';
import { useProjectDetails } from '../../../api/projects/project-details.ts';
import { useVerifyIntegration } from '../../../api/public/verify-script.ts';
import { snippetTag } from '../lib/snippet-tag.ts';
import { LEVEL_SUMMARY, VERIFICATION_STEPS, verificationSteps } from '../lib/verification.ts';
import { CopyTag } from './copy-tag.tsx';

const INSTALL_STEPS = [
  'Copy the tag below.',
  'Paste it into the <head> of every page of your site (in your template or tag manager), before </head>.',
  'Publish the change, open one of your pages once in a browser, then verify here.',
];

/** The tag to paste, how, and the live check of an installation (levels 0–3 with their reasons). */
export function InstallSection({ projectId }: { projectId: string }) {
  const config = useUiConfig();
  const project = useProjectDetails(projectId);
  const verify = useVerifyIntegration(projectId);
  const publicUrl = config.data?.uiUrl ?? window.location.origin;
  const reply = verify.data;

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card title={<h2 style={{ margin: 0, fontSize: 17 }}>Add Lipi to your website</h2>}>
        <ol style={{ margin: '0 0 16px', paddingLeft: 20, display: 'grid', gap: 6 }}>
          {INSTALL_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {config.isPending ? <Skeleton.Input active block /> : <CopyTag tag={snippetTag(publicUrl, projectId)} />}
        <p style={{ margin: '12px 0 0', color: '#55536b', fontSize: 13 }}>
          The snippet loads after your page (<code>defer</code>), adds a language switcher and translates the text in the visitor’s browser. Nothing else on
          your site changes.
        </p>
      </Card>
      <Card title={<h2 style={{ margin: 0, fontSize: 17 }}>Verify the installation</h2>}>
        <Form
          layout="inline"
          onFinish={(values: { url?: string }) => verify.mutate(values.url?.trim())}
          disabled={verify.isPending}
          style={{ rowGap: 8, marginBottom: 16 }}
        >
          <Form.Item name="url" label="Page to check" style={{ flex: '1 1 360px' }}>
            <Input placeholder={project.data?.baseUrl ?? 'Your home page'} inputMode="url" spellCheck={false} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<SafetyCertificateOutlined aria-hidden="true" />} loading={verify.isPending}>
              Verify
            </Button>
          </Form.Item>
        </Form>
        {verify.isError ? <Alert type="error" showIcon title="We could not check the page" description={errorMessage(verify.error)} /> : null}
        {reply ? (
          <div aria-live="polite">
            <Result
              status={LEVEL_SUMMARY[reply.verificationLevel]?.status ?? 'info'}
              title={<h3 style={{ margin: 0, fontSize: 20 }}>{LEVEL_SUMMARY[reply.verificationLevel]?.title ?? `Level ${reply.verificationLevel}`}</h3>}
              subTitle={
                <span>
                  Verification level <strong data-testid="verification-level">{reply.verificationLevel}</strong> of 3 for{' '}
                  <a href={reply.url} target="_blank" rel="noopener noreferrer">
                    {reply.url}
                  </a>
                </span>
              }
              style={{ padding: '16px 0' }}
            />
            <Steps
              orientation="vertical"
              size="small"
              aria-label="Verification checks"
              // Every step carries its own status; `current` only keeps antd from marking the first as "in progress".
              current={VERIFICATION_STEPS.length}
              items={verificationSteps(reply).map((s) => ({ title: s.title, status: s.status, content: s.description }))}
            />
          </div>
        ) : !verify.isError ? (
          <p style={{ margin: 0, color: '#55536b' }}>Checks the page for the tag and its project id, and whether the snippet has run for a visitor.</p>
        ) : null}
      </Card>
    </div>
  );
}
