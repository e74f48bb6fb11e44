import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { BrandLogo } from './brand-logo.tsx';
import { ButtonLink } from './button-link.tsx';
import { MarketingBanner } from './marketing-banner.tsx';

/** Frame of every public screen: a header with navigation, the main landmark and a footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="public-frame">
      <header className="public-header">
        <BrandLogo to={paths.home} />
        <nav aria-label="Account">
          <ButtonLink to={paths.signIn} type="text">
            Sign in
          </ButtonLink>
          <ButtonLink to={paths.register} type="primary">
            Start free trial
          </ButtonLink>
        </nav>
      </header>
      <main className="public-main" id="main">
        {children}
      </main>
      <footer className="public-footer">
        <span>© {new Date().getFullYear()} Lipi · Open-source localisation for Indian languages</span>
        <nav aria-label="Legal" style={{ display: 'flex', gap: 16 }}>
          <Link to={paths.privacyPolicy}>Privacy Policy</Link>
          <Link to={paths.signUp}>Create an organisation account</Link>
        </nav>
      </footer>
    </div>
  );
}

/** Banner on the left, the screen's own content on the right. */
export function SplitScreen({ children }: { children: ReactNode }) {
  return (
    <div className="split">
      <MarketingBanner />
      <div className="split-panel split-panel-center">{children}</div>
    </div>
  );
}
