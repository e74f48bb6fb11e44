import type { ReactNode } from 'react';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { ToneTag } from '../../../components/tone-tag.tsx';
import { ProfileMenu } from '../../../components/profile-menu.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/session/session.ts';

/** The reduced application's frame for freeOrgAdmin: no navigation, just the trial project. */
export function FreeLayout({ children, headerActions }: { children: ReactNode; headerActions?: ReactNode }) {
  const user = useCurrentUser();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <header className="public-header" style={{ height: 72 }}>
        <span style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <BrandLogo to={paths.app.root} />
          <ToneTag tone="warning">Free trial</ToneTag>
        </span>
        <span style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          {headerActions}
          {user ? <ProfileMenu user={user} /> : null}
        </span>
      </header>
      <main id="main" style={{ flex: 1, width: '100%', maxWidth: 1200, margin: '0 auto', padding: 'clamp(16px, 4vw, 40px)' }}>
        {children}
      </main>
    </div>
  );
}
