import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { PublicUser } from '@lipi/contract';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { roleLabel } from '../lib/role-label.ts';
import { useEndSession } from '../lib/session/session-actions.ts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || '?';

/** The header's account menu: who is signed in, the profile page, and Logout. */
export function ProfileMenu({ user }: { user: PublicUser }) {
  const endSession = useEndSession();
  const [signingOut, setSigningOut] = useState(false);
  const items: MenuProps['items'] = [
    { key: 'who', disabled: true, label: <span style={{ color: '#55536b' }}>{roleLabel(user.role)}</span> },
    { type: 'divider' },
    { key: 'profile', icon: <UserOutlined aria-hidden="true" />, label: 'Profile' },
    { key: 'logout', icon: <LogoutOutlined aria-hidden="true" />, label: 'Logout', danger: true },
  ];
  const navigate = useNavigate();
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate(paths.app.profile);
    if (key !== 'logout') return;
    setSigningOut(true);
    void endSession().finally(() => setSigningOut(false));
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" loading={signingOut} style={{ height: 48, display: 'flex', alignItems: 'center', gap: 10 }}>
        <Avatar style={{ background: '#3b2db5' }} aria-hidden="true">
          {initials(user.name)}
        </Avatar>
        <span style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', lineHeight: 1.25 }}>
          <strong>{user.name}</strong>
          <span style={{ fontSize: 12, color: '#55536b' }}>{user.email}</span>
        </span>
        <DownOutlined aria-hidden="true" style={{ fontSize: 11 }} />
      </Button>
    </Dropdown>
  );
}
