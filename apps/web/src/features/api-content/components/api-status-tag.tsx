import type { ApiTranslationStatus } from '@lipi/contract';
import { ToneTag, type Tone } from '../../../components/tone-tag.tsx';

const LABELS: Record<ApiTranslationStatus, { label: string; tone: Tone }> = {
  created: { label: 'Created', tone: 'neutral' },
  syncing: { label: 'Syncing', tone: 'info' },
  synced: { label: 'Ready to translate', tone: 'info' },
  applied_nmt: { label: 'Machine translated', tone: 'success' },
  sent_to_pbk: { label: 'With translators', tone: 'warning' },
  pbk_translated: { label: 'Professionally translated', tone: 'success' },
};

export function ApiStatusTag({ status }: { status: ApiTranslationStatus }) {
  const { label, tone } = LABELS[status];
  return <ToneTag tone={tone}>{label}</ToneTag>;
}
