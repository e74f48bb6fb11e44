import { Alert, Button, Input, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useFinishTask, useSaveTask, useTaskSegments } from '../../../api/manual-translation/tasks.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageName } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { BatchFileActions } from './batch-file-actions.tsx';

/** The segments of one task: the source, an editable target each; save keeps drafts, finish hands the work on. */
export function TaskEditor({ subBatchId, onDone }: { subBatchId: string; onDone: () => void }) {
  const segments = useTaskSegments(subBatchId);
  const save = useSaveTask();
  const finish = useFinishTask();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  useEffect(() => {
    if (segments.data) setDrafts(Object.fromEntries(segments.data.segments.map((s) => [s.sourceHash, s.target])));
  }, [segments.data]);
  if (segments.isPending) return <Skeleton active aria-busy="true" />;
  if (segments.isError) return <Alert type="error" showIcon title="We could not open this task" description={errorMessage(segments.error)} />;
  const { task } = segments.data;
  const edits = () => Object.entries(drafts).map(([sourceHash, target]) => ({ sourceHash, target }));
  const onSave = () =>
    save.mutate({ subBatchId, segments: edits() }, { onSuccess: () => toast.success('Saved'), onError: (e) => toast.error(errorMessage(e)) });
  const onFinish = () =>
    save.mutate(
      { subBatchId, segments: edits() },
      {
        onSuccess: () =>
          finish.mutate(
            { subBatchId },
            {
              onSuccess: () => {
                toast.success(`${task.step} finished`);
                onDone();
              },
              onError: (e) => toast.error(errorMessage(e)),
            },
          ),
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  return (
    <section aria-label={`Task: ${task.step} into ${languageName(task.targetLang)}`}>
      <h2 style={{ fontSize: 18 }}>
        {task.projectName}: {task.step} into {languageName(task.targetLang)}
      </h2>
      <BatchFileActions subBatchId={subBatchId} />
      <ol style={{ paddingInlineStart: 20 }}>
        {segments.data.segments.map((s, i) => (
          <li key={s.sourceHash} style={{ marginBottom: 12 }}>
            <div id={`src-${i}`}>{s.source}</div>
            <Input.TextArea
              aria-label={`Translation of: ${s.source}`}
              autoSize={{ minRows: 1, maxRows: 6 }}
              lang={task.targetLang}
              value={drafts[s.sourceHash] ?? ''}
              onChange={(e) => setDrafts((d) => ({ ...d, [s.sourceHash]: e.target.value }))}
            />
          </li>
        ))}
      </ol>
      <Space wrap>
        <Button onClick={onSave} loading={save.isPending && !finish.isPending}>
          Save drafts
        </Button>
        <Button type="primary" onClick={onFinish} loading={finish.isPending}>
          Finish {task.step}
        </Button>
      </Space>
    </section>
  );
}
