import { ROLES, USER_STATUSES, type Role, type UserStatus } from '@lipi/contract';
import { Button, Input, Select } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUserList, type AdminUserRow } from '../../../api/users/user-list.ts';
import { PageGuard } from '../../../components/page-guard.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { roleLabel } from '../../../lib/role-label.ts';
import { useCurrentUser } from '../../../lib/session/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { UserDrawer } from '../components/user-drawer.tsx';
import { UsersTable } from '../components/users-table.tsx';
import { LoadError } from '../../../components/load-error.tsx';

function UsersPage() {
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1) || 1;
  const pageSize = Number(params.get('size') ?? 10) || 10;
  const role = (params.get('role') ?? undefined) as Role | undefined;
  const status = (params.get('status') ?? undefined) as UserStatus | undefined;
  const search = params.get('q') ?? undefined;
  const list = useUserList({ pageNumber: page, pageSize, role, status, search });
  const [drawer, setDrawer] = useState<{ open: boolean; user: AdminUserRow | null }>({ open: false, user: null });
  const setParam = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  };
  return (
    <>
      <PageHeader
        title="Users"
        description="People of your organisation you manage: create them, change their role, switch them off."
        actions={
          <Button type="primary" onClick={() => setDrawer({ open: true, user: null })}>
            Create user
          </Button>
        }
      />
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}>
        <Input.Search
          aria-label="Search users"
          placeholder="Search name or email"
          defaultValue={search}
          allowClear
          onSearch={(v) => setParam('q', v.trim() || undefined)}
          style={{ maxWidth: 320 }}
        />
        <Select
          aria-label="Filter by role"
          placeholder="All roles"
          allowClear
          value={role}
          onChange={(v?: string) => setParam('role', v)}
          style={{ minWidth: 200 }}
          options={ROLES.map((r) => ({ value: r, label: roleLabel(r) }))}
        />
        <Select
          aria-label="Filter by status"
          placeholder="All statuses"
          allowClear
          value={status}
          onChange={(v?: string) => setParam('status', v)}
          style={{ minWidth: 160 }}
          options={USER_STATUSES.map((s) => ({ value: s, label: s }))}
        />
      </div>
      {list.isError ? (
        <LoadError title="We could not load the users" query={list} />
      ) : (
        <UsersTable
          rows={list.data?.users ?? []}
          total={list.data?.totalUsers ?? 0}
          page={page}
          pageSize={pageSize}
          loading={list.isPending || list.isFetching}
          selfId={me?.id}
          onPage={(p, size) =>
            setParams((prev) => {
              const next = new URLSearchParams(prev);
              next.set('page', String(p));
              next.set('size', String(size));
              return next;
            })
          }
          onEdit={(user) => setDrawer({ open: true, user })}
        />
      )}
      <UserDrawer open={drawer.open} user={drawer.user} callerRole={me?.role ?? ''} onClose={() => setDrawer({ open: false, user: null })} />
    </>
  );
}

/** /app/users */
export function UsersRoute() {
  useDocumentTitle('Users');
  return (
    <PageGuard page="users">
      <UsersPage />
    </PageGuard>
  );
}
