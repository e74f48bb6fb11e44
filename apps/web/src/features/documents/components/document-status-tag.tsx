import type { FileProcessingStatus } from '@lipi/contract';
import { ToneTag, type Tone } from '../../../components/tone-tag.tsx';

const LABELS: Record<FileProcessingStatus, { label: string; tone: Tone }> = {
  NEW_URL: { label: 'New', tone: 'info' },
  NMT_TRANSLATED: { label: 'Machine translated', tone: 'success' },
  PBK_SENT: { label: 'With Prabandhak', tone: 'warning' },
  PBK_TRANSLATED: { label: 'Professionally translated', tone: 'success' },
  PBK_EXPORTED: { label: 'Exported', tone: 'neutral' },
  FAILED: { label: 'Failed', tone: 'error' },
};

/** The file status of spec 01 §4 in words (tones with readable contrast); a failure shows its reason. */
export function DocumentStatusTag({ status, reason }: { status: FileProcessingStatus; reason: string | null }) {
  const { label, tone } = LABELS[status];
  const tag = <ToneTag tone={tone}>{label}</ToneTag>;
  return status === 'FAILED' && reason ? (
    <span>
      {tag}
      <span style={{ fontSize: 13 }}>{reason}</span>
    </span>
  ) : (
    tag
  );
}
