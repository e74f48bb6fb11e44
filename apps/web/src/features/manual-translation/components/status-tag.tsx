import type { ManualTranslationStatus } from '@lipi/contract';
import { ToneTag, type Tone } from '../../../components/tone-tag.tsx';

const LABELS: Record<ManualTranslationStatus, [string, Tone]> = {
  pendingMachineTranslation: ['Waiting for machine translation', 'neutral'],
  processingMachineTranslation: ['Machine translating', 'info'],
  completedMachineTranslation: ['Machine translated', 'info'],
  rejectedMachineTranslation: ['Machine translation failed', 'error'],
  pendingManualTranslation: ['Ready to assign', 'warning'],
  processingManualTranslation: ['With linguists', 'info'],
  completedManualTranslation: ['Ready for review', 'warning'],
  rejectedManualTranslation: ['Sent back', 'error'],
  projectDeleted: ['Project deleted', 'neutral'],
  signOff: ['Signed off', 'success'],
  reverted: ['Reverted', 'neutral'],
};

/** A request's status in words (the spec's status codes stay in the API). */
export function StatusTag({ status }: { status: ManualTranslationStatus }) {
  const [label, tone] = LABELS[status];
  return <ToneTag tone={tone}>{label}</ToneTag>;
}

/** Who may request, assign and review (the server's manualTranslation.manage). */
export const canManageManual = (role: string | null | undefined) => ['superAdmin', 'organisationAdmin', 'deliveryManager'].includes(role ?? '');

export { PIPELINE_LABELS } from '../../../lib/pipelines.ts';

export const formatAmount = (n: number) => n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
