import '../../../test/setup.ts';
import type { Payment } from '@lipi/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render.tsx';
import { AllPayments } from './all-payments.tsx';

const payment = (id: string, organisationName: string, status: Payment['status'], invoiceNumber: string | null): Payment => ({
  transactionId: id,
  orderId: `order_${id}`,
  paymentId: status === 'paid' ? `pay_${id}` : null,
  kind: 'plan',
  description: 'Starter plan, monthly',
  gateway: 'razorpay',
  status,
  amount: 499900,
  tax: 89982,
  total: 589882,
  invoiceNumber,
  organisationId: `org-${organisationName}`,
  organisationName,
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: null,
});

describe("the super admin's payments list", () => {
  it("lists every organisation's payments with their invoices and asks the server again when a filter changes", async () => {
    const { fetchMock } = stubApi({
      'organisation/all': { data: { organisations: [{ id: 'org-beta', name: 'Beta Ltd' }] } },
      'proUser/payment/list': {
        data: { paymentList: [payment('t1', 'Alpha Ltd', 'paid', 'L202627/000001'), payment('t2', 'Beta Ltd', 'failed', null)], total: 2 },
      },
    });
    renderWithProviders(<AllPayments />);
    expect(await screen.findByText('Alpha Ltd')).toBeTruthy();
    expect(screen.getByText('Beta Ltd')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download invoice L202627/000001' })).toBeTruthy();
    const listUrls = () => fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.includes('payment/list'));
    expect(listUrls()[0]).toContain('scope=all');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filter by status' }));
    fireEvent.click(await screen.findByTitle('failed'));
    await waitFor(() => expect(listUrls().at(-1)).toContain('status=failed'));
    expect(listUrls().at(-1)).toContain('pageNumber=1');
  });

  it('refunds a paid payment with the reason given, and shows the refund state', async () => {
    const refunded = {
      ...payment('t1', 'Alpha Ltd', 'refunded', 'L202627/000001'),
      refund: { id: 'rfnd_1', status: 'processed', reason: 'Bought the wrong plan', amount: 589882, refundedAt: '2026-11-21T10:00:00.000Z' },
    };
    const { fetchMock } = stubApi({
      'organisation/all': { data: { organisations: [] } },
      'proUser/payment/list': { data: { paymentList: [payment('t1', 'Alpha Ltd', 'paid', 'L202627/000001'), refunded], total: 2 } },
      'transaction/refund': { data: { paymentDetails: refunded, orderStatus: 'refunded' }, message: 'The payment was refunded.' },
    });
    renderWithProviders(<AllPayments />);
    expect(await screen.findByText('Refund processed: Bought the wrong plan')).toBeTruthy();
    // Text queries: role queries over an antd table and modal are slow in jsdom.
    fireEvent.click(screen.getByText('Refund', { selector: 'button span' }));
    expect(await screen.findByText(/^Refund .* to Alpha Ltd$/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Bought the wrong plan' } });
    fireEvent.click(screen.getByText('Refund in full'));
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([input]) => String(input).includes('transaction/refund'));
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ transactionId: 't1', reason: 'Bought the wrong plan' });
    });
  }, 40_000);

  it('says when the list cannot be loaded and offers to try again', async () => {
    stubApi({
      'organisation/all': { data: { organisations: [] } },
      'proUser/payment/list': { status: 500, success: false, message: 'Database unavailable', type: 'INTERNAL' },
    });
    renderWithProviders(<AllPayments />);
    expect(await screen.findByText('We could not load the payments')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
