import { Badge, Card, Col, Progress, Row, Skeleton, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useCrawlProgress, type CrawlView } from '../hooks/use-crawl-progress.ts';
import { isBusy, statusLabel } from '../lib/project-status.ts';

const formatNumber = (n: number) => n.toLocaleString('en-IN');

export function crawlPercent(view: Pick<CrawlView, 'pagesFound' | 'pagesFetched' | 'pagesFailed'>): number {
  if (view.pagesFound <= 0) return 0;
  return Math.min(100, Math.round(((view.pagesFetched + view.pagesFailed) / view.pagesFound) * 100));
}

function ChannelBadge({ view, connected }: { view: CrawlView; connected: boolean }) {
  if (view.source === 'polling') return <Badge status="warning" text="Live updates paused, checking every 5 s" />;
  if (connected) return <Badge status="success" text="Live" />;
  return <Badge status="default" text="Live updates off" />;
}

/** Pages found, fetched and failed, segments and words of the latest crawl, as they change. */
export function CrawlProgressCard({ projectId, status, emptyAction }: { projectId: string; status: string; emptyAction?: ReactNode }) {
  const { view, stats, connected, hasRun } = useCrawlProgress(projectId, status);
  const busy = isBusy(view.status);
  const failed = /failed/i.test(view.status);
  const title = <h2 style={{ margin: 0, fontSize: 17 }}>Crawl progress</h2>;

  if (stats.isPending)
    return (
      <Card title={title}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    );
  if (!hasRun && !busy) {
    return (
      <Card title={title}>
        <p style={{ color: '#55536b', marginTop: 0 }}>
          Lipi has not crawled this website yet. Start a crawl to collect its pages and count the words to translate.
        </p>
        {emptyAction}
      </Card>
    );
  }
  const percent = crawlPercent(view);
  return (
    <Card title={title} extra={<ChannelBadge view={view} connected={connected} />}>
      <p role="status" style={{ margin: '0 0 8px', fontWeight: 600 }}>
        {statusLabel(view.status)}
        {view.pagesFound > 0 ? ` · ${formatNumber(view.pagesFetched + view.pagesFailed)} of ${formatNumber(view.pagesFound)} pages processed` : ''}
      </p>
      <Progress percent={busy ? percent : failed ? percent : 100} status={failed ? 'exception' : busy ? 'active' : 'success'} aria-label="Crawl progress" />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {[
          ['Pages found', view.pagesFound],
          ['Pages fetched', view.pagesFetched],
          ['Pages failed', view.pagesFailed],
          ['Segments', view.segments],
          ['Words', view.words],
        ].map(([label, value]) => (
          <Col xs={12} sm={8} lg={4} key={label} style={{ flex: '1 1 0' }}>
            <Statistic title={label} value={value as number} formatter={(v) => formatNumber(Number(v))} styles={{ content: { fontSize: 22 } }} />
          </Col>
        ))}
      </Row>
      {view.lastProcessedUrl ? (
        <p style={{ margin: '16px 0 0', color: '#55536b', overflowWrap: 'anywhere' }}>
          Last page: <span style={{ color: '#1c1b2e' }}>{view.lastProcessedUrl}</span>
        </p>
      ) : null}
    </Card>
  );
}
