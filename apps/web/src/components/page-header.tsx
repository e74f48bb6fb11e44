import type { ReactNode } from 'react';

type PageHeaderProps = { title: ReactNode; description?: ReactNode; actions?: ReactNode; tag?: ReactNode };

/** The h1 of an app page with a one-line description, an optional tag beside the title and actions. */
export function PageHeader({ title, description, actions, tag }: PageHeaderProps) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 16, marginBottom: 24, flexWrap: 'wrap' }}>
      <div style={{ minWidth: 0 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
          <h1 style={{ margin: 0, fontSize: 26, overflowWrap: 'anywhere' }}>{title}</h1>
          {tag}
        </div>
        {description ? <div style={{ margin: '4px 0 0', color: '#55536b' }}>{description}</div> : null}
      </div>
      {actions ? <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>{actions}</div> : null}
    </div>
  );
}
