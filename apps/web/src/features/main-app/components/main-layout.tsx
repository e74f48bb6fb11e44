import { AppstoreOutlined, BulbOutlined, DashboardOutlined, SettingOutlined, TranslationOutlined } from '@ant-design/icons';
import { Layout, Menu } from 'antd';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { ProfileMenu } from '../../../components/profile-menu.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/session/session.ts';

const NAV = [
  { key: paths.app.root, icon: <DashboardOutlined aria-hidden="true" />, label: 'Dashboard' },
  { key: paths.app.projects, icon: <AppstoreOutlined aria-hidden="true" />, label: 'Projects' },
  { key: paths.app.translations, icon: <TranslationOutlined aria-hidden="true" />, label: 'Translations' },
  { key: paths.app.suggestions, icon: <BulbOutlined aria-hidden="true" />, label: 'Suggestions' },
  { key: paths.app.settings, icon: <SettingOutlined aria-hidden="true" />, label: 'Settings' },
];

function selectedKey(pathname: string): string {
  const match = NAV.filter((item) => item.key !== paths.app.root && pathname.startsWith(item.key));
  return match[0]?.key ?? paths.app.root;
}

/** The main application's shell: sider navigation, a header with the account menu, the page. */
export function MainLayout({ headerActions }: { headerActions?: ReactNode }) {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const items = NAV.map(({ key, icon, label }) => ({ key, icon, label: <Link to={key}>{label}</Link> }));
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={232} breakpoint="lg" collapsedWidth={72} theme="dark">
        <div style={{ padding: '18px 20px' }}>
          <BrandLogo to={paths.app.root} inverted size={30} />
        </div>
        <nav aria-label="Main">
          <Menu theme="dark" mode="inline" selectedKeys={[selectedKey(pathname)]} items={items} />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 12, borderBottom: '1px solid #ebe9f5', height: 64 }}>
          {headerActions}
          {user ? <ProfileMenu user={user} /> : null}
        </Layout.Header>
        <Layout.Content id="main" style={{ padding: 'clamp(16px, 3vw, 32px)', minWidth: 0 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
