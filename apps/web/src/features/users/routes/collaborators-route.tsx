import { Button, Space, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCollaborators, type CollaboratorRow } from '../../../api/users/collaborators.ts';
import { PageGuard } from '../../../components/page-guard.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AssignDomainModal } from '../components/assign-domain-modal.tsx';
import { ToneTag } from '../../../components/tone-tag.tsx';
import { LoadError } from '../../../components/load-error.tsx';

/** Each assigned domain links to its project's Domains tab, where collaborators are assigned and removed. */
function AssignedDomains({ row }: { row: CollaboratorRow }) {
  if (row.domains.length === 0) return <span style={{ color: '#55536b' }}>None yet</span>;
  return (
    <Space wrap size={[4, 4]}>
      {row.domains.map((d) => (
        <Link
          key={`${d.projectId}:${d.hostname}`}
          to={paths.app.projectDomains.build(d.projectId)}
          aria-label={`${d.projectName} · ${d.hostname}: open domain assignment`}
        >
          <ToneTag tone="info">
            {d.projectName} · {d.hostname}
          </ToneTag>
        </Link>
      ))}
    </Space>
  );
}

function CollaboratorsPage() {
  const list = useCollaborators();
  const [assigning, setAssigning] = useState<CollaboratorRow | null>(null);
  return (
    <>
      <PageHeader title="Collaborators" description="Collaborators see and translate only the domains assigned to them." />
      {list.isError ? (
        <LoadError title="We could not load the collaborators" query={list} />
      ) : (
        <Table<CollaboratorRow>
          rowKey="id"
          loading={list.isPending}
          dataSource={list.data?.collaborators ?? []}
          locale={{ emptyText: 'No collaborators yet: create one on the Users page' }}
          pagination={false}
          scroll={{ x: 640 }}
          columns={[
            {
              title: 'Name',
              dataIndex: 'name',
              render: (name: string, row) => (
                <span>
                  <strong>{name}</strong>
                  <br />
                  <span style={{ color: '#55536b' }}>{row.email}</span>
                </span>
              ),
            },
            {
              title: 'Status',
              dataIndex: 'isActive',
              render: (on: boolean) => <ToneTag tone={on ? 'success' : 'neutral'}>{on ? 'active' : 'inactive'}</ToneTag>,
            },
            { title: 'Assigned domains', key: 'domains', render: (_, row) => <AssignedDomains row={row} /> },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, row) =>
                row.isActive ? (
                  <Button size="small" onClick={() => setAssigning(row)} aria-label={`Assign domain to ${row.email}`}>
                    Assign domain
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
      <AssignDomainModal collaborator={assigning} onClose={() => setAssigning(null)} />
    </>
  );
}

/** /app/collaborators */
export function CollaboratorsRoute() {
  useDocumentTitle('Collaborators');
  return (
    <PageGuard page="collaborators">
      <CollaboratorsPage />
    </PageGuard>
  );
}
