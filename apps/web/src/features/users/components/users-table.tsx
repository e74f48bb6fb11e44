import type { AdminUserRow } from '../../../api/users/user-list.ts';
import { Button, Popconfirm, Space, Table } from 'antd';
import { usePasswordReset } from '../../../api/auth/password-reset.ts';
import { useSwitchStatus } from '../../../api/users/switch-status.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { roleLabel } from '../../../lib/role-label.ts';
import { toast } from '../../../lib/toast.ts';
import { ToneTag } from '../../../components/tone-tag.tsx';

const STATUS_TONES = { active: 'success', inactive: 'neutral', invited: 'warning' } as const;

type Props = {
  rows: AdminUserRow[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  selfId: string | undefined;
  onPage: (page: number, size: number) => void;
  onEdit: (user: AdminUserRow) => void;
};

export function UsersTable({ rows, total, page, pageSize, loading, selfId, onPage, onEdit }: Props) {
  const switchStatus = useSwitchStatus();
  const sendLink = usePasswordReset();
  const toggle = (user: AdminUserRow) =>
    switchStatus.mutate(
      { userId: user.id, isActive: !user.isActive },
      { onSuccess: (res) => toast.success(res.message), onError: (e) => toast.error(errorMessage(e)) },
    );
  const resetPassword = (user: AdminUserRow) =>
    sendLink.mutate(user.email, {
      onSuccess: () => toast.success(`A link to set a new password was mailed to ${user.email}.`),
      onError: (e) => toast.error(errorMessage(e)),
    });
  return (
    <Table<AdminUserRow>
      rowKey="id"
      loading={loading}
      dataSource={rows}
      // Content width, with the actions pinned right: at 1366 px (sider + three buttons) they were cut off.
      scroll={{ x: 'max-content' }}
      pagination={{ current: page, pageSize, total, showSizeChanger: true, onChange: onPage }}
      columns={[
        {
          title: 'Name',
          dataIndex: 'name',
          render: (name: string, u) => (
            <span>
              <strong>{name}</strong>
              <br />
              <span style={{ color: '#55536b' }}>{u.email}</span>
            </span>
          ),
        },
        { title: 'Role', dataIndex: 'role', render: (role: string) => roleLabel(role) },
        { title: 'Organisation', dataIndex: 'organisationName', responsive: ['md'] },
        { title: 'Status', dataIndex: 'status', render: (status: AdminUserRow['status']) => <ToneTag tone={STATUS_TONES[status]}>{status}</ToneTag> },
        { title: 'Machine translation', dataIndex: 'nmtEnabled', responsive: ['lg'], render: (on: boolean) => (on ? 'Allowed' : 'Off') },
        {
          title: 'Actions',
          key: 'actions',
          fixed: 'right',
          width: 300,
          render: (_, user) => (
            <Space wrap={false}>
              <Button size="small" onClick={() => onEdit(user)} aria-label={`Edit ${user.email}`}>
                Edit
              </Button>
              {user.id === selfId ? null : (
                <Popconfirm
                  title={user.isActive ? `Deactivate ${user.email}? Their sessions end at once.` : `Activate ${user.email}?`}
                  onConfirm={() => toggle(user)}
                >
                  <Button size="small" danger={user.isActive} aria-label={`${user.isActive ? 'Deactivate' : 'Activate'} ${user.email}`}>
                    {user.isActive ? 'Deactivate' : 'Activate'}
                  </Button>
                </Popconfirm>
              )}
              {user.isActive ? (
                <Button size="small" onClick={() => resetPassword(user)} aria-label={`Reset password of ${user.email}`}>
                  Reset password
                </Button>
              ) : null}
            </Space>
          ),
        },
      ]}
    />
  );
}
