import { formatRupees, type Payment } from '@lipi/contract';
import { Alert, Card, Table } from 'antd';
import { EmptyText } from '../../../components/empty-text.tsx';
import { ToneTag, type Tone } from '../../../components/tone-tag.tsx';
import { useState } from 'react';
import { useDownloadInvoice, usePaymentList } from '../../../api/billing/payments.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { invoiceColumn } from './invoice-column.tsx';
import { LoadError } from '../../../components/load-error.tsx';

export const STATUS_TONE: Record<Payment['status'], Tone> = { paid: 'success', created: 'info', failed: 'error', dismissed: 'neutral', refunded: 'warning' };

/** The organisation's payments, newest first, each paid one with its GST invoice. */
export function PaymentHistory() {
  const [pageNumber, setPageNumber] = useState(1);
  const list = usePaymentList({ pageNumber, pageSize: 10 });
  const invoice = useDownloadInvoice();
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Payments and invoices</h2>}>
      {list.isError ? <LoadError title="We could not load your payments" query={list} /> : null}
      {invoice.isError ? <Alert type="error" showIcon title={errorMessage(invoice.error)} style={{ marginBottom: 12 }} /> : null}
      <div role="region" aria-label="Payments" tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table<Payment>
          rowKey="transactionId"
          loading={list.isPending}
          dataSource={list.data?.paymentList ?? []}
          locale={{ emptyText: <EmptyText>No payments yet</EmptyText> }}
          pagination={{ current: pageNumber, pageSize: 10, total: list.data?.total ?? 0, onChange: setPageNumber, hideOnSinglePage: true }}
          columns={[
            { title: 'Date', dataIndex: 'createdAt', render: (v: string) => new Date(v).toLocaleDateString('en-IN') },
            { title: 'For', dataIndex: 'description' },
            { title: 'Total (with GST)', dataIndex: 'total', render: (v: number) => formatRupees(v) },
            { title: 'Status', dataIndex: 'status', render: (v: Payment['status']) => <ToneTag tone={STATUS_TONE[v]}>{v}</ToneTag> },
            invoiceColumn(invoice),
          ]}
        />
      </div>
    </Card>
  );
}
