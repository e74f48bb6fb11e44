import { NO_NEW_CONTENT_MESSAGE, type MtEngineId, type TranslationRun } from '@lipi/contract';
import { Button, Select, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useApplyMachineTranslation } from '../api/apply-machine-translation.ts';
import { useApplyTransliteration } from '../api/apply-transliteration.ts';
import { useEngines, useProjectEngines } from '../api/get-project-engines.ts';

type Props = {
  projectId: string;
  targetLang: string;
  selected: string[];
  busy: boolean;
  onStarted: (run: TranslationRun) => void;
  onNothingToDo: (message: string) => void;
};

const newRequestId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `req-${Date.now()}-${Math.random().toString(36).slice(2)}`);

/** Machine translation (engine of choice, the project's by default) and transliteration of the selected rows, or of all new content. */
export function BulkActions({ projectId, targetLang, selected, busy, onStarted, onNothingToDo }: Props) {
  const engines = useEngines();
  const projectEngines = useProjectEngines(projectId);
  const [chosen, setChosen] = useState<{ lang: string; engine: string } | null>(null);
  const nmt = useApplyMachineTranslation(projectId);
  const t13n = useApplyTransliteration(projectId);
  const projectEngine = projectEngines.data?.engines.find((e) => e.targetLang === targetLang)?.engine;
  const engine = (chosen?.lang === targetLang ? chosen.engine : undefined) ?? projectEngine ?? 'transliteration';
  const pending = nmt.isPending || t13n.isPending;
  const scope = selected.length > 0 ? `${selected.length} selected` : 'all new content';

  const nothingToDo = () => {
    onNothingToDo(NO_NEW_CONTENT_MESSAGE);
    toast.info(NO_NEW_CONTENT_MESSAGE);
  };
  const handle = (reply: { data: TranslationRun; message: string }) => (reply.data.total === 0 ? nothingToDo() : onStarted(reply.data));
  // The server refuses a run with nothing to translate (400) with the spec's message: not a failure to the user.
  const onError = (error: unknown) => {
    const message = errorMessage(error);
    if (message === NO_NEW_CONTENT_MESSAGE) nothingToDo();
    else toast.error(message);
  };

  const options = (engines.data?.engines ?? []).map((e) => ({
    value: e.id,
    disabled: !e.configured,
    label: `${e.label}${e.id === projectEngine ? ' · project default' : ''}${e.configured ? '' : ' · not configured'}`,
  }));

  return (
    <Space wrap>
      <Select
        aria-label="Machine translation engine"
        value={engine}
        loading={engines.isPending || projectEngines.isPending}
        options={options.length ? options : [{ value: engine, label: engine, disabled: false }]}
        onChange={(value: string) => setChosen({ lang: targetLang, engine: value })}
        style={{ minWidth: 260 }}
        popupMatchSelectWidth={false}
        disabled={busy || pending}
      />
      <Tooltip title={selected.length ? undefined : 'No rows selected: every segment without a translation is sent'}>
        <Button
          type="primary"
          loading={nmt.isPending}
          disabled={busy || pending}
          onClick={() =>
            nmt.mutate({ targetLang, idArr: selected, nmtService: engine as MtEngineId, requestId: newRequestId(), origin: 'dashboard' }, { onSuccess: handle, onError })
          }
        >
          Machine translate {scope}
        </Button>
      </Tooltip>
      <Button
        loading={t13n.isPending}
        disabled={busy || pending}
        onClick={() => t13n.mutate({ targetLang, idArr: selected, requestId: newRequestId() }, { onSuccess: handle, onError })}
      >
        Transliterate {scope}
      </Button>
    </Space>
  );
}
