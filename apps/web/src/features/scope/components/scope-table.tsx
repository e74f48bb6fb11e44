import { ClearOutlined, ReloadOutlined, SyncOutlined } from '@ant-design/icons';
import type { ScopeUrl } from '@lipi/contract';
import { Alert, Button, Card, Input, Popconfirm, Select, Switch, Table, Tooltip, type TableProps } from 'antd';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { readPage, writePage } from '../../../lib/url-state.ts';
import { useFlushUrl } from '../../../api/scope/flush-url.ts';
import { useUniqueDomains } from '../../../api/scope/unique-domains.ts';
import { useScopeUrls } from '../../../api/scope/list-scope-urls.ts';
import { useResyncScope } from '../../../api/scope/resync-scope.ts';
import { SCOPE_TOGGLE_FAILED, useToggleScope } from '../../../api/scope/toggle-scope.ts';
import { TRACK_TOGGLE_FAILED, useToggleTracking } from '../../../api/scope/toggle-tracking.ts';
import { AddUrlsButton } from './add-urls-button.tsx';
import { ScopeUrlStatus } from './scope-url-status.tsx';
import { TranslatedPathsButton } from './translated-paths-button.tsx';
import { UploadUrlsButton } from './upload-urls-button.tsx';
import { EmptyText } from '../../../components/empty-text.tsx';
import { withCellLabels } from '../../../lib/cell-labels.ts';

const formatNumber = (n: number) => n.toLocaleString('en-IN');
const HOST_PARAM = 'host';

type Props = {
  projectId: string;
  canEdit?: boolean;
  /** Refresh every few seconds, e.g. while a crawl runs. */
  live?: boolean;
  /** The project's languages: with them, each row offers its translated paths. */
  languages?: string[];
};

/**
 * Every URL of the project with its crawl state and word counts. Page, size, search and hostname
 * are in the URL (?page=&size=&q=&host=).
 */
