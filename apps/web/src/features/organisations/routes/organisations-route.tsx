import { Button, Input, Table } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useOrganisationList, type OrganisationRow } from '../../../api/organisations/organisation-list.ts';
import { PageGuard } from '../../../components/page-guard.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/session/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { CreateOrganisationModal } from '../components/create-organisation-modal.tsx';
import { ToneTag } from '../../../components/tone-tag.tsx';
import { LoadError } from '../../../components/load-error.tsx';

function OrganisationsPage() {
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1) || 1;
  const pageSize = Number(params.get('size') ?? 10) || 10;
  const search = params.get('q') ?? undefined;
  const list = useOrganisationList({ pageNumber: page, pageSize, search });
  const [creating, setCreating] = useState(false);
  const isSuper = me?.role === 'superAdmin';
  return (
    <>
      <PageHeader
        title="Organisations"
        description={isSuper ? 'Every customer organisation: plans, people and usage.' : 'Your organisation: plan, people and usage.'}
        actions={
          isSuper ? (
            <Button type="primary" onClick={() => setCreating(true)}>
              Create organisation
            </Button>
          ) : null
        }
      />
      <Input.Search
        aria-label="Search organisations"
        placeholder="Search by name"
        defaultValue={search}
        allowClear
        onSearch={(v) => setParams(v.trim() ? { q: v.trim() } : {})}
        style={{ maxWidth: 320, marginBottom: 16 }}
      />
      {list.isError ? (
        <LoadError title="We could not load the organisations" query={list} />
      ) : (
        <Table<OrganisationRow>
          rowKey="id"
          loading={list.isPending || list.isFetching}
          dataSource={list.data?.organisations ?? []}
          scroll={{ x: 600 }}
          locale={{ emptyText: 'No organisations found' }}
          pagination={{
            current: page,
            pageSize,
            total: list.data?.totalOrganisations ?? 0,
            onChange: (p, size) => setParams({ ...(search ? { q: search } : {}), page: String(p), size: String(size) }),
          }}
          columns={[
            { title: 'Name', dataIndex: 'name', render: (name: string, org) => <Link to={paths.app.organisation.build(org.id)}>{name}</Link> },
            { title: 'Plan', dataIndex: 'plan' },
            { title: 'Users', dataIndex: 'usersCount' },
            {
              title: 'Status',
              dataIndex: 'isActive',
              render: (on: boolean) => <ToneTag tone={on ? 'success' : 'neutral'}>{on ? 'active' : 'inactive'}</ToneTag>,
            },
          ]}
        />
      )}
      <CreateOrganisationModal open={creating} onClose={() => setCreating(false)} />
    </>
  );
}

/** /app/organisations */
export function OrganisationsRoute() {
  useDocumentTitle('Organisations');
  return (
    <PageGuard page="organisations">
      <OrganisationsPage />
    </PageGuard>
  );
}
