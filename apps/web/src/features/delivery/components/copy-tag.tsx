import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast.ts';

/** The tag in a read-only code block with a copy button (a real button: Tab, then Enter or Space). */
export function CopyTag({ tag }: { tag: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2500);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(tag);
      setCopied(true);
      toast.success('Tag copied to the clipboard');
    } catch {
      toast.error('Copying was blocked by the browser: select the tag and copy it by hand');
    }
  };

  return (
    <div className="snippet-tag" style={{ display: 'flex', gap: 8, alignItems: 'stretch', flexWrap: 'wrap' }}>
      <pre
        aria-label="Script tag"
        tabIndex={0}
        style={{
          flex: '1 1 420px',
          margin: 0,
          padding: '10px 14px',
          background: '#1c1b2e',
          color: '#f6f5fb',
          borderRadius: 8,
          fontSize: 13,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <code>{tag}</code>
      </pre>
      <Button
        type="primary"
        icon={copied ? <CheckOutlined aria-hidden="true" /> : <CopyOutlined aria-hidden="true" />}
        onClick={copy}
        style={{ height: 'auto', minHeight: 40 }}
      >
        {copied ? 'Copied' : 'Copy tag'}
      </Button>
      <span role="status" className="visually-hidden">
        {copied ? 'Tag copied' : ''}
      </span>
    </div>
  );
}
