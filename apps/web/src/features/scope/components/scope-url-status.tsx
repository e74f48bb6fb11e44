import { ToneTag, type Tone } from '../../../components/tone-tag.tsx';

const TONE: Record<string, Tone> = { fetched: 'success', failed: 'error', fetching: 'info', pending: 'neutral', skipped: 'warning' };
const LABEL: Record<string, string> = { fetched: 'Fetched', failed: 'Failed', fetching: 'Fetching', pending: 'Waiting', skipped: 'Skipped' };

/** Crawl state of one URL, with its HTTP status and, when it failed or was skipped, why. */
export function ScopeUrlStatus({ crawlStatus, httpStatus, error }: { crawlStatus: string; httpStatus: number | null; error: string | null }) {
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <ToneTag tone={TONE[crawlStatus] ?? 'neutral'}>
        {LABEL[crawlStatus] ?? crawlStatus}
        {httpStatus ? ` · ${httpStatus}` : ''}
      </ToneTag>
      {error ? <span style={{ fontSize: 12, color: '#55536b', maxWidth: 220 }}>{error}</span> : null}
    </span>
  );
}
