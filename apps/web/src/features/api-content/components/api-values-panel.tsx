import { DownloadOutlined } from '@ant-design/icons';
import type { ApiItem } from '@lipi/contract';
import { Alert, Button, Card, Input, Select, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { projectKey } from '../../../lib/query-keys.ts';
import { useApiData } from '../../../api/api-content/api-data.ts';
import { useDownloadJson } from '../../../api/api-content/download-json.ts';
import { useStaticRun } from '../../../api/api-content/static-run.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageLabel } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { translationColumn } from './translation-column.tsx';
import { EmptyText } from '../../../components/empty-text.tsx';
import { ToneTag } from '../../../components/tone-tag.tsx';

type Row = { key: string; sourceHash: string; text: string; translation: string | null; type: string | null; displayType: string | null };

const TYPE_LABELS: Record<string, string> = { MACHINE: 'Machine', USER: 'Self', PBK: 'Professional', NO_TRANSLATION_AVAILABLE: 'No translation' };

/** One item's keys and texts with their translation in a language; machine runs and downloads for a file. */
export function ApiValuesPanel({ projectId, item, languages, canManage }: { projectId: string; item: ApiItem; languages: string[]; canManage: boolean }) {
  const [lang, setLang] = useState(languages[0] ?? 'hi');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  // After a run starts, the page refreshes until its texts are translated (runs take seconds to minutes).
  const [watching, setWatching] = useState(false);
  const queryClient = useQueryClient();
  const data = useApiData({ projectId, apiId: item.apiId, targetLang: lang, page, pageSize: 10, ...(search ? { search } : {}) }, watching ? 1500 : false);
  const allTranslated = (data.data?.rows ?? []).every((r) => r.translation !== null);
  useEffect(() => {
    if (!watching || !allTranslated) return;
    setWatching(false);
    void queryClient.invalidateQueries({ queryKey: projectKey(projectId) });
  }, [watching, allTranslated, queryClient, projectId]);
  const run = useStaticRun(projectId);
  const save = useDownloadJson(projectId);
  const isFile = item.kind === 'static';

  // Awaited rather than mutate's callbacks: those are dropped when the panel re-renders under a
  // refreshed list before the reply, and the person would never see that the run started.
  const start = async (kind: 'nmt' | 't13n') => {
    try {
      const r = await run.mutateAsync({ apiId: item.apiId, targetLang: lang, kind });
      toast.success(`${kind === 'nmt' ? 'Machine translation' : 'Transliteration'} started for ${r.total} texts`);
      setWatching(true);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const fetchFile = (targetLang: string) =>
    save.mutate({ apiId: item.apiId, name: item.name, targetLang }, { onError: (error) => toast.error(errorMessage(error)) });

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{item.name}</h2>}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="Language"
          value={lang}
          onChange={(value) => {
            setLang(value);
            setPage(1);
          }}
          options={languages.map((l) => ({ value: l, label: languageLabel(l) }))}
          style={{ minWidth: 160 }}
        />
        {isFile && canManage ? (
          <>
            <Button onClick={() => void start('t13n')} loading={run.isPending}>
              Transliterate
            </Button>
            <Button onClick={() => void start('nmt')} loading={run.isPending}>
              Machine translate
            </Button>
          </>
        ) : null}
        {isFile ? (
          <>
            <Button icon={<DownloadOutlined aria-hidden="true" />} onClick={() => fetchFile(lang)} loading={save.isPending}>
              Download {languageLabel(lang)}
            </Button>
            <Button icon={<DownloadOutlined aria-hidden="true" />} onClick={() => fetchFile('all')} loading={save.isPending}>
              Download all (zip)
            </Button>
          </>
        ) : null}
        <Input.Search
          aria-label="Search keys and texts"
          placeholder="Search keys and texts"
          allowClear
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
          style={{ width: 240 }}
        />
      </Space>
      {data.isError ? <Alert type="error" showIcon role="alert" title={errorMessage(data.error)} /> : null}
      <div role="region" aria-label={`Texts of ${item.name}`} tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table<Row>
          rowKey={(row) => `${row.key}:${row.sourceHash}`}
          size="small"
          loading={data.isLoading}
          dataSource={data.data?.rows ?? []}
          locale={{ emptyText: <EmptyText>{search ? 'No key or text matches.' : 'No texts to translate in this item.'}</EmptyText> }}
          pagination={{ current: page, pageSize: 10, total: data.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
          columns={[
            { title: 'Key', dataIndex: 'key', key: 'key', render: (key: string) => <code>{key}</code> },
            { title: 'Source (English)', dataIndex: 'text', key: 'text' },
            translationColumn(lang),
            {
              title: 'By',
              key: 'type',
              render: (_, row) =>
                row.type ? <ToneTag tone="neutral">{row.displayType === 't13n' ? 'Transliteration' : (TYPE_LABELS[row.type] ?? row.type)}</ToneTag> : null,
            },
          ]}
        />
      </div>
      <p style={{ color: '#55536b', marginTop: 12, marginBottom: 0 }}>
        Placeholders such as {'{{name}}'}, {'{count}'}, {'<1>…</1>'} and %s are shown as numbered markers and kept in every translation; plural keys are written
        for each language&apos;s own plural forms when you download.
      </p>
    </Card>
  );
}
