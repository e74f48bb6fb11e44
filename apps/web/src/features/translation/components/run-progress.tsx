import { MT_ENGINES } from '@lipi/contract';
import { Alert, Badge, Button, Card, Progress } from 'antd';
import { formatNumber } from '../../../lib/format.ts';
import { languageName } from '../../../lib/languages.ts';
import { runPercent, type RunView } from '../hooks/use-translation-run.ts';

const KIND_LABEL = { nmt: 'Machine translation', t13n: 'Transliteration' } as const;

/** The bulk run under way (or just over): a progress bar fed by the live event, polled when the socket is down. */
export function RunProgress({ run, connected, onDismiss }: { run: RunView; connected: boolean; onDismiss: () => void }) {
  const over = run.status === 'completed' || run.status === 'failed';
  const failed = run.status === 'failed';
  // A "machine translation" run through the built-in engine transliterates: it says so.
  const transliteration = run.kind === 't13n' || run.engine === 'transliteration';
  const title = `${KIND_LABEL[transliteration ? 't13n' : 'nmt']} into ${languageName(run.targetLang)}`;
  const engine = transliteration ? null : MT_ENGINES.find((e) => e.id === run.engine)?.label;
  const statusText = failed
    ? 'Failed'
    : run.status === 'completed'
      ? 'Finished'
      : run.status === 'queued'
        ? 'Waiting to start'
        : transliteration
          ? 'Transliterating'
          : 'Translating';
  return (
    <Card
      size="small"
      title={
        <h2 style={{ margin: 0, fontSize: 15 }}>
          {title}
          {engine ? <span style={{ fontWeight: 400, color: '#55536b' }}> · {engine}</span> : null}
        </h2>
      }
      extra={
        over ? (
          <Button size="small" onClick={onDismiss}>
            Close
          </Button>
        ) : run.source === 'live' && connected ? (
          <Badge status="success" text="Live" />
        ) : (
          <Badge status="warning" text="Checking every 2 s" />
        )
      }
    >
      <p role="status" style={{ margin: '0 0 4px', fontWeight: 600 }}>
        {statusText} · {formatNumber(run.done)} of {formatNumber(run.total)} segments
        {run.fromMemory > 0 ? ` · ${formatNumber(run.fromMemory)} from memory` : ''}
        {run.failed > 0 ? ` · ${formatNumber(run.failed)} failed` : ''}
      </p>
      <Progress percent={runPercent(run)} status={failed ? 'exception' : over ? 'success' : 'active'} aria-label={`${title} progress`} />
      {run.error ? <Alert type="error" showIcon title={run.error} style={{ marginTop: 8 }} /> : null}
    </Card>
  );
}
