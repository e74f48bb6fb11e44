import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { SUGGESTION_STATUSES } from '@lipi/contract';
import { Alert, Button, Card, Input, Segmented, Select } from 'antd';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatNumber } from '../../../lib/format.ts';
import { languageLabel } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { writePage } from '../../../lib/url-state.ts';
import { useDownloadSuggestions } from '../../../api/suggestions/download-suggestions.ts';
import { useSuggestions } from '../../../api/suggestions/filter-suggestions.ts';
import { readInbox, type StatusFilter } from '../lib/inbox-params.ts';
import { STATUS_LABELS } from '../lib/review-messages.ts';
import { SuggestionsTable } from './suggestions-table.tsx';
import { UploadDecisionsButton } from './upload-decisions-button.tsx';

/** Suggestions of one project, filtered by status, language and text (all in the URL). */
export function SuggestionsPanel({ projectId, languages, canReview }: { projectId: string; languages: string[]; canReview: boolean }) {
  const [params, setParams] = useSearchParams();
  const { status, lang, search, page, size } = readInbox(params);
  const list = useSuggestions(projectId, {
    status: status === 'all' ? undefined : status,
    lang: lang || undefined,
    search: search || undefined,
    pageNumber: page,
    pageSize: size,
  });
  const download = useDownloadSuggestions(projectId);
  const counts = list.data?.statusCounts;
  const total = counts ? SUGGESTION_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0) : null;
  const label = (s: StatusFilter) => {
    const n = s === 'all' ? total : counts?.[s];
    return `${s === 'all' ? 'All' : STATUS_LABELS[s]}${n === null || n === undefined ? '' : ` (${formatNumber(n)})`}`;
  };
  const filtered = Boolean(search || lang);

  return (
    <Card>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'space-between', marginBottom: 16 }}>
        <div role="search" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
          <Segmented<StatusFilter>
            aria-label="Status"
            value={status}
            onChange={(value) => setParams(writePage(params, { page: 1 }, { status: value === 'new' ? undefined : value }))}
            options={(['new', 'inprocess', 'accepted', 'rejected', 'all'] as const).map((s) => ({ value: s, label: label(s) }))}
          />
          <Select
            aria-label="Language"
            value={lang}
            style={{ minWidth: 200 }}
            onChange={(value: string) => setParams(writePage(params, { page: 1 }, { lang: value || undefined }))}
            options={[{ value: '', label: 'All languages' }, ...languages.map((code) => ({ value: code, label: languageLabel(code) }))]}
          />
          <Input.Search
            aria-label="Search suggestions"
            placeholder="Search the texts"
            defaultValue={search}
            key={search}
            allowClear
            onSearch={(value) => setParams(writePage(params, { search: value.trim(), page: 1 }))}
            style={{ width: 240 }}
          />
        </div>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button icon={<ReloadOutlined aria-hidden="true" />} onClick={() => list.refetch()} loading={list.isFetching && !list.isPending}>
            Refresh
          </Button>
          <Button
            icon={<DownloadOutlined aria-hidden="true" />}
            loading={download.isPending}
            onClick={() => download.mutate(status === 'all' ? undefined : status, { onError: (e) => toast.error(errorMessage(e)) })}
          >
            Download CSV
          </Button>
          {canReview ? <UploadDecisionsButton projectId={projectId} /> : null}
        </div>
      </div>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          title="We could not load the suggestions"
          description={errorMessage(list.error)}
          action={<Button onClick={() => list.refetch()}>Try again</Button>}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <SuggestionsTable
        projectId={projectId}
        canReview={canReview}
        rows={list.data?.suggestions ?? []}
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        emptyText={
          filtered
            ? 'No suggestion matches these filters'
            : !total
              ? 'No suggestions yet. Visitors can suggest a better translation from the language switcher on your site.'
              : status === 'new'
                ? 'No new suggestions: every suggestion has been reviewed.'
                : `No ${status === 'all' ? '' : `${STATUS_LABELS[status].toLowerCase()} `}suggestions`
        }
        pagination={{
          current: page,
          pageSize: size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 25, 50, 100],
          showTotal: (n) => (n === 1 ? '1 suggestion' : `${formatNumber(n)} suggestions`),
          onChange: (next, nextSize) => setParams(writePage(params, { page: nextSize !== size ? 1 : next, size: nextSize })),
        }}
      />
    </Card>
  );
}
