import { Progress } from 'antd';
import { useCrawlProgress } from '../hooks/use-crawl-progress.ts';
import { isBusy } from '../lib/project-status.ts';
import { crawlPercent } from './crawl-progress-card.tsx';

function LiveProgress({ projectId, status }: { projectId: string; status: string }) {
  const { view } = useCrawlProgress(projectId, status);
  return (
    <div style={{ minWidth: 140 }}>
      <Progress percent={crawlPercent(view)} size="small" status="active" aria-label="Crawl progress" />
      <span style={{ fontSize: 12, color: '#55536b' }}>
        {view.pagesFetched} of {view.pagesFound} pages
      </span>
    </div>
  );
}

/** A list row's crawl: live while it runs, otherwise where it ended. */
export function RowCrawlProgress({ projectId, status, parsedUrls }: { projectId: string; status: string; parsedUrls: number }) {
  if (isBusy(status)) return <LiveProgress projectId={projectId} status={status} />;
  const failed = /failed/i.test(status);
  const notStarted = status === 'partialCreated';
  return (
    <div style={{ minWidth: 140 }}>
      <Progress percent={notStarted ? 0 : 100} size="small" status={failed ? 'exception' : notStarted ? 'normal' : 'success'} aria-label="Crawl progress" />
      <span style={{ fontSize: 12, color: '#55536b' }}>{notStarted ? 'Not crawled yet' : `${parsedUrls.toLocaleString('en-IN')} pages`}</span>
    </div>
  );
}
