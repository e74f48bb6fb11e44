import { SyncOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Modal, Progress, Space, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { useApplyCmsLocalizations } from '../../../api/cms/apply-cms-localizations.ts';
import { useCmsApiList } from '../../../api/cms/cms-api-list.ts';
import { useSetCmsAutoSync } from '../../../api/cms/set-cms-auto-sync.ts';
import { useStartCmsSync } from '../../../api/cms/start-cms-sync.ts';
import { EmptyText } from '../../../components/empty-text.tsx';
import { ToneTag, type Tone } from '../../../components/tone-tag.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { CmsTranslateActions } from './cms-translate-actions.tsx';

const TYPE_STATUS: Record<string, { label: string; tone: Tone }> = {
  created: { label: 'Not synced yet', tone: 'neutral' },
  syncing: { label: 'Syncing', tone: 'info' },
  synced: { label: 'Synced', tone: 'info' },
  applied_nmt: { label: 'Machine translated', tone: 'success' },
  sent_to_pbk: { label: 'With translators', tone: 'warning' },
  pbk_translated: { label: 'Professionally translated', tone: 'success' },
};
const ENTRY_STATUS: Record<string, { label: string; tone: Tone }> = {
  synced: { label: 'Pulled', tone: 'info' },
  translated: { label: 'Waiting for translations', tone: 'warning' },
  applied: { label: 'Written back', tone: 'success' },
  failed: { label: 'Failed', tone: 'error' },
};
const PHASES: Record<string, string> = {
  queued: 'Waiting to start',
  pull: 'Reading entries from the CMS',
  translate: 'Translating',
  apply: 'Writing locales back',
  done: 'Done',
};
type Hook = { secret?: string; webhookUrl: string; webhookHeader: string };

/** Sync and apply with live progress, automatic sync on CMS webhooks, and where each entry got to. */
export function CmsSyncCard({ projectId, canManage, autoSync, languages }: { projectId: string; canManage: boolean; autoSync: boolean; languages: string[] }) {
  const list = useCmsApiList(projectId);
  const sync = useStartCmsSync(projectId);
  const apply = useApplyCmsLocalizations(projectId);
  const auto = useSetCmsAutoSync(projectId);
  const [hook, setHook] = useState<Hook | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const last = list.data?.lastSync ?? null;
  const running = last?.status === 'queued' || last?.status === 'running';
  const started = { onSuccess: (r: { message: string }) => toast.success(r.message), onError: (e: unknown) => toast.error(errorMessage(e)) };

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Sync</h2>}>
      <Space wrap style={{ marginBottom: 16 }}>
        {canManage ? (
          <>
            <Button
              type="primary"
              icon={<SyncOutlined aria-hidden="true" spin={running} />}
              disabled={running}
              loading={sync.isPending}
              onClick={() => sync.mutate({}, started)}
            >
              Sync and translate
            </Button>
            <Button disabled={running} loading={apply.isPending} onClick={() => apply.mutate({}, started)}>
              Write translations back again
            </Button>
            <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
              <Switch
                checked={autoSync}
                loading={auto.isPending}
                onChange={(on) =>
                  auto.mutate(
                    { autoSync: on },
                    { onSuccess: (r) => (toast.success(r.message), on ? setHook(r.data) : null), onError: (e) => toast.error(errorMessage(e)) },
                  )
                }
              />
              Sync automatically when an entry changes
            </label>
          </>
        ) : null}
      </Space>
      {list.isError ? <Alert type="error" showIcon role="alert" title={errorMessage(list.error)} /> : null}
      {last ? (
        <div role="status" aria-live="polite" style={{ marginBottom: 16 }}>
          <Typography.Text>
            {PHASES[last.phase] ?? last.phase} · {last.done} of {last.total || '…'} entries written{last.failed ? `, ${last.failed} failed` : ''}
          </Typography.Text>
          <Progress
            percent={last.status === 'completed' ? 100 : last.total ? Math.round(((last.done + last.failed) / last.total) * 100) : 5}
            status={last.status === 'failed' ? 'exception' : running ? 'active' : 'normal'}
            aria-label="Sync progress"
          />
          {last.error ? <Alert type="error" showIcon role="alert" title={last.error} /> : null}
        </div>
      ) : null}
      {canManage && (list.data?.contentTypes.length ?? 0) > 0 ? <CmsTranslateActions projectId={projectId} languages={languages} selected={selected} /> : null}
      <div role="region" aria-label="Content types" tabIndex={0} style={{ overflowX: 'auto', marginBottom: 16 }}>
        <Table
          rowKey="uid"
          rowSelection={
            canManage
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(String)),
                  getCheckboxProps: (r) => ({ 'aria-label': `Choose ${r.displayName}` }),
                }
              : undefined
          }
          size="small"
          loading={list.isLoading}
          pagination={false}
          dataSource={list.data?.contentTypes ?? []}
          locale={{ emptyText: <EmptyText>{'Choose content types above, then sync.'}</EmptyText> }}
          columns={[
            { title: 'Content type', dataIndex: 'displayName', key: 'name' },
            {
              title: 'Status',
              key: 'status',
              render: (_, r) => <ToneTag tone={TYPE_STATUS[r.status]?.tone ?? 'neutral'}>{TYPE_STATUS[r.status]?.label ?? r.status}</ToneTag>,
            },
            { title: 'Entries', dataIndex: 'entries', key: 'entries' },
            { title: 'Texts', dataIndex: 'segments', key: 'segments' },
          ]}
        />
      </div>
      <div role="region" aria-label="Entries" tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table
          rowKey={(r) => `${r.uid}:${r.documentId}`}
          size="small"
          loading={list.isLoading}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          dataSource={list.data?.entries ?? []}
          locale={{ emptyText: <EmptyText>{'No entries pulled yet.'}</EmptyText> }}
          columns={[
            { title: 'Entry', key: 'title', render: (_, r) => r.title || r.documentId },
            {
              title: 'Status',
              key: 'status',
              render: (_, r) => <ToneTag tone={ENTRY_STATUS[r.status]?.tone ?? 'neutral'}>{ENTRY_STATUS[r.status]?.label ?? r.status}</ToneTag>,
            },
            { title: 'Locales written', key: 'langs', render: (_, r) => r.appliedLangs.join(', ') || '—' },
            { title: 'Problem', key: 'error', render: (_, r) => r.error ?? '' },
          ]}
        />
      </div>
      <Modal
        open={hook !== null}
        title="Add this webhook in Strapi"
        onOk={() => setHook(null)}
        onCancel={() => setHook(null)}
        okText="Done"
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Typography.Paragraph>In Strapi: Settings → Webhooks → Create, events Entry create, update and publish.</Typography.Paragraph>
        <Typography.Paragraph>
          URL:{' '}
          <Typography.Text code copyable>
            {hook?.webhookUrl}
          </Typography.Text>
        </Typography.Paragraph>
        <Typography.Paragraph>
          Header <Typography.Text code>{hook?.webhookHeader}</Typography.Text> with the value:
        </Typography.Paragraph>
        <Alert type="warning" showIcon title="Copy it now: it is shown only once. Turn automatic sync off and on for a new one." style={{ marginBottom: 8 }} />
        <Typography.Paragraph copyable={{ text: hook?.secret ?? '' }} style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {hook?.secret}
        </Typography.Paragraph>
      </Modal>
    </Card>
  );
}
