import type { DocumentStatus, KycDocumentType } from '@lipi/contract';
import { ToneTag, type Tone } from '../../../components/tone-tag.tsx';

export const KYC_TYPE_LABELS: Record<KycDocumentType, string> = {
  aadhaar: 'Aadhaar (masked)',
  panCard: 'PAN card',
  roc: 'Certificate of incorporation (ROC)',
  gst: 'GST registration',
  bankDetails: 'Bank details',
  contract: 'Contract',
  cancelledCheck: 'Cancelled cheque',
};

const STATUS_TONES: Record<DocumentStatus, Tone> = { pending: 'warning', accepted: 'success', rejected: 'error', signed: 'success' };
const STATUS_LABELS: Record<DocumentStatus, string> = { pending: 'Pending review', accepted: 'Accepted', rejected: 'Rejected', signed: 'Signed' };

export const KycStatusTag = ({ status }: { status: DocumentStatus }) => <ToneTag tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</ToneTag>;

export const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
export const formatWhen = (iso: string) => new Date(iso).toLocaleString('en-IN');
