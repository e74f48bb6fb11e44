import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import type { SuggestionRow } from '@lipi/contract';
import { Button, Popconfirm } from 'antd';

type Props = {
  row: SuggestionRow;
  busy: boolean;
  onAccept: () => void;
  onEdit: () => void;
  onReject: () => Promise<unknown>;
  onStatus: (status: 'new' | 'inprocess') => void;
};

/** The decisions on one open suggestion; each button names its row for screen readers. */
export function SuggestionActions({ row, busy, onAccept, onEdit, onReject, onStatus }: Props) {
  if (row.status === 'accepted' || row.status === 'rejected') return null;
  const what = `suggestion “${row.suggestedText.slice(0, 40)}”`;
  return (
    <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'nowrap', alignItems: 'center' }}>
      <Button size="small" type="primary" icon={<CheckOutlined aria-hidden="true" />} onClick={onAccept} disabled={busy} aria-label={`Accept ${what}`}>
        Accept
      </Button>
      <Button size="small" icon={<EditOutlined aria-hidden="true" />} onClick={onEdit} disabled={busy} aria-label={`Edit and accept ${what}`}>
        Edit
      </Button>
      <Popconfirm title="Reject this suggestion?" okText="Reject" okButtonProps={{ danger: true }} onConfirm={onReject}>
        <Button size="small" danger icon={<CloseOutlined aria-hidden="true" />} disabled={busy} aria-label={`Reject ${what}`}>
          Reject
        </Button>
      </Popconfirm>
      <Button
        size="small"
        type="link"
        disabled={busy}
        onClick={() => onStatus(row.status === 'new' ? 'inprocess' : 'new')}
        aria-label={`${row.status === 'new' ? 'Mark as in process' : 'Move back to new'}: ${what}`}
      >
        {row.status === 'new' ? 'In process' : 'Back to new'}
      </Button>
    </span>
  );
}
