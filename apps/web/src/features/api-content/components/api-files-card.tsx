import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import type { ApiItem } from '@lipi/contract';
import { Alert, Button, Card, Popconfirm, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { useApiItems } from '../../../api/api-content/api-items.ts';
import { useDeleteJson } from '../../../api/api-content/delete-json.ts';
import { useUploadJson } from '../../../api/api-content/upload-json.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageLabel } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { ApiStatusTag } from './api-status-tag.tsx';
import { ApiValuesPanel } from './api-values-panel.tsx';
import { EmptyText } from '../../../components/empty-text.tsx';

/** The project's API items (JSON files and the dynamic API) with counts; choosing one shows its values. */
export function ApiFilesCard({ projectId, languages, canManage }: { projectId: string; languages: string[]; canManage: boolean }) {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ApiItem | null>(null);
  const items = useApiItems({ projectId, page, pageSize: 10 });
  const uploadJson = useUploadJson(projectId);
  const deleteJson = useDeleteJson(projectId);

  const onFile = (file: File) =>
    uploadJson.mutate(file, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        setSelected(reply.data);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  const current = selected ? (items.data?.items.find((i) => i.apiId === selected.apiId) ?? selected) : null;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card
        title={<h2 style={{ fontSize: 16, margin: 0 }}>JSON files and dynamic API</h2>}
        extra={
          canManage ? (
            <Upload
              accept=".json,application/json"
              maxCount={1}
              showUploadList={false}
              disabled={uploadJson.isPending}
              beforeUpload={(file) => (onFile(file), false)}
            >
              <Button type="primary" icon={<UploadOutlined aria-hidden="true" />} loading={uploadJson.isPending}>
                Upload JSON
              </Button>
            </Upload>
          ) : null
        }
      >
        {items.isError ? (
          <Alert type="error" showIcon role="alert" title={errorMessage(items.error)} action={<Button onClick={() => items.refetch()}>Try again</Button>} />
        ) : null}
        <div role="region" aria-label="API items" tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table<ApiItem>
            rowKey="apiId"
            size="small"
            loading={items.isLoading}
            dataSource={items.data?.items ?? []}
            locale={{
              emptyText: (
                <EmptyText>{'No files yet. Upload an i18n JSON file (i18next, react-intl or plain key–value), or call the dynamic API with a key.'}</EmptyText>
              ),
            }}
            pagination={{ current: page, pageSize: 10, total: items.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
            columns={[
              {
                title: 'Name',
                key: 'name',
                render: (_, row) => (
                  <Button type="link" style={{ padding: 0 }} onClick={() => setSelected(row)} aria-pressed={current?.apiId === row.apiId}>
                    {row.name}
                  </Button>
                ),
              },
              { title: 'Type', key: 'kind', render: (_, row) => (row.kind === 'static' ? `File (${row.format}, ${row.shape})` : 'Dynamic API') },
              { title: 'Status', key: 'status', render: (_, row) => <ApiStatusTag status={row.status} /> },
              { title: 'Keys', dataIndex: 'keyCount', key: 'keys' },
              { title: 'Texts', dataIndex: 'segmentCount', key: 'texts' },
              { title: 'Words', dataIndex: 'wordCount', key: 'words' },
              {
                title: 'Translated',
                key: 'translated',
                render: (_, row) => languages.map((l) => `${languageLabel(l)} ${row.translated[l] ?? 0}/${row.segmentCount}`).join(' · '),
              },
              ...(canManage
                ? [
                    {
                      title: 'Actions',
                      key: 'actions',
                      render: (_: unknown, row: ApiItem) =>
                        row.kind === 'static' ? (
                          <Popconfirm
                            title={`Delete ${row.name}?`}
                            description="Its translations stay in the memory."
                            onConfirm={() =>
                              deleteJson.mutate(row.apiId, {
                                onSuccess: (reply) => {
                                  toast.success(reply.message);
                                  if (current?.apiId === row.apiId) setSelected(null);
                                },
                                onError: (error) => toast.error(errorMessage(error)),
                              })
                            }
                          >
                            <Button aria-label={`Delete ${row.name}`} icon={<DeleteOutlined aria-hidden="true" />} danger size="small" />
                          </Popconfirm>
                        ) : null,
                    },
                  ]
                : []),
            ]}
          />
        </div>
      </Card>
      {current ? (
        <ApiValuesPanel key={current.apiId} projectId={projectId} item={current} languages={languages} canManage={canManage} />
      ) : (
        <Space>
          <span style={{ color: '#55536b' }}>Choose a file to see its keys and translations.</span>
        </Space>
      )}
    </div>
  );
}
