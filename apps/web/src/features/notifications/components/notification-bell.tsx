import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Popover, Spin } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteNotifications } from '../../../api/notifications/delete-notifications.ts';
import { useNotifications } from '../../../api/notifications/fetch-notifications.ts';
import { useMarkNotificationsSeen } from '../../../api/notifications/mark-notifications-seen.ts';
import { useLiveNotifications } from '../hooks/use-live-notifications.ts';
import { NotificationList } from './notification-list.tsx';

/** The header's bell: the unseen count, live; the list in a panel with mark seen and delete. */
export function NotificationBell({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const notifications = useNotifications();
  useLiveNotifications(userId);
  const markSeen = useMarkNotificationsSeen();
  const remove = useDeleteNotifications();
  const items = notifications.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unseen = notifications.data?.pages[0]?.unseen ?? 0;
  const unseenIds = items.filter((n) => !n.seen).map((n) => n.id);
  const busyId = (markSeen.isPending && markSeen.variables?.length === 1 ? markSeen.variables[0] : null) ?? (remove.isPending ? remove.variables?.[0] : null);
  const onError = (error: unknown) => toast.error(errorMessage(error));

  const panel = (
    <div style={{ width: 'min(380px, 86vw)' }} role="region" aria-label="Notifications">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 4 }}>
        <h2 style={{ fontSize: 16, margin: 0 }}>Notifications</h2>
        <Button type="link" size="small" disabled={unseenIds.length === 0 || markSeen.isPending} onClick={() => markSeen.mutate(unseenIds, { onError })}>
          Mark all as seen
        </Button>
      </div>
      <div style={{ maxHeight: 420, overflowY: 'auto' }}>
        {notifications.isPending ? (
          <div style={{ padding: 24, textAlign: 'center' }}>
            <Spin />
          </div>
        ) : notifications.isError ? (
          <div role="alert" style={{ padding: 12 }}>
            <p style={{ margin: '0 0 8px' }}>{errorMessage(notifications.error)}</p>
            <Button size="small" onClick={() => notifications.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications yet" />
        ) : (
          <NotificationList
            items={items}
            busyId={busyId}
            onSeen={(id) => markSeen.mutate([id], { onError })}
            onDelete={(id) => remove.mutate([id], { onSuccess: () => undefined, onError })}
          />
        )}
        {notifications.hasNextPage ? (
          <Button block type="text" loading={notifications.isFetchingNextPage} onClick={() => notifications.fetchNextPage()} style={{ marginTop: 8 }}>
            Show older
          </Button>
        ) : null}
      </div>
    </div>
  );

  return (
    // The count sits outside the button: antd's animated count renders a column of digits, which
    // axe reads as the button's visible text (label-content-name-mismatch) while it scrolls.
    <Badge count={unseen} size="small" overflowCount={99} offset={[-6, 6]}>
      <Popover content={panel} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} arrow={false}>
        <Button
          type="text"
          shape="circle"
          size="large"
          aria-label={unseen > 0 ? `Notifications, ${unseen} unseen` : 'Notifications'}
          aria-expanded={open}
          aria-haspopup="dialog"
          icon={<BellOutlined aria-hidden="true" style={{ fontSize: 20 }} />}
        />
      </Popover>
    </Badge>
  );
}
