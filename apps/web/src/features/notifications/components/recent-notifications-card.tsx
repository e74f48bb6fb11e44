import { Button, Card, Empty, Skeleton } from 'antd';
import { errorMessage } from '../../../lib/api-error.ts';
import { useNotifications } from '../../../api/notifications/fetch-notifications.ts';
import { NotificationList } from './notification-list.tsx';

/** The dashboard's latest notifications (the bell keeps them live). */
export function RecentNotificationsCard({ limit = 5 }: { limit?: number }) {
  const notifications = useNotifications();
  const items = notifications.data?.pages.flatMap((page) => page.notifications).slice(0, limit) ?? [];
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 17 }}>Recent notifications</h2>} style={{ height: '100%' }}>
      {notifications.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : notifications.isError ? (
        <div role="alert">
          <p>{errorMessage(notifications.error)}</p>
          <Button onClick={() => notifications.refetch()}>Try again</Button>
        </div>
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications yet. Crawls and deletes report here when they finish." />
      ) : (
        <NotificationList items={items} />
      )}
    </Card>
  );
}
