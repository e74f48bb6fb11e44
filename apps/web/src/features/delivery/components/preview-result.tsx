import { ExportOutlined } from '@ant-design/icons';
import type { PreviewUrlReply } from '@lipi/contract';
import { Button, Card, Descriptions } from 'antd';

/**
 * The proxy's link, its other forms, and the page itself in a frame. The frame loads the path form
 * (same origin as the dashboard, allowed by frame-src 'self'); both the frame's sandbox attribute
 * (no allow-same-origin) and the proxy's own sandboxing policy keep the customer's scripts away
 * from the dashboard's storage.
 */
export function PreviewResult({ reply }: { reply: PreviewUrlReply }) {
  const link = (href: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
      {href}
    </a>
  );
  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 17 }}>Translated page</h2>}
      extra={
        <Button type="primary" href={reply.previewUrl} target="_blank" rel="noopener noreferrer" icon={<ExportOutlined aria-hidden="true" />}>
          Open in a new tab
        </Button>
      }
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'preview', label: reply.form === 'host' ? 'Your language address' : 'Preview address', children: link(reply.previewUrl) },
          ...(reply.pathUrl !== reply.previewUrl ? [{ key: 'path', label: 'Works without DNS', children: link(reply.pathUrl) }] : []),
          ...(reply.subdomainUrl ? [{ key: 'sub', label: 'Lipi subdomain', children: link(reply.subdomainUrl) }] : []),
        ]}
      />
      <iframe
        title="Translated page preview"
        src={reply.pathUrl}
        sandbox="allow-scripts allow-forms allow-popups"
        referrerPolicy="no-referrer"
        style={{ width: '100%', height: 520, marginTop: 16, border: '1px solid #d9d9d9', borderRadius: 8, background: '#fff' }}
      />
    </Card>
  );
}
