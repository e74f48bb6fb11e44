import { Card, Descriptions } from 'antd';
import { ToneTag } from '../../../components/tone-tag.tsx';
import { roleLabel } from '../../../lib/role-label.ts';
import { useCurrentUser } from '../../../lib/session/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PageHeader } from '../../../components/page-header.tsx';

const maskKey = (key: string) => (key.length > 8 ? `${'•'.repeat(8)}${key.slice(-4)}` : '•'.repeat(key.length));

export function SettingsRoute() {
  useDocumentTitle('Settings');
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <PageHeader title="Settings" description="Your account. Organisation, team and billing settings will appear here as they become available." />
      <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Account</h2>}>
        <Descriptions
          column={1}
          bordered
          size="medium"
          items={[
            { key: 'name', label: 'Name', children: user.name },
            {
              key: 'email',
              label: 'Email',
              children: (
                <>
                  {user.email} {user.emailVerified ? <ToneTag tone="success">Verified</ToneTag> : <ToneTag tone="warning">Not verified</ToneTag>}
                </>
              ),
            },
            { key: 'role', label: 'Role', children: roleLabel(user.role) },
            { key: 'apikey', label: 'Api key', children: user.apikey ? <code>{maskKey(user.apikey)}</code> : 'No api key issued' },
            { key: 'terms', label: 'Terms and conditions', children: user.contractAgreed ? 'Accepted' : 'Not yet accepted' },
          ]}
        />
      </Card>
    </>
  );
}
