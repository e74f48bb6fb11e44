import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { ToneTag } from '../../../components/tone-tag.tsx';
import { isBusy, statusLabel, statusTone } from '../lib/project-status.ts';

/** A project status of the creation vocabulary as a coloured tag. */
export function ProjectStatusTag({ status }: { status: string }) {
  const tone = statusTone(status);
  const icon =
    tone === 'error' ? (
      <CloseCircleOutlined aria-hidden="true" />
    ) : tone === 'success' ? (
      <CheckCircleOutlined aria-hidden="true" />
    ) : isBusy(status) ? (
      <SyncOutlined spin aria-hidden="true" />
    ) : (
      <ClockCircleOutlined aria-hidden="true" />
    );
  return (
    <ToneTag tone={tone} icon={icon}>
      {statusLabel(status)}
    </ToneTag>
  );
}
