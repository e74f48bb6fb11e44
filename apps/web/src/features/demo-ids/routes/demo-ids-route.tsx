import { Button, Input, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDeleteDemoEntry, useDemoIds, type DemoEntryRow } from '../../../api/demo/demo-ids.ts';
import { EmptyText } from '../../../components/empty-text.tsx';
import { PageGuard } from '../../../components/page-guard.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ToneTag } from '../../../components/tone-tag.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageLabel } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { DemoForm } from '../components/demo-form.tsx';
import { LoadError } from '../../../components/load-error.tsx';

function DemoIdsPage() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1) || 1;
  const search = params.get('q') ?? undefined;
  const list = useDemoIds({ pageNumber: page, pageSize: 20, search });
  const remove = useDeleteDemoEntry();
  const [form, setForm] = useState<{ entry: DemoEntryRow | null } | null>(null);
  const onDelete = (d: DemoEntryRow) =>
    remove.mutate({ demoId: d.demoId }, { onSuccess: (res) => toast.success(res.message), onError: (e) => toast.error(errorMessage(e)) });

  return (
    <>
      <PageHeader
        title="Demo ids"
        description="Show a prospect their own site translated, without an organisation: the link works until it expires or is deleted."
        actions={
          <Button type="primary" onClick={() => setForm({ entry: null })}>
            New demo id
          </Button>
        }
      />
      <Input.Search
        aria-label="Search demo ids"
        placeholder="Website or label"
        defaultValue={search}
        allowClear
        onSearch={(v) => setParams(v.trim() ? { q: v.trim() } : {})}
        style={{ maxWidth: 320, marginBottom: 16 }}
      />
      {list.isError ? (
        <LoadError title="We could not load the demo ids" query={list} />
      ) : (
        <div role="region" aria-label="Demo ids" tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table<DemoEntryRow>
            rowKey="demoId"
            loading={list.isPending || list.isFetching}
            dataSource={list.data?.demoIdList ?? []}
            style={{ minWidth: 960 }}
            locale={{ emptyText: <EmptyText>No demo ids yet</EmptyText> }}
            pagination={{
              current: page,
              pageSize: 20,
              total: list.data?.totalDemoIds ?? 0,
              onChange: (p) => setParams({ ...(search ? { q: search } : {}), page: String(p) }),
            }}
            columns={[
              {
                title: 'Website',
                dataIndex: 'url',
                render: (url: string, d) => (
                  <span>
                    <strong>{d.label || url}</strong>
                    {d.label ? (
                      <>
                        <br />
                        <span style={{ color: '#55536b' }}>{url}</span>
                      </>
                    ) : null}
                  </span>
                ),
              },
              { title: 'Languages', dataIndex: 'languages', render: (codes: string[]) => codes.map(languageLabel).join(', ') },
              {
                title: 'Expires',
                dataIndex: 'expiresAt',
                render: (at: string, d) => (d.isExpired ? <ToneTag tone="neutral">Expired</ToneTag> : new Date(at).toLocaleString('en-IN')),
              },
              { title: 'Visits', dataIndex: 'visits' },
              { title: 'Owner', dataIndex: 'ownerEmail' },
              {
                title: 'Link',
                dataIndex: 'demoUrl',
                render: (link: string, d) => (
                  <Typography.Text copyable={{ text: link, tooltips: ['Copy link', 'Copied'] }}>
                    <a href={link} target="_blank" rel="noreferrer" aria-label={`Open demo of ${d.url}`}>
                      Open demo
                    </a>
                  </Typography.Text>
                ),
              },
              {
                title: 'Actions',
                key: 'actions',
                render: (_, d) => (
                  <Space wrap>
                    <Button size="small" onClick={() => setForm({ entry: d })} aria-label={`Edit demo of ${d.url}`}>
                      Edit
                    </Button>
                    <Popconfirm title={`Delete the demo of ${d.url}? Its link stops at once.`} onConfirm={() => onDelete(d)}>
                      <Button size="small" danger aria-label={`Delete demo of ${d.url}`}>
                        Delete
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        </div>
      )}
      <DemoForm open={form !== null} entry={form?.entry ?? null} onClose={() => setForm(null)} />
    </>
  );
}

/** /app/demo-ids */
export function DemoIdsRoute() {
  useDocumentTitle('Demo ids');
  return (
    <PageGuard page="demoIds">
      <DemoIdsPage />
    </PageGuard>
  );
}
