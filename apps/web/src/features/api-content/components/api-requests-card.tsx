import type { RouteReply } from '@lipi/contract';
import { API_TRANSLATION_ROUTES } from '@lipi/contract';
import { Alert, Button, Card, Popconfirm, Table } from 'antd';
import { useState } from 'react';
import { useDeleteApiRequest } from '../../../api/api-content/delete-request.ts';
import { useApiRequests } from '../../../api/api-content/list-requests.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageLabel } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { EmptyText } from '../../../components/empty-text.tsx';
import { ToneTag } from '../../../components/tone-tag.tsx';

type RequestRow = RouteReply<typeof API_TRANSLATION_ROUTES.requestsList>['jsonRequestsList'][number];

/** The dynamic API's request log: newest first, with what came from memory and what went to an engine. */
export function ApiRequestsCard({ projectId, canManage }: { projectId: string; canManage: boolean }) {
  const [page, setPage] = useState(1);
  const requests = useApiRequests({ projectId, page, pageSize: 10 });
  const remove = useDeleteApiRequest(projectId);
  const data = requests.data;
  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0 }}>Requests</h2>}
      extra={data ? <span>{`${data.total} requests, ${data.nmtReqs} used machine translation`}</span> : null}
    >
      {requests.isError ? <Alert type="error" showIcon role="alert" title={errorMessage(requests.error)} /> : null}
      <div role="region" aria-label="Request log" tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table<RequestRow>
          rowKey="requestId"
          size="small"
          loading={requests.isLoading}
          dataSource={data?.jsonRequestsList ?? []}
          locale={{ emptyText: <EmptyText>{'No requests yet. Create an API key and call the API from your app.'}</EmptyText> }}
          pagination={{ current: page, pageSize: 10, total: data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
          columns={[
            { title: 'When', key: 'when', render: (_, row) => new Date(row.createdAt).toLocaleString() },
            { title: 'Key', key: 'key', render: (_, row) => (row.keyPrefix ? <code>{row.keyPrefix}…</code> : '—') },
            { title: 'Language', key: 'lang', render: (_, row) => languageLabel(row.targetLang) },
            { title: 'Texts', dataIndex: 'segments', key: 'segments' },
            { title: 'From memory', dataIndex: 'fromMemory', key: 'fromMemory' },
            { title: 'Machine', dataIndex: 'machine', key: 'machine' },
            { title: 'Failed', dataIndex: 'failed', key: 'failed' },
            { title: 'Time', key: 'ms', render: (_, row) => `${row.durationMs} ms` },
            { title: 'Bot', key: 'bot', render: (_, row) => (row.bot ? <ToneTag tone="neutral">Bot, not billed</ToneTag> : null) },
            ...(canManage
              ? [
                  {
                    title: 'Actions',
                    key: 'actions',
                    render: (_: unknown, row: RequestRow) => (
                      <Popconfirm
                        title="Delete this request from the log?"
                        onConfirm={() =>
                          remove.mutate(row.requestId, { onSuccess: (r) => toast.success(r.message), onError: (e) => toast.error(errorMessage(e)) })
                        }
                      >
                        <Button size="small" danger aria-label={`Delete request of ${new Date(row.createdAt).toLocaleString()}`}>
                          Delete
                        </Button>
                      </Popconfirm>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </div>
    </Card>
  );
}
