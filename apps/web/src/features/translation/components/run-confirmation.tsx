import { NO_NEW_CONTENT_MESSAGE, type EditorSelection, type MtEngineId, type RunSelectionCount, type TranslationRunKind } from '@lipi/contract';
import { Alert, Button, Modal, Spin } from 'antd';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageName } from '../../../lib/languages.ts';
import { useSelectionCount } from '../../../api/machine-translation/selection-count.ts';

export type PendingRun = { kind: TranslationRunKind; engine?: MtEngineId; idArr: string[]; selection: EditorSelection };

const n = (value: number) => value.toLocaleString('en-IN');
const plural = (value: number, word: string) => `${n(value)} ${word}${value === 1 ? '' : 's'}`;

/** "12 segments · 340 words · 2,100 characters with DeepL": what the confirmation states before starting. */
export function describeSelection(count: RunSelectionCount): string {
  return `${plural(count.segments, 'segment')} · ${plural(count.words, 'word')} · ${plural(count.characters, 'character')} with ${count.engineLabel}`;
}

/**
 * For an engine that cannot keep inline tags: which segments have markup and what will happen, said
 * before the run rather than found later as formatting on the wrong words.
 */
export function inlineMarkupWarning(count: RunSelectionCount): string | null {
  if (count.keepsTags || !count.inlineMarkupSegments) return null;
  const which = count.inlineMarkupSegments === 1 ? '1 of these segments has' : `${n(count.inlineMarkupSegments)} of these segments have`;
  return (
    `${which} inline formatting (bold, italics, links). ${count.engineLabel} translates word by word and cannot move the formatting ` +
    'with reordered words: it may land on the wrong words, and a segment whose tags the engine loses is left untranslated. ' +
    'Review these segments in the editor after the run (their tags show as <1>…</1> in the source).'
  );
}

type Props = { projectId: string; targetLang: string; pending: PendingRun | null; starting: boolean; onStart: () => void; onCancel: () => void };

/**
 * Before a run (and so before any paid engine call): the server counts exactly what the run would
 * take (the editor's filters or the selected rows) and the engine it would use; the user starts it.
 */
export function RunConfirmation({ projectId, targetLang, pending, starting, onStart, onCancel }: Props) {
  const count = useSelectionCount(
    {
      projectId,
      targetLang,
      kind: pending?.kind ?? 'nmt',
      ...(pending?.engine ? { nmtService: pending.engine } : {}),
      idArr: pending?.idArr ?? [],
      selection: pending?.selection ?? {},
    },
    pending !== null,
  );
  const data = count.data;
  const action = pending?.kind === 't13n' ? 'Transliterate' : 'Machine translate';
  const canStart = Boolean(data && data.segments > 0);
  return (
    <Modal
      open={pending !== null}
      title={`${action} into ${languageName(targetLang)}?`}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancel
        </Button>,
        <Button key="start" type="primary" disabled={!canStart} loading={starting} onClick={onStart}>
          Start
        </Button>,
      ]}
    >
      {count.isPending ? (
        <Spin size="small" aria-label="Counting the segments" />
      ) : count.isError ? (
        <Alert type="error" showIcon title="We could not count the segments" description={errorMessage(count.error)} />
      ) : data && data.segments === 0 ? (
        <Alert type="info" showIcon title={NO_NEW_CONTENT_MESSAGE} />
      ) : data ? (
        <>
          <p role="status" data-testid="run-selection-count">
            {describeSelection(data)}
          </p>
          {inlineMarkupWarning(data) ? <Alert type="warning" showIcon title="Formatting may be lost" description={inlineMarkupWarning(data)} /> : null}
        </>
      ) : null}
    </Modal>
  );
}
