import { Card, Empty } from 'antd';
import type { ReactNode } from 'react';

/** An honest empty state: what will appear here and how it gets there. */
export function EmptySection({ title, description, action }: { title: string; description: string; action?: ReactNode }) {
  return (
    <Card>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <span style={{ display: 'block', maxWidth: 460, margin: '0 auto' }}>
            <strong style={{ display: 'block', fontSize: 16, color: '#1c1b2e', marginBottom: 4 }}>{title}</strong>
            <span style={{ color: '#55536b' }}>{description}</span>
          </span>
        }
      >
        {action}
      </Empty>
    </Card>
  );
}
