import {
  AppstoreOutlined,
  AuditOutlined,
  CreditCardOutlined,
  BankOutlined,
  BulbOutlined,
  EyeOutlined,
  FileProtectOutlined,
  SafetyCertificateOutlined,
  CheckSquareOutlined,
  DashboardOutlined,
  SettingOutlined,
  SignatureOutlined,
  SolutionOutlined,
  TeamOutlined,
  TranslationOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { canOpenPage, type PageKey } from '@lipi/contract';
import { Layout, Menu } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { ProfileMenu } from '../../../components/profile-menu.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/session/session.ts';

/** `page` items show only to roles that may open that page (the contract's PAGE_ROLES, the server's policy). */
const NAV: { key: string; icon: ReactNode; label: string; page?: PageKey }[] = [
  { key: paths.app.root, icon: <DashboardOutlined aria-hidden="true" />, label: 'Dashboard' },
  { key: paths.app.projects, icon: <AppstoreOutlined aria-hidden="true" />, label: 'Projects' },
  { key: paths.app.translations, icon: <TranslationOutlined aria-hidden="true" />, label: 'Translations' },
  { key: paths.app.suggestions, icon: <BulbOutlined aria-hidden="true" />, label: 'Suggestions' },
  { key: paths.app.manualTranslation, icon: <SignatureOutlined aria-hidden="true" />, label: 'Professional translation' },
  { key: paths.app.tasks, icon: <CheckSquareOutlined aria-hidden="true" />, label: 'My tasks' },
  { key: paths.app.users, icon: <UserOutlined aria-hidden="true" />, label: 'Users', page: 'users' },
  { key: paths.app.deliveryManagers, icon: <SolutionOutlined aria-hidden="true" />, label: 'Delivery managers', page: 'deliveryManagers' },
  { key: paths.app.collaborators, icon: <TeamOutlined aria-hidden="true" />, label: 'Collaborators', page: 'collaborators' },
  { key: paths.app.organisations, icon: <BankOutlined aria-hidden="true" />, label: 'Organisations', page: 'organisations' },
  { key: paths.app.kyc, icon: <FileProtectOutlined aria-hidden="true" />, label: 'KYC documents', page: 'kyc' },
  { key: paths.app.kycReview, icon: <SafetyCertificateOutlined aria-hidden="true" />, label: 'KYC review', page: 'kycReview' },
  { key: paths.app.demoIds, icon: <EyeOutlined aria-hidden="true" />, label: 'Demo ids', page: 'demoIds' },
  { key: paths.app.auditLog, icon: <AuditOutlined aria-hidden="true" />, label: 'Audit log', page: 'auditLog' },
  { key: paths.app.billing, icon: <CreditCardOutlined aria-hidden="true" />, label: 'Billing', page: 'billing' },
  { key: paths.app.settings, icon: <SettingOutlined aria-hidden="true" />, label: 'Settings' },
];

function selectedKey(pathname: string): string {
  // The longest matching key: /app/kyc-review also starts with /app/kyc.
  const match = NAV.filter((item) => item.key !== paths.app.root && pathname.startsWith(item.key)).sort((a, b) => b.key.length - a.key.length);
  return match[0]?.key ?? paths.app.root;
}

/** The main application's shell: sider navigation, a header with the account menu, the page. */
export function MainLayout({ headerActions }: { headerActions?: ReactNode }) {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  // Below the lg breakpoint the side bar collapses to its icons, and the logo to its mark.
  const [narrow, setNarrow] = useState(false);
  const items = NAV.filter((item) => !item.page || canOpenPage(user?.role, item.page)).map(({ key, icon, label }) => ({
    key,
    icon,
    label: <Link to={key}>{label}</Link>,
  }));
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={232} breakpoint="lg" collapsedWidth={72} theme="dark" onBreakpoint={setNarrow}>
        <div style={{ padding: '18px 20px' }}>
          <BrandLogo to={paths.app.root} inverted size={30} markOnly={narrow} />
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
