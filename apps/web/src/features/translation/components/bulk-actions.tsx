import { DEFAULT_SOURCE_LANG, DOMAIN_ERRORS, NO_NEW_CONTENT_MESSAGE, type EditorSelection, type MtEngineId, type TranslationRun } from '@lipi/contract';
import { Button, Select, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorMessage, isApiError } from '../../../lib/api-error.ts';
import { languageName } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { useApplyMachineTranslation } from '../../../api/machine-translation/apply-machine-translation.ts';
import { useApplyTransliteration } from '../../../api/machine-translation/apply-transliteration.ts';
import { engineUnavailable, useEngines } from '../../../api/machine-translation/list-engines.ts';
import { useProjectEngines } from '../../../api/machine-translation/project-engines.ts';
import { RunConfirmation, type PendingRun } from './run-confirmation.tsx';

type Props = {
  projectId: string;
  targetLang: string;
  selected: string[];
  /** The editor's filters: with no row selected, a run takes the new content among the rows they show. */
  filters: EditorSelection;
  busy: boolean;
  onStarted: (run: TranslationRun) => void;
  onNothingToDo: (message: string) => void;
};

const newRequestId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `req-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * Machine translation (engine of choice, the project's by default) and transliteration of the
 * selected rows, or of the new content the filters show; each run is confirmed with its counts first.
 */
export function BulkActions({ projectId, targetLang, selected, filters, busy, onStarted, onNothingToDo }: Props) {
  const engines = useEngines();
  const projectEngines = useProjectEngines(projectId);
  const [chosen, setChosen] = useState<{ lang: string; engine: string } | null>(null);
  const nmt = useApplyMachineTranslation(projectId);
  const t13n = useApplyTransliteration(projectId);
  const projectEngine = projectEngines.data?.engines.find((e) => e.targetLang === targetLang)?.engine;
  const engine = (chosen?.lang === targetLang ? chosen.engine : undefined) ?? projectEngine ?? 'transliteration';
  const pending = nmt.isPending || t13n.isPending;
  const [confirming, setConfirming] = useState<PendingRun | null>(null);
  const filtered = Boolean(filters.url || filters.filter || filters.translationType || filters.search);
  const scope = selected.length > 0 ? `${selected.length} selected` : filtered ? 'new content shown' : 'all new content';
  const ask = (kind: PendingRun['kind']) =>
    setConfirming({ kind, idArr: selected, selection: filters, ...(kind === 'nmt' ? { engine: engine as MtEngineId } : {}) });

  const nothingToDo = () => {
    onNothingToDo(NO_NEW_CONTENT_MESSAGE);
    toast.info(NO_NEW_CONTENT_MESSAGE);
  };
  const handle = (reply: { data: TranslationRun; message: string }) => {
    setConfirming(null);
    if (reply.data.total === 0) nothingToDo();
    else onStarted(reply.data);
  };
  // The server refuses a run with nothing to translate (NO_NEW_CONTENT): not a failure to the user.
  const onError = (error: unknown) => {
    setConfirming(null);
    if (isApiError(error) && error.type === DOMAIN_ERRORS.NO_NEW_CONTENT.type) nothingToDo();
    else toast.error(errorMessage(error));
  };

  // The confirmed run: exactly what was counted (the same rows or filters, the same engine).
  const start = () => {
    if (!confirming) return;
    const { kind, idArr, selection } = confirming;
    if (kind === 'nmt') {
      nmt.mutate(
        { targetLang, idArr, selection, nmtService: confirming.engine, requestId: newRequestId(), origin: 'dashboard' },
        { onSuccess: handle, onError },
      );
    } else t13n.mutate({ targetLang, idArr, selection, requestId: newRequestId() }, { onSuccess: handle, onError });
  };

  // An engine is offered only when this server can translate into the language (the provider's own list),
  // from the project's source language: `targets` are from English, `pairs` (when published) from any source.
  const sourceLang = projectEngines.data?.sourceLang ?? DEFAULT_SOURCE_LANG;
  const servesPair = (e: { id: string; targets: string[]; pairs: { source: string; target: string }[] | null }) =>
    sourceLang === DEFAULT_SOURCE_LANG
      ? e.targets.includes(targetLang)
      : e.pairs
        ? e.pairs.some((p) => p.source === sourceLang && p.target === targetLang)
        : e.id !== 'transliteration';
  const options = (engines.data?.engines ?? []).map((e) => {
    const serves = e.configured && servesPair(e);
    const why = engineUnavailable(e, serves, targetLang);
    return {
      value: e.id,
      disabled: !serves,
      label: `${e.label}${e.id === projectEngine ? ' · project default' : ''}${why ? ` · ${why[0]!.toLowerCase()}${why.slice(1)}` : ''}`,
    };
  });

  return (
    <Space wrap>
      <Select
        aria-label="Machine translation engine"
        value={engine}
        loading={engines.isPending || projectEngines.isPending}
        options={options.length ? options : [{ value: engine, label: engine, disabled: false }]}
        onChange={(value: string) => setChosen({ lang: targetLang, engine: value })}
        // Engine labels are long ("Transliteration (offline, built in) · project default"): capped to the phone's width, they shorten with an ellipsis.
        style={{ width: 340, maxWidth: 'calc(100vw - 120px)' }}
        popupMatchSelectWidth={false}
        disabled={busy || pending}
      />
      {engine === 'transliteration' ? (
        // The built-in engine does not translate: no "Machine translate" button that would only transliterate.
        <span style={{ color: '#55536b' }}>
          No translation engine for {languageName(targetLang)}:{' '}
          <Link to={`${paths.app.projectTranslationSettings.build(projectId)}?tab=engine-setup`}>connect one</Link>
        </span>
      ) : (
        <Tooltip title={selected.length ? undefined : 'No rows selected: every segment without a translation among the rows shown is sent'}>
          <Button type="primary" loading={nmt.isPending && confirming === null} disabled={busy || pending} onClick={() => ask('nmt')}>
            Machine translate {scope}
          </Button>
        </Tooltip>
      )}
      <Button loading={t13n.isPending && confirming === null} disabled={busy || pending} onClick={() => ask('t13n')}>
        Transliterate {scope}
      </Button>
      <RunConfirmation
        projectId={projectId}
        targetLang={targetLang}
        pending={confirming}
        starting={pending}
        onStart={start}
        onCancel={() => setConfirming(null)}
      />
    </Space>
  );
}
