import { formatRupees, TRANSACTION_STATUSES, type Payment } from '@lipi/contract';
import { Alert, Button, Card, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useDownloadInvoice, usePaymentList } from '../../../api/billing/payments.ts';
import { useOrganisationChoices } from '../../../api/organisations/organisation-all.ts';
import { EmptyText } from '../../../components/empty-text.tsx';
import { ToneTag } from '../../../components/tone-tag.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { STATUS_TONE } from './payment-history.tsx';
import { invoiceColumn } from './invoice-column.tsx';
import { RefundDialog } from './refund-dialog.tsx';

const PAGE_SIZE = 20;
type Status = Payment['status'];

/** Super admins: every organisation's payments, newest first, filtered by organisation and status. */
export function AllPayments() {
  const [pageNumber, setPageNumber] = useState(1);
  const [organisationId, setOrganisationId] = useState<string | undefined>();
  const [status, setStatus] = useState<Status | undefined>();
  const organisations = useOrganisationChoices();
  const list = usePaymentList({ scope: 'all', pageNumber, pageSize: PAGE_SIZE, organisationId, status });
  const invoice = useDownloadInvoice();
  const [refunding, setRefunding] = useState<Payment | null>(null);
  // A new filter starts again at the first page.
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageNumber(1);
    };
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>All organisations&apos; payments</h2>}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="Filter by organisation"
          placeholder="All organisations"
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 220, maxWidth: '100%' }}
          loading={organisations.isPending}
          value={organisationId}
          onChange={filter(setOrganisationId)}
          options={(organisations.data?.organisations ?? []).map((o) => ({ value: o.id, label: o.name }))}
        />
        <Select
          aria-label="Filter by status"
          placeholder="Any status"
          allowClear
          style={{ minWidth: 160 }}
          value={status}
          onChange={filter(setStatus)}
          options={TRANSACTION_STATUSES.map((s) => ({ value: s, label: s }))}
        />
      </Space>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          title="We could not load the payments"
          description={errorMessage(list.error)}
          action={<Button onClick={() => list.refetch()}>Try again</Button>}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {invoice.isError ? <Alert type="error" showIcon title={errorMessage(invoice.error)} style={{ marginBottom: 12 }} /> : null}
      <div role="region" aria-label="All organisations' payments" tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table<Payment>
          rowKey="transactionId"
          loading={list.isPending || list.isFetching}
          dataSource={list.data?.paymentList ?? []}
          locale={{ emptyText: <EmptyText>{organisationId || status ? 'No payments match these filters' : 'No payments yet'}</EmptyText> }}
          pagination={{
            current: pageNumber,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            onChange: setPageNumber,
            hideOnSinglePage: true,
            showSizeChanger: false,
          }}
          columns={[
            { title: 'Organisation', dataIndex: 'organisationName' },
            { title: 'Date', dataIndex: 'createdAt', render: (v: string) => new Date(v).toLocaleDateString('en-IN') },
            { title: 'For', dataIndex: 'description' },
            { title: 'Total (with GST)', dataIndex: 'total', render: (v: number) => formatRupees(v) },
            {
              title: 'Status',
              dataIndex: 'status',
              render: (v: Status, row) => (
                <>
                  <ToneTag tone={STATUS_TONE[v]}>{v}</ToneTag>
                  {row.refund ? (
                    <div style={{ fontSize: 12 }}>
                      Refund {row.refund.status}: {row.refund.reason}
                    </div>
                  ) : null}
                </>
              ),
            },
            {
              title: 'Refund',
              key: 'refund',
              render: (_: unknown, row) =>
                row.status === 'paid' ? (
                  <Button size="small" danger onClick={() => setRefunding(row)}>
                    Refund
                  </Button>
                ) : (
                  '—'
                ),
            },
            invoiceColumn(invoice),
          ]}
        />
      </div>
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </Card>
  );
}
