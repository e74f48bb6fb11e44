import type { Payment } from '@lipi/contract';
import { Button, type TableColumnType } from 'antd';
import type { useDownloadInvoice } from '../../../api/billing/payments.ts';

/** The payments tables' invoice column: a paid payment's GST invoice to download (busy while it does), else a dash. */
export function invoiceColumn(invoice: ReturnType<typeof useDownloadInvoice>): TableColumnType<Payment> {
  return {
    title: 'Invoice',
    dataIndex: 'invoiceNumber',
    render: (number: string | null, row) =>
      number ? (
        <Button
          size="small"
          loading={invoice.isPending && invoice.variables?.transactionId === row.transactionId}
          onClick={() => invoice.mutate({ transactionId: row.transactionId, number })}
        >
          Download invoice {number}
        </Button>
      ) : (
        '—'
      ),
  };
}
