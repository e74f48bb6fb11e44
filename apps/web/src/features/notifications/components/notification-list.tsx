import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import type { Notification } from '@lipi/contract';
import { Button, Tooltip } from 'antd';
import { timeAgo } from '../../../lib/format.ts';

type Props = {
  items: Notification[];
  onSeen?: (id: string) => void;
  onDelete?: (id: string) => void;
  busyId?: string | null;
};

/** Notifications newest first; unseen ones are marked and can be marked seen or deleted one by one. */
export function NotificationList({ items, onSeen, onDelete, busyId }: Props) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((n) => (
        <li key={n.id} style={{ display: 'flex', gap: 10, padding: '10px 4px', borderBottom: '1px solid #f0eef8', alignItems: 'flex-start' }}>
          <span
            aria-hidden="true"
            style={{ width: 8, height: 8, borderRadius: 4, marginTop: 8, flex: 'none', background: n.seen ? 'transparent' : '#f08a00' }}
          />
          <div style={{ flex: 1, minWidth: 0 }}>
            <div style={{ fontWeight: n.seen ? 500 : 700 }}>
              {n.title}
              {n.seen ? null : <span className="visually-hidden"> (new)</span>}
            </div>
            <div style={{ color: '#34324a', fontSize: 14, overflowWrap: 'anywhere' }}>{n.message}</div>
            <time dateTime={n.createdAt} style={{ fontSize: 12, color: '#55536b' }}>
              {timeAgo(n.createdAt)}
            </time>
          </div>
          {onSeen && !n.seen ? (
            <Tooltip title="Mark as seen">
              <Button
                type="text"
                size="small"
                icon={<CheckOutlined aria-hidden="true" />}
                aria-label={`Mark “${n.title}” as seen`}
                disabled={busyId === n.id}
                onClick={() => onSeen(n.id)}
              />
            </Tooltip>
          ) : null}
          {onDelete ? (
            <Tooltip title="Delete">
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined aria-hidden="true" />}
                aria-label={`Delete “${n.title}”`}
                disabled={busyId === n.id}
                onClick={() => onDelete(n.id)}
              />
            </Tooltip>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
