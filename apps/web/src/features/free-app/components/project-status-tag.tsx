import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { ToneTag } from '../../../components/tone-tag.tsx';

const humanise = (status: string) => {
  const words = status.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A project status (creation or overall) as a coloured tag. */
export function ProjectStatusTag({ status }: { status: string }) {
  const label = humanise(status);
  if (/failed/i.test(status)) return <ToneTag tone="error" icon={<CloseCircleOutlined aria-hidden="true" />}>{label}</ToneTag>;
  if (/completed|crawled|parsed/i.test(status)) return <ToneTag tone="success" icon={<CheckCircleOutlined aria-hidden="true" />}>{label}</ToneTag>;
  if (/processing|crawling|parsing|process/i.test(status)) return <ToneTag tone="info" icon={<SyncOutlined spin aria-hidden="true" />}>{label}</ToneTag>;
  return <ToneTag tone="neutral" icon={<ClockCircleOutlined aria-hidden="true" />}>{label}</ToneTag>;
}
