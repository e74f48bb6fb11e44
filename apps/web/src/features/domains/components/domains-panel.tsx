import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Col, Popconfirm, Row, Switch, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { ToneTag } from '../../../components/tone-tag.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageName } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteDomain } from '../../../api/domains/delete-domain.ts';
import { useDomainStats } from '../../../api/domains/domain-stats.ts';
import { useDomains, type ProjectDomainRow } from '../../../api/domains/list-domains.ts';
import { useToggleDomain } from '../../../api/domains/toggle-domain.ts';
import { domainFailureStatus } from '../lib/domain-failure.ts';
import { AddDomainButton } from './add-domain-button.tsx';
import { DomainLanguagesModal } from './domain-languages-modal.tsx';
import { EmptyText } from '../../../components/empty-text.tsx';
import { LoadError } from '../../../components/load-error.tsx';

const formatNumber = (n: number) => n.toLocaleString('en-IN');

/** The domains tab of a multi-origin project: figures, the active flag, languages, add and delete. */
export function DomainsPanel({ projectId, canEdit = true }: { projectId: string; canEdit?: boolean }) {
  const domains = useDomains(projectId);
  const stats = useDomainStats(projectId);
  const toggle = useToggleDomain(projectId);
  const remove = useDeleteDomain(projectId);
  const [editing, setEditing] = useState<ProjectDomainRow | null>(null);
  const statsOf = new Map((stats.data?.domains ?? []).map((d) => [d.hostname, d]));

  const columns: TableProps<ProjectDomainRow>['columns'] = [
    {
      title: 'Domain',
      dataIndex: 'hostname',
      render: (hostname: string, row) => (
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <a href={row.origin} target="_blank" rel="noopener noreferrer" style={{ fontWeight: 600 }}>
            {hostname}
          </a>
          {row.isPrimary ? <ToneTag tone="info">Main</ToneTag> : null}
        </span>
      ),
    },
    {
      title: 'Active',
      dataIndex: 'isActive',
      align: 'center',
      render: (isActive: boolean, row) => (
        <Switch
          size="small"
          checked={isActive}
          disabled={!canEdit}
          aria-label={`Active: ${row.hostname}`}
          loading={toggle.isPending && toggle.variables?.hostname === row.hostname}
          onChange={(checked) =>
            toggle.mutate(
              { hostname: row.hostname, isActive: checked },
              { onSuccess: (reply) => toast.success(reply.message), onError: (e) => toast.error(errorMessage(e, "Couldn't update")) },
            )
          }
        />
      ),
    },
    { title: 'Languages', dataIndex: 'languages', render: (codes: string[]) => codes.map(languageName).join(', ') },
    { title: 'URLs', key: 'urls', align: 'right', render: (_: unknown, row) => formatNumber(statsOf.get(row.hostname)?.urlCount ?? 0) },
    { title: 'Words', key: 'words', align: 'right', render: (_: unknown, row) => formatNumber(statsOf.get(row.hostname)?.wordCount ?? 0) },
    {
      title: 'Collaborators',
      dataIndex: 'collaborators',
      render: (list: ProjectDomainRow['collaborators']) => (list.length ? list.map((c) => c.name).join(', ') : 'None'),
    },
    ...(canEdit
      ? [
          {
            title: <span className="visually-hidden">Actions</span>,
            key: 'actions',
            render: (_: unknown, row: ProjectDomainRow) => (
              <span style={{ display: 'inline-flex', gap: 4 }}>
                <Button
                  size="small"
                  icon={<EditOutlined aria-hidden="true" />}
                  onClick={() => setEditing(row)}
                  aria-label={`Edit languages of ${row.hostname}`}
                >
                  Languages
                </Button>
                <Popconfirm
                  title={`Delete ${row.hostname}?`}
                  description="Its URLs and their counts leave the project."
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  disabled={row.isPrimary}
                  onConfirm={() =>
                    remove.mutateAsync(row.hostname).then(
                      (reply) => toast.success(reply.data.status || reply.message),
                      (error: unknown) => toast.error(domainFailureStatus(error)),
                    )
                  }
                >
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined aria-hidden="true" />}
                    disabled={row.isPrimary}
                    aria-label={row.isPrimary ? `${row.hostname} is the main domain and cannot be deleted` : `Delete ${row.hostname}`}
                    loading={remove.isPending && remove.variables === row.hostname}
                  />
                </Popconfirm>
              </span>
            ),
          },
        ]
      : []),
  ];

  const tiles = [
    ['Domains', stats.data?.totalDomain],
    ['Source words', stats.data?.wordCount],
    ['Unique words', stats.data?.uniqueWordCount],
  ] as const;

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Row gutter={[16, 16]}>
        {tiles.map(([label, value]) => (
          <Col xs={24} sm={8} key={label}>
            <div className="stat-tile">
              <h2>{label}</h2>
              <strong>{value === undefined ? '…' : formatNumber(value)}</strong>
            </div>
          </Col>
        ))}
      </Row>
      <Card
        title={<h2 style={{ margin: 0, fontSize: 17 }}>Domains</h2>}
        extra={canEdit ? <AddDomainButton projectId={projectId} defaultLanguages={domains.data?.[0]?.languages ?? []} /> : null}
      >
        {domains.isError ? (
          <LoadError title="We could not load the domains" query={domains} />
        ) : (
          <Table<ProjectDomainRow>
            rowKey="id"
            columns={columns}
            dataSource={domains.data ?? []}
            loading={domains.isPending}
            pagination={false}
            scroll={{ x: 900 }}
            locale={{ emptyText: <EmptyText>No domains yet</EmptyText> }}
          />
        )}
      </Card>
      {editing ? (
        <DomainLanguagesModal projectId={projectId} hostname={editing.hostname} languages={editing.languages} open onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
