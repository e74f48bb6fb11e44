import { Button, Card, Table } from 'antd';
import { useKycDocuments, type KycDocumentRow } from '../../../api/kyc/kyc-documents.ts';
import { useDownloadKyc } from '../../../api/kyc/kyc-mutations.ts';
import { EmptyText } from '../../../components/empty-text.tsx';
import { PageGuard } from '../../../components/page-guard.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { formatSize, formatWhen, KYC_TYPE_LABELS, KycStatusTag } from '../components/kyc-labels.tsx';
import { KycUploadForm } from '../components/kyc-upload-form.tsx';
import { LoadError } from '../../../components/load-error.tsx';

function KycPage() {
  const documents = useKycDocuments();
  const download = useDownloadKyc();
  return (
    <>
      <PageHeader title="KYC documents" description="Upload your organisation's KYC documents and follow their review." />
      <div style={{ display: 'grid', gap: 24 }}>
        <KycUploadForm />
        <Card title="Your documents">
          {documents.isError ? (
            <LoadError title="We could not load your documents" query={documents} />
          ) : (
            <div role="region" aria-label="Your KYC documents" tabIndex={0} style={{ overflowX: 'auto' }}>
              <Table<KycDocumentRow>
                rowKey="id"
                loading={documents.isPending}
                dataSource={documents.data?.documents ?? []}
                pagination={false}
                locale={{ emptyText: <EmptyText>No documents uploaded yet</EmptyText> }}
                style={{ minWidth: 720 }}
                columns={[
                  {
                    title: 'Type',
                    dataIndex: 'type',
                    render: (t: KycDocumentRow['type'], d) =>
                      `${KYC_TYPE_LABELS[t]}${d.aadhaarLast4 ? ` (…${d.aadhaarLast4})` : ''}${d.gstin ? ` (${d.gstin})` : ''}`,
                  },
                  { title: 'File', dataIndex: 'fileName', render: (name: string, d) => `${name} · ${formatSize(d.size)}` },
                  { title: 'Uploaded', dataIndex: 'uploadedAt', render: formatWhen },
                  { title: 'Status', dataIndex: 'status', render: (s: KycDocumentRow['status']) => <KycStatusTag status={s} /> },
                  { title: 'Reason', dataIndex: 'reason', render: (r: string | null) => r ?? '' },
                  {
                    title: 'File copy',
                    key: 'download',
                    render: (_, d) => (
                      <Button
                        size="small"
                        onClick={() => download.mutate(d.id, { onError: (e) => toast.error(errorMessage(e)) })}
                        aria-label={`Download ${d.fileName}`}
                      >
                        Download
                      </Button>
                    ),
                  },
                ]}
              />
            </div>
          )}
        </Card>
      </div>
    </>
  );
}

/** /app/kyc: an organisation's documents and their statuses. */
export function KycRoute() {
  useDocumentTitle('KYC documents');
  return (
    <PageGuard page="kyc">
      <KycPage />
    </PageGuard>
  );
}
