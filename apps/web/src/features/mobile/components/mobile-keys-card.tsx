import type { MobileFile, MobileKeyRow } from '@lipi/contract';
import { Alert, Button, Card, Empty, Input, Select, Space, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useMobileKeys } from '../../../api/mobile/mobile-keys.ts';
import { invalidateMobile } from '../../../api/mobile/string-files.ts';
import { useUpdateTranslation } from '../../../api/translation/update-translation.ts';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageLabel } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { groupKeyRows, type KeyGroup } from '../plural-groups.ts';
import { PluralKeyEditor, PluralSourceForms } from './plural-key-editor.tsx';

type Props = { projectId: string; files: MobileFile[]; languages: string[]; canEdit: boolean };

const KIND_LABEL: Record<string, string> = { string: 'string', plural: 'plural', select: 'select', array: 'array item' };
const groupKey = (g: KeyGroup) => (g.type === 'single' ? g.row.unitId : `${g.name}#`);

/**
 * The keys of a file in file order with their translation in one language. Placeholders are shown as
 * the editor shows them ({1} for a format argument or protected text, <1>…</1> for markup) and must be
 * kept; a save goes through the translation memory like any editor edit, with its quality checks.
 * A plural key is one row with its forms side by side (see PluralKeyEditor).
 */
export function MobileKeysCard({ projectId, files, languages, canEdit }: Props) {
  const [fileId, setFileId] = useState(files[0]?.fileId ?? '');
  const [targetLang, setTargetLang] = useState(languages[0] ?? '');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ hash: string; text: string } | null>(null);
  const queryClient = useQueryClient();
  const update = useUpdateTranslation(projectId);
  const keys = useMobileKeys({ projectId, fileId, targetLang, search: search || undefined, pageNumber: page, pageSize: 20 });
  const format = files.find((f) => f.fileId === fileId)?.format;
  // iOS applies `zero` in every language (.stringsdict and String Catalogs keep it when the source has it).
  const keepZero = format === 'ios-stringsdict' || format === 'xcstrings';
  const groups = useMemo(() => groupKeyRows(keys.data?.rows ?? [], keys.data?.pluralCategories ?? ['other'], keepZero), [keys.data, keepZero]);
  if (!fileId || !targetLang) return null;

  const save = (row: MobileKeyRow) => {
    if (!editing) return;
    update.mutate(
      { targetLang, sourceHash: row.sourceHash, preProcessedTarget: editing.text, displayType: 'translation' },
      {
        onSuccess: (reply) => {
          const warnings = reply.data.warnings.map((w) => w.message);
          if (warnings.length) toast.warning(warnings.join(' '));
          else toast.success('Translation saved');
          setEditing(null);
          void invalidateMobile(queryClient, projectId);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Strings</h2>}>
      <Space wrap style={{ marginBottom: 12 }}>
        {files.length > 1 ? (
          <Select
            aria-label="File"
            value={fileId}
            onChange={setFileId}
            options={files.map((f) => ({ value: f.fileId, label: f.fileName }))}
            style={{ minWidth: 180 }}
          />
        ) : null}
        <Select
          aria-label="Language"
          value={targetLang}
          onChange={(v) => {
            setTargetLang(v);
            setPage(1);
          }}
          options={languages.map((l) => ({ value: l, label: languageLabel(l) }))}
          style={{ minWidth: 160 }}
        />
        <Input.Search
          aria-label="Search keys and texts"
          placeholder="Search keys and texts"
          allowClear
          onSearch={(v) => {
            setSearch(v.trim());
            setPage(1);
          }}
          style={{ maxWidth: 280 }}
        />
      </Space>
      {keys.isError ? <Alert type="error" showIcon title={errorMessage(keys.error)} style={{ marginBottom: 12 }} /> : null}
      <Table<KeyGroup>
        size="small"
        rowKey={groupKey}
        loading={keys.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={search ? 'No key matches the search.' : 'This file has no strings.'} /> }}
        dataSource={groups}
        pagination={{ current: page, pageSize: 20, total: keys.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          {
            title: 'Key',
            key: 'key',
            render: (_: unknown, group) =>
              group.type === 'single' ? (
                <KeyCell row={group.row} />
              ) : (
                <Space direction="vertical" size={0}>
                  <code>{group.name}</code>
                  <Tag>{KIND_LABEL[group.type]}</Tag>
                </Space>
              ),
          },
          {
            title: 'Source',
            key: 'source',
            render: (_: unknown, group) =>
              group.type === 'single' ? <span title={group.row.comment ?? undefined}>{group.row.sourceText}</span> : <PluralSourceForms forms={group.forms} />,
          },
          {
            title: languageLabel(targetLang),
            key: 'translation',
            render: (_: unknown, group) => {
              if (group.type !== 'single')
                return <PluralKeyEditor projectId={projectId} name={group.name} forms={group.forms} targetLang={targetLang} canEdit={canEdit} />;
              const row = group.row;
              if (editing?.hash === row.sourceHash && row.translatable) {
                return (
                  <Space direction="vertical" style={{ minWidth: 240 }}>
                    <Input.TextArea
                      aria-label={`Translation of ${row.unitId}`}
                      autoSize
                      value={editing.text}
                      lang={targetLang}
                      onChange={(e) => setEditing({ hash: row.sourceHash, text: e.target.value })}
                    />
                    <Space>
                      <Button type="primary" size="small" loading={update.isPending} onClick={() => save(row)}>
                        Save
                      </Button>
                      <Button size="small" onClick={() => setEditing(null)}>
                        Cancel
                      </Button>
                    </Space>
                  </Space>
                );
              }
              return (
                <Space>
                  <span lang={targetLang}>{row.translation?.preProcessedTarget ?? (row.translatable ? <em>New content</em> : '')}</span>
                  {canEdit && row.translatable ? (
                    <Button
                      size="small"
                      aria-label={`Edit the translation of ${row.unitId}`}
                      onClick={() => setEditing({ hash: row.sourceHash, text: row.translation?.preProcessedTarget ?? row.sourceText })}
                    >
                      Edit
                    </Button>
                  ) : null}
                </Space>
              );
            },
          },
        ]}
      />
    </Card>
  );
}

function KeyCell({ row }: { row: MobileKeyRow }) {
  return (
    <Space direction="vertical" size={0}>
      <code>{row.unitId}</code>
      {row.kind !== 'string' ? <Tag>{KIND_LABEL[row.kind] ?? row.kind}</Tag> : null}
      {!row.translatable ? <Tag>not translated</Tag> : null}
    </Space>
  );
}
