import { DEFAULT_SOURCE_LANG, type QaWarning, type TranslationListReply, type TranslationRow } from '@lipi/contract';
import { Alert, Table, type TableProps } from 'antd';
import { EmptyText } from '../../../components/empty-text.tsx';
import { languageName } from '../../../lib/languages.ts';
import { formatNumber } from '../../../lib/format.ts';
import { withCellLabels } from '../../../lib/cell-labels.ts';
import { shortText, textDirection } from '../lib/format.ts';
import { FormattingCheckNote } from './formatting-check-note.tsx';
import { SegmentActions } from './segment-actions.tsx';
import { SegmentEditor } from './segment-editor.tsx';
import { SegmentText } from './segment-text.tsx';
import { TranslationTypeTag } from './translation-type-tag.tsx';

type Props = {
  projectId: string;
  /** The project's source language (absent: English): the source column reads in its direction (Urdu right to left). */
  sourceLang?: string;
  lang: string;
  data: TranslationListReply | undefined;
  loading: boolean;
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
  emptyText: string;
  selected: string[];
  onSelect: (hashes: string[]) => void;
  editing: string | null;
  onEdit: (hash: string | null) => void;
  saving: boolean;
  onSave: (row: TranslationRow, value: string) => void;
  warnings: Record<string, QaWarning[]>;
  onHistory: (row: TranslationRow) => void;
  phonetic: boolean;
  canUsePhonetic: boolean;
  onPhoneticChange: (on: boolean) => void;
};

/** Source and target side by side; a row's target turns into an edit box in place. */
export function SegmentsTable(props: Props) {
  const {
    projectId,
    sourceLang = DEFAULT_SOURCE_LANG,
    lang,
    data,
    loading,
    page,
    size,
    onPage,
    emptyText,
    selected,
    onSelect,
    editing,
    onEdit,
    saving,
    onSave,
    warnings,
    onHistory,
  } = props;
  const columns: TableProps<TranslationRow>['columns'] = [
    {
      title: 'Source',
      dataIndex: 'sourceText',
      width: '36%',
      render: (text: string, row) => (
        <div>
          <SegmentText text={text} lang={sourceLang} dir={textDirection(sourceLang)} />
          <div style={{ fontSize: 12, color: '#55536b', marginTop: 4 }}>
            {row.kind !== 'text' ? `${row.kind} · ` : ''}
            {row.wordCount === 1 ? '1 word' : `${formatNumber(row.wordCount)} words`}
          </div>
        </div>
      ),
    },
    {
      title: languageName(lang),
      key: 'target',
      width: '44%',
      render: (_: unknown, row) =>
        editing === row.sourceHash ? (
          <SegmentEditor
            projectId={projectId}
            sourceHash={row.sourceHash}
            sourceText={row.sourceText}
            initial={row.translation?.preProcessedTarget ?? ''}
            lang={lang}
            saving={saving}
            phonetic={props.phonetic}
            canUsePhonetic={props.canUsePhonetic}
            onPhoneticChange={props.onPhoneticChange}
            onSave={(value) => onSave(row, value)}
            onCancel={() => onEdit(null)}
          />
        ) : (
          <div>
            {row.translation ? (
              <SegmentText text={row.translation.preProcessedTarget} lang={lang} dir={textDirection(lang)} />
            ) : (
              <span style={{ color: '#55536b', fontStyle: 'italic' }}>Not translated yet</span>
            )}
            {row.formattingCheck ? <FormattingCheckNote /> : null}
            {warnings[row.sourceHash]?.length ? (
              <Alert
                type="warning"
                showIcon
                style={{ marginTop: 8 }}
                title="Saved with warnings"
                description={
                  <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                    {warnings[row.sourceHash]!.map((w) => (
                      <li key={w.code}>{w.message}</li>
                    ))}
                  </ul>
                }
              />
            ) : null}
          </div>
        ),
    },
    { title: 'Type', key: 'type', width: 140, render: (_: unknown, row) => <TranslationTypeTag translation={row.translation} /> },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      width: 120,
      render: (_: unknown, row) => (
        <SegmentActions
          projectId={projectId}
          lang={lang}
          row={row}
          isEditLocked={editing !== null && editing !== row.sourceHash}
          onEdit={() => onEdit(row.sourceHash)}
          onHistory={() => onHistory(row)}
        />
      ),
    },
  ];
  return (
    <Table<TranslationRow>
      className="stack-on-phone"
      rowKey="sourceHash"
      size="middle"
      columns={withCellLabels(columns)}
      dataSource={data?.rows ?? []}
      loading={loading}
      // No scroll.x: antd then renders a hidden measure row holding a copy of the select-all checkbox (axe: aria-hidden-focus).
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys.map(String)),
        getCheckboxProps: (row) => ({ 'aria-label': `Select “${shortText(row.sourceText)}”` }),
        columnWidth: 48,
      }}
      onRow={(row) =>
        ({
          onDoubleClick: () => (editing === null ? onEdit(row.sourceHash) : undefined),
          'data-source-hash': row.sourceHash,
        }) as React.HTMLAttributes<HTMLElement>
      }
      locale={{ emptyText: <EmptyText>{emptyText}</EmptyText> }}
      pagination={{
        current: page,
        pageSize: size,
        total: data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100, 200],
        showTotal: (total) => `${formatNumber(total)} segments · ${formatNumber(data?.totalWords ?? 0)} words`,
        onChange: onPage,
      }}
    />
  );
}
