import { Card, Descriptions, Skeleton, Timeline } from 'antd';
import { useParams } from 'react-router';
import { useManualRequest } from '../../../api/manual-translation/request-detail.ts';
import { ButtonLink } from '../../../components/button-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { languageName } from '../../../lib/languages.ts';
import { useCurrentUser } from '../../../lib/session/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { QuoteTable } from '../components/quote-table.tsx';
import { ReviewActions } from '../components/review-actions.tsx';
import { canManageManual, formatAmount, PIPELINE_LABELS, StatusTag } from '../components/status-tag.tsx';
import { SubBatchTable } from '../components/sub-batch-table.tsx';
import { WholeBatchActions } from '../components/whole-batch-actions.tsx';
import { LoadError } from '../../../components/load-error.tsx';

const ASSIGNABLE = ['pendingManualTranslation', 'processingManualTranslation', 'rejectedManualTranslation'];

/** /app/manual-translation/requests/:requestId: quote, batches and sub-batches with assignment, review. */
export function ManualRequestRoute() {
  useDocumentTitle('Professional translation request');
  const { requestId = '' } = useParams();
  const user = useCurrentUser();
  const detail = useManualRequest(requestId);
  const back = <ButtonLink to={paths.app.manualTranslation}>All requests</ButtonLink>;
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 8 }} aria-busy="true" />;
  if (detail.isError)
    return (
      <>
        <PageHeader title="Professional translation request" actions={back} />
        <LoadError title="We could not load this request" query={detail} />
      </>
    );
  const d = detail.data;
  const manager = canManageManual(user?.role);
  return (
    <>
      <PageHeader
        title={`${d.requests.projectName}: ${d.requests.targetLangs.map(languageName).join(', ')}`}
        tag={<StatusTag status={d.requests.status} />}
        actions={back}
      />
      <Card style={{ marginBottom: 16 }}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'service', label: 'Service', children: PIPELINE_LABELS[d.requests.pipeline] },
            { key: 'quote', label: 'Quote', children: formatAmount(d.total) },
            { key: 'due', label: 'Due', children: d.requests.dueDate ?? '—' },
            { key: 'notes', label: 'Notes', children: d.requests.notes || '—' },
            ...(d.rejectReason ? [{ key: 'reason', label: 'Last sent back because', children: d.rejectReason }] : []),
          ]}
        />
        {manager ? (
          <div style={{ marginTop: 16 }}>
            <ReviewActions detail={d} />
          </div>
        ) : null}
      </Card>
      <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Batches and assignments</h2>} style={{ marginBottom: 16 }}>
        <SubBatchTable requestId={d.requests.requestId} subBatches={d.subBatches} canAssign={manager && ASSIGNABLE.includes(d.requests.status)} />
      </Card>
      {manager ? (
        <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Whole batches</h2>} style={{ marginBottom: 16 }}>
          <WholeBatchActions requestId={d.requests.requestId} batches={d.batches} open={ASSIGNABLE.includes(d.requests.status)} />
        </Card>
      ) : null}
      {d.analysis ? (
        <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Analysis and quote</h2>} style={{ marginBottom: 16 }}>
          <QuoteTable analysis={d.analysis} />
        </Card>
      ) : null}
      <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>History</h2>}>
        <Timeline
          items={d.history.map((h) => ({
            key: `${h.at}${h.status}`,
            children: `${new Date(h.at).toLocaleString('en-IN')}: ${h.status}${h.note ? ` (${h.note})` : ''}`,
          }))}
        />
      </Card>
    </>
  );
}
