import { DownloadOutlined, StarFilled } from '@ant-design/icons';
import type { FeedbackRow } from '@lipi/contract';
import { Alert, Button, Card, Table } from 'antd';
import { useSearchParams } from 'react-router';
import { EmptyText } from '../../../components/empty-text.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatNumber, timeAgo } from '../../../lib/format.ts';
import { languageName } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { readPage, writePage } from '../../../lib/url-state.ts';
import { useDownloadFeedback } from '../../../api/suggestions/download-feedback.ts';
import { useFeedback } from '../../../api/suggestions/list-feedback.ts';

const rating = (value: number | null) =>
  value === null ? (
    <span style={{ color: '#55536b' }}>No rating</span>
  ) : (
    <span aria-label={`${value} out of 5`} style={{ whiteSpace: 'nowrap' }}>
      <StarFilled aria-hidden="true" style={{ color: '#b26a00' }} /> {value} / 5
    </span>
  );

/** What visitors wrote about the translated site, newest first. Page in the URL (?page=&size=). */
export function FeedbackPanel({ projectId }: { projectId: string }) {
  const [params, setParams] = useSearchParams();
  const { page, size } = readPage(params);
  const list = useFeedback(projectId, { pageNumber: page, pageSize: size });
  const download = useDownloadFeedback(projectId);

  return (
    <Card>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}>
        <p style={{ margin: 0, color: '#55536b', alignSelf: 'center' }}>Visitors can leave feedback from the language switcher on your site.</p>
        <Button
          icon={<DownloadOutlined aria-hidden="true" />}
          loading={download.isPending}
          onClick={() => download.mutate(undefined, { onError: (e) => toast.error(errorMessage(e)) })}
        >
          Download CSV
        </Button>
      </div>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          title="We could not load the feedback"
          description={errorMessage(list.error)}
          action={<Button onClick={() => list.refetch()}>Try again</Button>}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Table<FeedbackRow>
        rowKey="id"
        size="middle"
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        dataSource={list.data?.feedback ?? []}
        scroll={{ x: 800 }}
        locale={{ emptyText: <EmptyText>No feedback yet</EmptyText> }}
        columns={[
          {
            title: 'Feedback',
            dataIndex: 'message',
            width: '40%',
            render: (m: string) => <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m}</span>,
          },
          { title: 'Rating', dataIndex: 'rating', render: rating },
          { title: 'Language', dataIndex: 'targetLang', render: (v: string | null) => (v ? languageName(v) : '—') },
          {
            title: 'Page',
            dataIndex: 'pageUrl',
            render: (url: string | null) =>
              url ? (
                <a href={url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                  {url}
                </a>
              ) : (
                '—'
              ),
          },
          { title: 'Received', dataIndex: 'createdAt', render: (iso: string) => <time dateTime={iso}>{timeAgo(iso)}</time> },
        ]}
        pagination={{
          current: page,
          pageSize: size,
          total: list.data?.total ?? 0,
          showTotal: (n) => (n === 1 ? '1 message' : `${formatNumber(n)} messages`),
          onChange: (next, nextSize) => setParams(writePage(params, { page: nextSize !== size ? 1 : next, size: nextSize })),
        }}
      />
    </Card>
  );
}
