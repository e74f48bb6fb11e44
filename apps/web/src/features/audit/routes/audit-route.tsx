import { AUDIT_ACTIONS, type AuditAction } from '@lipi/contract';
import { Button, Input, Select, Table } from 'antd';
import { useSearchParams } from 'react-router';
import { useAuditCsv } from '../../../api/audit/audit-csv.ts';
import { useAuditList, type AuditEntryRow } from '../../../api/audit/audit-list.ts';
import { PageGuard } from '../../../components/page-guard.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { roleLabel } from '../../../lib/role-label.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { LoadError } from '../../../components/load-error.tsx';

const describe = (value: Record<string, unknown> | null) =>
  value
    ? Object.entries(value)
        .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`)
        .join('; ')
    : '';

function AuditPage() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1) || 1;
  const pageSize = Number(params.get('size') ?? 20) || 20;
  const action = (params.get('action') ?? undefined) as AuditAction | undefined;
  const search = params.get('q') ?? undefined;
  const list = useAuditList({ pageNumber: page, pageSize, action, search });
  const csv = useAuditCsv();
  const setParam = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  };
  const downloadCsv = () => csv.mutate({ action, search }, { onError: (e) => toast.error(errorMessage(e)) });
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every administrative change: who made it, when, and the values before and after."
        actions={
          <Button onClick={downloadCsv} loading={csv.isPending}>
            Download CSV
          </Button>
        }
      />
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}>
        <Select
          aria-label="Filter by action"
          placeholder="All actions"
          allowClear
          value={action}
          onChange={(v?: string) => setParam('action', v)}
          style={{ minWidth: 220 }}
          options={AUDIT_ACTIONS.map((a) => ({ value: a, label: a }))}
        />
        <Input.Search
          aria-label="Search the log"
          placeholder="Who or target (email, name)"
          defaultValue={search}
          allowClear
          onSearch={(v) => setParam('q', v.trim() || undefined)}
          style={{ maxWidth: 320 }}
        />
      </div>
      {list.isError ? (
        <LoadError title="We could not load the audit log" query={list} />
      ) : (
        // The wide table scrolls in a region a keyboard can reach (axe scrollable-region-focusable).
        <div role="region" aria-label="Audit log entries" tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table<AuditEntryRow>
            rowKey="id"
            loading={list.isPending || list.isFetching}
            dataSource={list.data?.entries ?? []}
            style={{ minWidth: 900 }}
            locale={{ emptyText: 'No changes recorded yet' }}
            pagination={{
              current: page,
              pageSize,
              total: list.data?.totalEntries ?? 0,
              onChange: (p, size) =>
                setParams((prev) => {
                  const next = new URLSearchParams(prev);
                  next.set('page', String(p));
                  next.set('size', String(size));
                  return next;
                }),
            }}
            columns={[
              { title: 'When', dataIndex: 'createdAt', render: (at: string) => new Date(at).toLocaleString('en-IN') },
              {
                title: 'Who',
                dataIndex: 'actorEmail',
                render: (email: string, row) => (
                  <span>
                    {email}
                    <br />
                    <span style={{ color: '#55536b' }}>{roleLabel(row.actorRole)}</span>
                  </span>
                ),
              },
              { title: 'Action', dataIndex: 'action' },
              { title: 'Target', dataIndex: 'targetLabel', render: (label: string, row) => label || row.targetId },
              { title: 'Before', dataIndex: 'before', render: describe },
              { title: 'After', dataIndex: 'after', render: describe },
            ]}
          />
        </div>
      )}
    </>
  );
}

/** /app/audit-log */
export function AuditRoute() {
  useDocumentTitle('Audit log');
  return (
    <PageGuard page="auditLog">
      <AuditPage />
    </PageGuard>
  );
}
