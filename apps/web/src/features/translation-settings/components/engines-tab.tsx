import type { MtEngineId } from '@lipi/contract';
import { Alert, Button, Select, Table, type TableProps } from 'antd';
import { ToneTag } from '../../../components/tone-tag.tsx';
import { AutoTranslateSwitch } from './auto-translate-switch.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageLabel, languageName } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { engineUnavailable, useEngines } from '../../../api/machine-translation/list-engines.ts';
import { useProjectEngines, type ProjectEngines } from '../../../api/machine-translation/project-engines.ts';
import { useUpdateProjectEngine } from '../../../api/machine-translation/update-project-engine.ts';

type Row = ProjectEngines['engines'][number];

/** Which engine translates into each language, with an optional pivot language in between. */
export function EnginesTab({ projectId, languages, canEdit }: { projectId: string; languages: string[]; canEdit: boolean }) {
  const engines = useEngines();
  const projectEngines = useProjectEngines(projectId);
  const update = useUpdateProjectEngine(projectId);
  const sourceLang = projectEngines.data?.sourceLang ?? 'en';
  // Per language: an engine is offered only when this server translates into it (the provider's own list).
  const engineOptions = (targetLang: string) =>
    (engines.data?.engines ?? []).map((e) => {
      const serves = e.configured && e.targets.includes(targetLang);
      const why = engineUnavailable(e, serves, targetLang);
      return {
        value: e.id,
        disabled: !serves,
        label: (
          <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
            {e.label}
            {why ? <ToneTag tone="neutral">{why}</ToneTag> : null}
          </span>
        ),
        title: e.label,
      };
    });

  const save = (row: Row, patch: { engine?: string; pivotLang?: string | null }) =>
    update.mutate(
      {
        targetLang: row.targetLang,
        engine: (patch.engine ?? row.engine) as MtEngineId,
        pivotLang: patch.pivotLang === undefined ? row.pivotLang : patch.pivotLang,
      },
      {
        onSuccess: (reply) => toast.success(reply.message || `Engine for ${languageName(row.targetLang)} saved`),
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  const busy = (row: Row) => update.isPending && update.variables?.targetLang === row.targetLang;

  const columns: TableProps<Row>['columns'] = [
    { title: 'Into', dataIndex: 'targetLang', render: (lang: string) => `${languageName(sourceLang)} → ${languageLabel(lang)}` },
    {
      title: 'Engine',
      dataIndex: 'engine',
      render: (engine: string, row) => (
        <Select
          aria-label={`Engine for ${languageName(row.targetLang)}`}
          value={engine}
          options={engineOptions(row.targetLang)}
          disabled={!canEdit || busy(row)}
          loading={busy(row)}
          onChange={(value: string) => save(row, { engine: value })}
          style={{ minWidth: 280 }}
          popupMatchSelectWidth={false}
        />
      ),
    },
    {
      title: 'Pivot language',
      dataIndex: 'pivotLang',
      render: (pivot: string | null, row) => (
        <Select
          aria-label={`Pivot language for ${languageName(row.targetLang)}`}
          value={pivot ?? ''}
          options={[
            { value: '', label: 'Direct (no pivot)' },
            ...['en', 'hi', ...languages]
              .filter((l, i, all) => l !== row.targetLang && l !== sourceLang && all.indexOf(l) === i)
              .map((l) => ({ value: l, label: languageLabel(l) })),
          ]}
          disabled={!canEdit || busy(row)}
          onChange={(value: string) => save(row, { pivotLang: value || null })}
          style={{ minWidth: 200 }}
          popupMatchSelectWidth={false}
        />
      ),
    },
    {
      title: 'Setting',
      dataIndex: 'isDefault',
      render: (isDefault: boolean) => (isDefault ? <ToneTag tone="neutral">Default</ToneTag> : <ToneTag tone="info">Chosen</ToneTag>),
    },
  ];

  if (projectEngines.isError || engines.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="We could not load the engines"
        description={errorMessage(projectEngines.error ?? engines.error)}
        action={
          <Button
            onClick={() => {
              void projectEngines.refetch();
              void engines.refetch();
            }}
          >
            Try again
          </Button>
        }
      />
    );
  }
  return (
    <>
      <AutoTranslateSwitch projectId={projectId} canEdit={canEdit} />
      <p style={{ marginTop: 0, color: '#55536b' }}>
        The built-in transliteration engine works offline and writes the source in the target script: it does not translate, and it is labelled Transliteration
        everywhere. Engines marked “Not configured” need their settings on the server: see Connect an engine.
      </p>
      <Table<Row>
        rowKey="targetLang"
        size="middle"
        columns={columns}
        dataSource={projectEngines.data?.engines ?? []}
        loading={projectEngines.isPending || engines.isPending}
        pagination={false}
        scroll={{ x: 800 }}
      />
    </>
  );
}
