import { ExportOutlined } from '@ant-design/icons';
import type { PreviewUrlReply } from '@lipi/contract';
import { Button, Card, Descriptions } from 'antd';

/**
 * The proxy's link and its other forms. The page opens in a new tab: the dashboard's content
 * security policy does not allow framing (frame-src), and the proxy's path form answers with a
 * sandboxing policy of its own, so the customer's scripts never reach the dashboard's storage.
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
    </Card>
  );
}
