import { Input, Table } from 'antd';
import { EmptyText } from '../../../components/empty-text.tsx';
import { Link, useSearchParams } from 'react-router';
import { useManualRequests, type ManualRequestRow } from '../../../api/manual-translation/list-requests.ts';
import { ButtonLink } from '../../../components/button-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { languageName } from '../../../lib/languages.ts';
import { useCurrentUser } from '../../../lib/session/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { canManageManual, formatAmount, PIPELINE_LABELS, StatusTag } from '../components/status-tag.tsx';
import { LoadError } from '../../../components/load-error.tsx';

/** /app/manual-translation: the organisation's professional-translation requests. */
export function ManualRequestsRoute() {
  useDocumentTitle('Professional translation');
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const pageNumber = Number(params.get('page') ?? 1) || 1;
  const searchText = params.get('q') ?? '';
  const list = useManualRequests({ pageNumber, pageSize: 10, searchText });
  return (
    <>
      <PageHeader
        title="Professional translation"
        description="Text signed off by professional linguists: request it, follow it, review it."
        actions={
          <>
            <ButtonLink to={paths.app.tasks}>My tasks</ButtonLink>
            {canManageManual(user?.role) ? (
              <ButtonLink type="primary" to={paths.app.newManualRequest}>
                New request
              </ButtonLink>
            ) : null}
          </>
        }
      />
      <Input.Search
        aria-label="Search requests"
        placeholder="Project, notes or status"
        defaultValue={searchText}
        allowClear
        onSearch={(v) => setParams(v.trim() ? { q: v.trim() } : {})}
        style={{ maxWidth: 320, marginBottom: 16 }}
      />
      {list.isError ? (
        <LoadError title="We could not load the requests" query={list} />
      ) : (
        <div role="region" aria-label="Requests" tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table<ManualRequestRow>
            rowKey="requestId"
            loading={list.isPending}
            dataSource={list.data?.requests ?? []}
            locale={{ emptyText: <EmptyText>No professional translation requested yet</EmptyText> }}
            style={{ minWidth: 720 }}
            pagination={{
              current: pageNumber,
              pageSize: 10,
              total: list.data?.total ?? 0,
              onChange: (p) => setParams({ ...(searchText ? { q: searchText } : {}), page: String(p) }),
            }}
            columns={[
              {
                title: 'Project',
                dataIndex: 'projectName',
                render: (name: string, row) => <Link to={paths.app.manualRequest.build(row.requestId)}>{name}</Link>,
              },
              { title: 'Languages', dataIndex: 'targetLangs', render: (langs: string[]) => langs.map(languageName).join(', ') },
              { title: 'Service', dataIndex: 'pipeline', render: (p: ManualRequestRow['pipeline']) => PIPELINE_LABELS[p] },
              { title: 'Status', dataIndex: 'status', render: (s: ManualRequestRow['status']) => <StatusTag status={s} /> },
              { title: 'Quote', dataIndex: 'totalAmount', align: 'right', render: formatAmount },
              { title: 'Due', dataIndex: 'dueDate', render: (d: string | null) => d ?? '—' },
            ]}
          />
        </div>
      )}
    </>
  );
}
