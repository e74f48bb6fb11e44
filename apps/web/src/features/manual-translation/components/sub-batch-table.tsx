import { Select, Table } from 'antd';
import { EmptyText } from '../../../components/empty-text.tsx';
import { useAssignStep, useLinguists } from '../../../api/manual-translation/assign-step.ts';
import type { SubBatchRow } from '../../../api/manual-translation/request-detail.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageName } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';

const STEP_LABELS = { translation: 'Translator', proofreading: 'Proofreader', editing: 'Editor' } as const;
const STATE_LABELS = { waiting: 'Waiting for an assignee', open: 'In progress', done: 'Done' } as const;

/** Sub-batches with one assignee picker per step (a step already finished can no longer be reassigned). */
export function SubBatchTable({ requestId, subBatches, canAssign }: { requestId: string; subBatches: SubBatchRow[]; canAssign: boolean }) {
  const linguists = useLinguists(requestId, canAssign);
  const assign = useAssignStep();
  const steps = subBatches[0]?.assignees.map((a) => a.step) ?? [];
  const options = (linguists.data?.linguists ?? []).map((l) => ({ value: l.userId, label: `${l.name} (${l.role})` }));
  return (
    <div role="region" aria-label="Sub-batches" tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table<SubBatchRow>
        rowKey="subBatchId"
        size="small"
        pagination={false}
        dataSource={subBatches}
        locale={{ emptyText: <EmptyText>The batches are being prepared</EmptyText> }}
        style={{ minWidth: 640 }}
        columns={[
          { title: 'Sub-batch', render: (_, row) => `${languageName(row.targetLang)} #${row.seq}` },
          { title: 'Segments', dataIndex: 'segments', align: 'right' },
          {
            title: 'State',
            render: (_, row) => (row.currentStep && row.state !== 'done' ? `${STATE_LABELS[row.state]} (${row.currentStep})` : STATE_LABELS[row.state]),
          },
          ...steps.map((step, index) => ({
            title: STEP_LABELS[step],
            key: step,
            render: (_: unknown, row: SubBatchRow) => {
              const current = row.assignees[index];
              const stepIndex = row.currentStep ? steps.indexOf(row.currentStep) : steps.length;
              if (!canAssign || index < stepIndex) return current?.userName ?? '—';
              return (
                <Select
                  aria-label={`${STEP_LABELS[step]} of ${languageName(row.targetLang)} #${row.seq}`}
                  placeholder="Assign"
                  style={{ minWidth: 180 }}
                  value={current?.userId ?? undefined}
                  options={options}
                  loading={linguists.isPending || assign.isPending}
                  onChange={(userId: string) => assign.mutate({ subBatchId: row.subBatchId, step, userId }, { onError: (e) => toast.error(errorMessage(e)) })}
                />
              );
            },
          })),
        ]}
      />
    </div>
  );
}
