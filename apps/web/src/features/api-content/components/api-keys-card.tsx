import { KeyOutlined } from '@ant-design/icons';
import { API_KEY_HEADER } from '@lipi/contract';
import { Alert, Button, Card, Form, Input, Modal, Popconfirm, Table, Typography } from 'antd';
import { useState } from 'react';
import { useCreateApiKey } from '../../../api/api-content/create-api-key.ts';
import { useApiKeys } from '../../../api/api-content/list-api-keys.ts';
import { useRevokeApiKey } from '../../../api/api-content/revoke-api-key.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { EmptyText } from '../../../components/empty-text.tsx';
import { ToneTag } from '../../../components/tone-tag.tsx';

type KeyRow = { keyId: string; name: string; prefix: string; createdAt: string; lastUsedAt: string | null; revokedAt: string | null };
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** Keys of the dynamic API: created with a name, shown once, listed by prefix, revoked at once. */
export function ApiKeysCard({ projectId }: { projectId: string }) {
  const [form] = Form.useForm<{ name: string }>();
  const [shown, setShown] = useState<string | null>(null);
  const keys = useApiKeys(projectId);
  const create = useCreateApiKey(projectId);
  const revoke = useRevokeApiKey(projectId);
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>API keys</h2>}>
      <p style={{ marginTop: 0 }}>
        Apps send JSON to <code>POST /api/avk_get/translation</code> with the key in the <code>{API_KEY_HEADER}</code> header and get the same JSON back
        translated.
      </p>
      <Form
        form={form}
        layout="inline"
        disabled={create.isPending}
        onFinish={({ name }) =>
          create.mutate(name, {
            onSuccess: (reply) => {
              setShown(reply.data.key);
              form.resetFields();
            },
          })
        }
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="name" label="Key name" rules={[{ required: true, whitespace: true, message: 'Please enter a name for the key' }, { max: 80 }]}>
          <Input placeholder="Android app" autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<KeyOutlined aria-hidden="true" />} loading={create.isPending}>
          Create key
        </Button>
      </Form>
      {create.isError ? <Alert type="error" showIcon role="alert" title={errorMessage(create.error)} style={{ marginBottom: 16 }} /> : null}
      {keys.isError ? <Alert type="error" showIcon role="alert" title={errorMessage(keys.error)} /> : null}
      <div role="region" aria-label="API keys list" tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table<KeyRow>
          rowKey="keyId"
          size="small"
          loading={keys.isLoading}
          dataSource={keys.data?.keys ?? []}
          pagination={false}
          locale={{ emptyText: <EmptyText>{'No keys yet. Create one for each app that calls the API.'}</EmptyText> }}
          columns={[
            { title: 'Name', dataIndex: 'name', key: 'name' },
            { title: 'Key', key: 'prefix', render: (_, row) => <code>{row.prefix}…</code> },
            { title: 'Created', key: 'created', render: (_, row) => when(row.createdAt) },
            { title: 'Last used', key: 'used', render: (_, row) => when(row.lastUsedAt) },
            {
              title: 'Status',
              key: 'status',
              render: (_, row) =>
                row.revokedAt ? (
                  <ToneTag tone="neutral">Revoked</ToneTag>
                ) : (
                  <Popconfirm
                    title={`Revoke ${row.name}?`}
                    description="Apps using it stop getting translations at once."
                    onConfirm={() => revoke.mutate(row.keyId, { onSuccess: (r) => toast.success(r.message), onError: (e) => toast.error(errorMessage(e)) })}
                  >
                    <Button size="small" danger>
                      Revoke {row.name}
                    </Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      </div>
      <Modal
        open={shown !== null}
        title="Your new API key"
        onOk={() => setShown(null)}
        onCancel={() => setShown(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
        okText="Done"
      >
        <Alert type="warning" showIcon title="Copy it now: it is shown only once. Lipi keeps only a fingerprint of it." style={{ marginBottom: 12 }} />
        <Input.TextArea aria-label="API key" readOnly value={shown ?? ''} autoSize style={{ fontFamily: 'monospace' }} onFocus={(e) => e.target.select()} />
        <Typography.Paragraph copyable={{ text: shown ?? '', tooltips: ['Copy the key', 'Copied'] }} style={{ marginTop: 8 }}>
          Copy the key
        </Typography.Paragraph>
      </Modal>
    </Card>
  );
}
