import { KEYBOARD_LANGUAGES, type EditorSelection, type QaWarning, type TranslationRow } from '@lipi/contract';
import { Alert, Button, Card } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptySection } from '../../../components/empty-section.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/session/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useTranslations } from '../../../api/translation/list-translations.ts';
import { useUpdateTranslation } from '../../../api/translation/update-translation.ts';
import { useEditorParams } from '../hooks/use-editor-params.ts';
import { canRunTranslations } from '../../../lib/permissions.ts';
import { useTranslationRun } from '../hooks/use-translation-run.ts';
import { BulkActions } from './bulk-actions.tsx';
import { EditorFilters } from './editor-filters.tsx';
import { LanguageProgress } from './language-progress.tsx';
import { ReplaceButton } from './replace-modal.tsx';
import { RevisionDrawer, type RevisionTarget } from './revision-drawer.tsx';
import { RunProgress } from './run-progress.tsx';
import { SegmentsTable } from './segments-table.tsx';

const PHONETIC_KEY = 'lipi.editor.phonetic';

/** Source and target side by side per URL and language, with filters, bulk machine translation, revisions and find and replace. */
export function TranslationEditor({
  projectId,
  languages: projectLanguages,
  sourceLanguage,
}: {
  projectId: string;
  languages: string[];
  /** The language the project is written in; absent: English. */
  sourceLanguage?: string;
}) {
  // ?task=<subBatchId>: a linguist's task; the server lists and saves only its segments (as drafts).
  const [search] = useSearchParams();
  const task = search.get('task') || undefined;
  const languages = task ? projectLanguages.filter((l) => l === search.get('lang')) : projectLanguages;
  const { params, update } = useEditorParams(projectId, languages);
  const canManage = canRunTranslations(useCurrentUser()?.role) && !task;
  const [selected, setSelected] = useState<{ key: string; hashes: string[] }>({ key: '', hashes: [] });
  const [editing, setEditing] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<Record<string, QaWarning[]>>({});
  const [history, setHistory] = useState<RevisionTarget | null>(null);
  const [nothingToDo, setNothingToDo] = useState<string | null>(null);
  const [phonetic, setPhonetic] = useState(() => typeof localStorage !== 'undefined' && localStorage.getItem(PHONETIC_KEY) === 'on');
  const run = useTranslationRun(projectId);
  const lastEdited = useRef<string | null>(null);
  // Keyboard users land back on the row's Edit button once its edit box closes (saved or cancelled).
  useEffect(() => {
    if (editing) {
      lastEdited.current = editing;
      return;
    }
    const hash = lastEdited.current;
    lastEdited.current = null;
    if (hash) document.querySelector<HTMLButtonElement>(`tr[data-source-hash="${hash}"] button[data-action="edit"]`)?.focus();
  }, [editing]);
  const save = useUpdateTranslation(projectId);
  // One filter object for the list and the bulk runs, so a run takes exactly the rows shown.
  const filters: EditorSelection = {
    ...(params.url ? { url: params.url } : {}),
    ...(params.filter ? { filter: params.filter } : {}),
    ...(params.type ? { translationType: params.type } : {}),
    ...(params.search ? { search: params.search } : {}),
  };
  const rows = useTranslations({
    projectId,
    targetLang: params.lang,
    ...filters,
    pageNumber: params.page,
    pageSize: params.size,
    ...(task ? { subBatchId: task } : {}),
  });
  // The selection belongs to one language and page of rows.
  const selectionKey = `${params.lang}|${params.url}|${params.filter}|${params.type}|${params.search}|${params.page}|${params.size}`;
  const selectedHashes = selected.key === selectionKey ? selected.hashes : [];

  if (languages.length === 0) {
    return <EmptySection title="No target languages" description="Add languages to the project to translate its content." />;
  }

  const onSave = (row: TranslationRow, value: string) =>
    save.mutate(
      { targetLang: params.lang, sourceHash: row.sourceHash, preProcessedTarget: value, displayType: 'translation', ...(task ? { subBatchId: task } : {}) },
      {
        onSuccess: (reply) => {
          setEditing(null);
          setWarnings((w) => ({ ...w, [row.sourceHash]: reply.data.warnings }));
          if (reply.data.warnings.length) toast.warning(reply.message);
          else toast.success(reply.message);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  const runBusy = run.run !== null && run.run.status !== 'completed' && run.run.status !== 'failed';
  const filtered = Boolean(params.filter || params.type || params.search);

  return (
    // minmax(0, 1fr): the cards take the screen's width, not their content's (no sideways scroll at phone width).
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {task ? (
        <Alert type="info" showIcon title="Your task: only its segments are shown, and what you save is your draft until you finish the step in My tasks." />
      ) : null}
      <Card>
        <EditorFilters
          projectId={projectId}
          languages={languages}
          params={params}
          update={(patch) => {
            setEditing(null);
            update(patch);
          }}
        />
      </Card>
      <LanguageProgress projectId={projectId} lang={params.lang} url={params.url || undefined} />
      {run.run ? <RunProgress run={run.run} connected={run.connected} onDismiss={run.dismiss} /> : null}
      {nothingToDo && !run.run ? <Alert type="info" showIcon title={nothingToDo} closable={{ onClose: () => setNothingToDo(null) }} /> : null}
      <Card>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}>
          {canManage ? (
            <BulkActions
              projectId={projectId}
              targetLang={params.lang}
              selected={selectedHashes}
              filters={filters}
              busy={runBusy}
              onStarted={(started) => {
                setNothingToDo(null);
                setSelected({ key: '', hashes: [] });
                run.start(started);
              }}
              onNothingToDo={setNothingToDo}
            />
          ) : (
            <span />
          )}
          {canManage ? <ReplaceButton projectId={projectId} targetLang={params.lang} selected={selectedHashes} /> : null}
        </div>
        {rows.isError ? (
          <Alert
            type="error"
            showIcon
            title="We could not load the segments"
            description={errorMessage(rows.error)}
            action={<Button onClick={() => rows.refetch()}>Try again</Button>}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <SegmentsTable
          projectId={projectId}
          sourceLang={sourceLanguage}
          lang={params.lang}
          data={rows.data}
          loading={rows.isPending || (rows.isFetching && rows.isPlaceholderData)}
          page={params.page}
          size={params.size}
          onPage={(page, size) => update({ page: size !== params.size ? 1 : page, size })}
          emptyText={filtered ? 'No segment matches these filters' : 'No segments yet. Crawl the website to collect its text.'}
          selected={selectedHashes}
          onSelect={(hashes) => setSelected({ key: selectionKey, hashes })}
          editing={editing}
          onEdit={setEditing}
          saving={save.isPending}
          onSave={onSave}
          warnings={warnings}
          onHistory={(row) =>
            setHistory({
              sourceHash: row.sourceHash,
              sourceText: row.sourceText,
              targetLang: params.lang,
              current: row.translation?.preProcessedTarget ?? null,
            })
          }
          phonetic={phonetic}
          canUsePhonetic={(KEYBOARD_LANGUAGES as readonly string[]).includes(params.lang)}
          onPhoneticChange={(on) => {
            setPhonetic(on);
            localStorage.setItem(PHONETIC_KEY, on ? 'on' : 'off');
          }}
        />
      </Card>
      <RevisionDrawer projectId={projectId} target={history} canEdit onClose={() => setHistory(null)} />
    </div>
  );
}
