import { ClearOutlined } from '@ant-design/icons';
import { RENDER_LIMITS, RENDER_MESSAGES } from '@lipi/contract';
import { Button, Card, Popconfirm } from 'antd';
import { toast } from '../../../lib/toast.ts';
import { useClearCache } from '../../../api/render/clear-cache.ts';

/** Translated pages are cached; after changing translations or settings a customer may want them rebuilt now. */
export function CacheSection({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const clear = useClearCache(projectId);
  const minutes = Math.round(RENDER_LIMITS.cacheTtlSeconds / 60);
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 17 }}>Cache</h2>}>
      <p style={{ marginTop: 0, color: '#55536b', maxWidth: '70ch' }}>
        Translated pages served through the Lipi proxy are kept for up to {minutes} minutes, and rebuilt sooner when a translation or a setting changes. Clear
        the cache to rebuild every page of this project on its next visit, in every language.
      </p>
      {canEdit ? (
        <Popconfirm
          title="Clear the cache of this project?"
          description="The next visit of each page is a little slower while it is translated again."
          okText="Clear cache"
          onConfirm={() =>
            clear.mutateAsync().then(
              (reply) => toast.success(reply.message || RENDER_MESSAGES.cacheCleared),
              () => toast.error(RENDER_MESSAGES.cacheClearFailed),
            )
          }
        >
          <Button icon={<ClearOutlined aria-hidden="true" />} loading={clear.isPending}>
            Clear cache
          </Button>
        </Popconfirm>
      ) : (
        <p style={{ margin: 0 }}>Only project managers can clear the cache.</p>
      )}
      {clear.data ? (
        <p role="status" style={{ margin: '12px 0 0', color: '#55536b' }}>
          {clear.data.data.cleared === 1 ? '1 cached page was dropped.' : `${clear.data.data.cleared.toLocaleString('en-IN')} cached pages were dropped.`}
        </p>
      ) : null}
    </Card>
  );
}
