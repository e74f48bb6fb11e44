import { PROJECT_MESSAGES } from '@lipi/contract';
import { Alert } from 'antd';

/**
 * The crawl's page limit, said before a crawl ("up to N pages") and as a warning once the scope has
 * reached it, with where to raise it: a crawl used to stop at the limit without a word.
 */
export function PageLimitNote({ pageLimit, reached }: { pageLimit: number; reached: boolean }) {
  return reached ? (
    <Alert type="warning" showIcon title="Page limit reached" description={PROJECT_MESSAGES.pageLimitReached(pageLimit)} />
  ) : (
    <Alert type="info" showIcon title={PROJECT_MESSAGES.crawlsUpTo(pageLimit)} />
  );
}
