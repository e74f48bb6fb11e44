import { BILLING_ROUTES, type RouteInput } from '@lipi/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callEnvelope, download, queryOf } from '../../lib/call.ts';

export const usePaymentList = (input: RouteInput<typeof BILLING_ROUTES.paymentList>) =>
  useQuery({ ...queryOf(BILLING_ROUTES.paymentList, input), placeholderData: keepPreviousData });

export const useCreateOrder = () => useMutation({ mutationFn: (input: RouteInput<typeof BILLING_ROUTES.create>) => call(BILLING_ROUTES.create, input) });
export const useCreateTopup = () => useMutation({ mutationFn: (input: RouteInput<typeof BILLING_ROUTES.addTopup>) => call(BILLING_ROUTES.addTopup, input) });

/** After success or dismissal everything billing shows (and the session's role) may have changed. */
function useSettled() {
  const client = useQueryClient();
  return () => client.invalidateQueries();
}

export function useConfirmPayment() {
  const settled = useSettled();
  return useMutation({ mutationFn: (input: RouteInput<typeof BILLING_ROUTES.success>) => callEnvelope(BILLING_ROUTES.success, input), onSettled: settled });
}

export function useDismissPayment() {
  const settled = useSettled();
  return useMutation({ mutationFn: (input: RouteInput<typeof BILLING_ROUTES.update>) => callEnvelope(BILLING_ROUTES.update, input), onSettled: settled });
}

export const useDownloadInvoice = () =>
  useMutation({
    mutationFn: (input: RouteInput<typeof BILLING_ROUTES.invoice> & { number: string }) =>
      download(BILLING_ROUTES.invoice, { transactionId: input.transactionId }, `invoice-${input.number.replace(/\//g, '-')}.pdf`),
  });

export const useContactSales = () =>
  useMutation({ mutationFn: (input: RouteInput<typeof BILLING_ROUTES.contact>) => callEnvelope(BILLING_ROUTES.contact, input) });
