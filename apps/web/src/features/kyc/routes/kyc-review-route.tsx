import { DOCUMENT_STATUSES, type DocumentStatus, type RouteInput, type KYC_ROUTES } from '@lipi/contract';
import { Button, Popconfirm, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useKycQueue, type KycDocumentRow } from '../../../api/kyc/kyc-documents.ts';
import { useDownloadKyc, useReviewKyc } from '../../../api/kyc/kyc-mutations.ts';
import { EmptyText } from '../../../components/empty-text.tsx';
import { PageGuard } from '../../../components/page-guard.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { formatWhen, KYC_TYPE_LABELS, KycStatusTag } from '../components/kyc-labels.tsx';
import { RejectDialog } from '../components/reject-dialog.tsx';
import { LoadError } from '../../../components/load-error.tsx';

type Review = RouteInput<typeof KYC_ROUTES.review>;

function KycReviewPage() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1) || 1;
  const status = (params.get('status') ?? 'pending') as DocumentStatus | 'all';
  const queue = useKycQueue({ pageNumber: page, pageSize: 20, status: status === 'all' ? undefined : status });
  const review = useReviewKyc();
  const download = useDownloadKyc();
  const [rejecting, setRejecting] = useState<KycDocumentRow | null>(null);
  const decide = (input: Review, after?: () => void) =>
    review.mutate(input, {
      onSuccess: (res) => {
        toast.success(`${res.message}: ${res.data.document.fileName} ${res.data.document.status}`);
        after?.();
      },
      onError: (e) => toast.error(errorMessage(e)),
    });

  return (
    <>
      <PageHeader title="KYC review" description="Documents of every organisation, oldest first. A rejection needs a reason the organisation will read." />
      <div style={{ marginBottom: 16 }}>
        <Select
          aria-label="Filter by status"
          value={status}
          style={{ minWidth: 200 }}
          onChange={(v: string) => setParams({ status: v })}
          options={[...DOCUMENT_STATUSES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) })), { value: 'all', label: 'All statuses' }]}
        />
      </div>
      {queue.isError ? (
        <LoadError title="We could not load the review queue" query={queue} />
      ) : (
        <div role="region" aria-label="KYC documents to review" tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table<KycDocumentRow>
            rowKey="id"
            loading={queue.isPending || queue.isFetching}
            dataSource={queue.data?.documents ?? []}
            style={{ minWidth: 960 }}
            locale={{ emptyText: <EmptyText>Nothing to review</EmptyText> }}
            pagination={{ current: page, pageSize: 20, total: queue.data?.totalDocuments ?? 0, onChange: (p) => setParams({ status, page: String(p) }) }}
            columns={[
              { title: 'Organisation', dataIndex: 'organisationName' },
              {
                title: 'Type',
                dataIndex: 'type',
                render: (t: KycDocumentRow['type'], d) =>
                  `${KYC_TYPE_LABELS[t]}${d.aadhaarLast4 ? ` (…${d.aadhaarLast4})` : ''}${d.gstin ? ` (${d.gstin})` : ''}`,
              },
              { title: 'File', dataIndex: 'fileName' },
              { title: 'Uploaded', dataIndex: 'uploadedAt', render: (at: string, d) => `${formatWhen(at)} by ${d.uploadedByEmail}` },
              {
                title: 'Status',
                dataIndex: 'status',
                render: (s: KycDocumentRow['status'], d) =>
                  d.reason ? (
                    <span>
                      <KycStatusTag status={s} /> {d.reason}
                    </span>
                  ) : (
                    <KycStatusTag status={s} />
                  ),
              },
              {
                title: 'Decision',
                key: 'actions',
                width: 320,
                render: (_, d) => (
                  <Space wrap>
                    <Button
                      size="small"
                      onClick={() => download.mutate(d.id, { onError: (e) => toast.error(errorMessage(e)) })}
                      aria-label={`Download ${d.fileName}`}
                    >
                      Download
                    </Button>
                    {d.status !== 'accepted' ? (
                      <Popconfirm title={`Accept ${d.fileName}?`} onConfirm={() => decide({ documentId: d.id, status: 'accepted' })}>
                        <Button size="small" type="primary" aria-label={`Accept ${d.fileName}`}>
                          Accept
                        </Button>
                      </Popconfirm>
                    ) : null}
                    {d.status !== 'rejected' ? (
                      <Button size="small" danger onClick={() => setRejecting(d)} aria-label={`Reject ${d.fileName}`}>
                        Reject
                      </Button>
                    ) : null}
                    {d.type === 'contract' && d.status !== 'signed' ? (
                      <Button size="small" onClick={() => decide({ documentId: d.id, status: 'signed' })} aria-label={`Mark signed ${d.fileName}`}>
                        Mark signed
                      </Button>
                    ) : null}
                  </Space>
                ),
              },
            ]}
          />
        </div>
      )}
      <RejectDialog
        fileName={rejecting?.fileName ?? null}
        pending={review.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(reason) => rejecting && decide({ documentId: rejecting.id, status: 'rejected', reason }, () => setRejecting(null))}
      />
    </>
  );
}

/** /app/kyc-review: the super admin's queue. */
export function KycReviewRoute() {
  useDocumentTitle('KYC review');
  return (
    <PageGuard page="kycReview">
      <KycReviewPage />
    </PageGuard>
  );
}
