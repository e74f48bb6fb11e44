import type { ReactNode } from 'react';

/** The h1 of an app page with a one-line description and optional actions. */
export function PageHeader({ title, description, actions }: { title: string; description: string; actions?: ReactNode }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 16, marginBottom: 24, flexWrap: 'wrap' }}>
      <div>
        <h1 style={{ margin: 0, fontSize: 26 }}>{title}</h1>
        <p style={{ margin: '4px 0 0', color: '#55536b' }}>{description}</p>
      </div>
      {actions}
    </div>
  );
}