export function ScopeTable({ projectId, canEdit = true, live = false, languages = [] }: Props) {
  const [params, setParams] = useSearchParams();
  const { page, size, search } = readPage(params, { maxSize: 200 });
  const hostname = params.get(HOST_PARAM) ?? '';
  const query = { pageNumber: page, pageSize: size, search: search || undefined, selectedHostname: hostname || undefined };
  const urls = useScopeUrls(projectId, query, { refetchInterval: live ? 5000 : false });
  const hostnames = useUniqueDomains(projectId);
  const toggleScope = useToggleScope(projectId);
  const toggleTracking = useToggleTracking(projectId);
  const flush = useFlushUrl(projectId);
  const resync = useResyncScope(projectId);

  const columns: TableProps<ScopeUrl>['columns'] = [
    {
      title: 'URL',
      dataIndex: 'url',
      render: (url: string, row) => (
        <span className="url-cell" style={{ display: 'block', minWidth: 220 }}>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {url}
          </a>
          {row.title ? <span style={{ display: 'block', fontSize: 12, color: '#55536b' }}>{row.title}</span> : null}
        </span>
      ),
    },
    {
      title: 'Crawl',
      dataIndex: 'crawlStatus',
      render: (_: string, row) => <ScopeUrlStatus crawlStatus={row.crawlStatus} httpStatus={row.httpStatus} error={row.error} />,
    },
    { title: 'Source words', dataIndex: 'sourceWordCount', align: 'right', render: formatNumber },
    { title: 'Unique words', dataIndex: 'uniqueWordCount', align: 'right', render: formatNumber },
    { title: 'Segments', dataIndex: 'segmentCount', align: 'right', render: formatNumber },
    {
      title: 'In scope',
      dataIndex: 'isInScope',
      align: 'center',
      render: (isInScope: boolean, row) => (
        <Switch
          size="small"
          checked={isInScope}
          disabled={!canEdit}
          loading={toggleScope.isPending && toggleScope.variables?.urlId === row.id}
          aria-label={`In scope: ${row.url}`}
          onChange={(checked) => toggleScope.mutate({ urlId: row.id, isInScope: checked }, { onError: () => toast.error(SCOPE_TOGGLE_FAILED) })}
        />
      ),
    },
    {
      title: 'Tracked',
      dataIndex: 'isTracked',
      align: 'center',
      render: (isTracked: boolean, row) => (
        <Switch
          size="small"
          checked={isTracked}
          disabled={!canEdit}
          loading={toggleTracking.isPending && toggleTracking.variables?.urlId === row.id}
          aria-label={`Tracked: ${row.url}`}
          onChange={(checked) => toggleTracking.mutate({ urlId: row.id, isTracked: checked }, { onError: () => toast.error(TRACK_TOGGLE_FAILED) })}
        />
      ),
    },
    ...(canEdit
      ? [
          {
            title: <span className="visually-hidden">Actions</span>,
            key: 'actions',
            render: (_: unknown, row: ScopeUrl) => (
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                <Tooltip title="Fetch this page again">
                  <Button
                    size="small"
                    icon={<ClearOutlined aria-hidden="true" />}
                    aria-label={`Flush ${row.url}`}
                    loading={flush.isPending && flush.variables === row.url}
                    disabled={!row.isInScope}
                    onClick={() =>
                      flush.mutate(row.url, { onSuccess: (reply) => toast.success(reply.message), onError: (error) => toast.error(errorMessage(error)) })
                    }
                  >
                    Flush
                  </Button>
                </Tooltip>
                {languages.length ? <TranslatedPathsButton projectId={projectId} url={row.url} languages={languages} /> : null}
              </div>
            ),
          },
        ]
      : []),
  ];

  const hostOptions = [{ value: '', label: 'All domains' }, ...(hostnames.data?.hostnames ?? []).map((h) => ({ value: h, label: h }))];

  return (
    <Card>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'space-between', marginBottom: 16 }}>
        <div role="search" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', flex: '1 1 420px', minWidth: 0 }}>
          <Input.Search
            aria-label="Search URLs"
            placeholder="Search URLs"
            defaultValue={search}
            key={search}
            allowClear
            onSearch={(value) => setParams(writePage(params, { search: value.trim(), page: 1 }))}
            style={{ maxWidth: 340 }}
          />
          {hostOptions.length > 2 ? (
            <Select
              aria-label="Domain"
              value={hostname}
              options={hostOptions}
              style={{ minWidth: 'min(200px, 100%)' }}
              onChange={(value: string) => setParams(writePage(params, { page: 1 }, { [HOST_PARAM]: value || undefined }))}
            />
          ) : null}
        </div>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button icon={<ReloadOutlined aria-hidden="true" />} onClick={() => urls.refetch()} loading={urls.isFetching && !urls.isPending}>
            Refresh
          </Button>
          {canEdit ? (
            <>
              <Popconfirm
                title="Resync every page?"
                description="Every page in scope is fetched again and its words counted anew."
                okText="Resync"
                onConfirm={() =>
                  resync.mutate(undefined, { onSuccess: (reply) => toast.success(reply.message), onError: (error) => toast.error(errorMessage(error)) })
                }
              >
                <Button icon={<SyncOutlined aria-hidden="true" />} loading={resync.isPending}>
                  Resync
                </Button>
              </Popconfirm>
              <UploadUrlsButton projectId={projectId} />
              <UploadUrlsButton projectId={projectId} replace />
              <AddUrlsButton projectId={projectId} />
            </>
          ) : null}
        </div>
      </div>
      {urls.isError ? (
        <Alert
          type="error"
          showIcon
          title="We could not load the URLs"
          description={errorMessage(urls.error)}
          action={<Button onClick={() => urls.refetch()}>Try again</Button>}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Table<ScopeUrl>
        className="stack-on-phone"
        rowKey="id"
        size="middle"
        columns={withCellLabels(columns)}
        dataSource={urls.data?.urls ?? []}
        loading={urls.isPending || (urls.isFetching && urls.isPlaceholderData)}
        scroll={{ x: 1000 }}
        locale={{
          emptyText: (
            <EmptyText>{search || hostname ? 'No URL matches these filters' : 'No URLs yet. Start a crawl or add URLs to build the scope.'}</EmptyText>
          ),
        }}
        pagination={{
          current: page,
          pageSize: size,
          total: urls.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 25, 50, 100, 200],
          showTotal: (total) => (total === 1 ? '1 URL' : `${formatNumber(total)} URLs`),
          onChange: (nextPage, nextSize) => setParams(writePage(params, { page: nextSize !== size ? 1 : nextPage, size: nextSize })),
        }}
      />
    </Card>
  );
}
