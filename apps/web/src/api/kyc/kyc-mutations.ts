import { KYC_ROUTES, type KycDocumentType, type RouteInput } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope, download } from '../../lib/call.ts';

const refreshKyc = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([client.invalidateQueries({ queryKey: [KYC_ROUTES.list.path] }), client.invalidateQueries({ queryKey: [KYC_ROUTES.queue.path] })]);

export type KycUploadInput = { type: KycDocumentType; file: File; maskedAadhaar?: string; gstin?: string };

/**
 * Multipart: the type, the file, for Aadhaar the masked number (the server keeps its last four digits
 * only), for gst the GSTIN if given (printed on invoices once the document is accepted).
 */
export function useUploadKyc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ type, file, maskedAadhaar, gstin }: KycUploadInput) => {
      const form = new FormData();
      form.append('type', type);
      if (maskedAadhaar) form.append('maskedAadhaar', maskedAadhaar);
      if (gstin) form.append('gstin', gstin);
      form.append('file', file, file.name);
      return callEnvelope(KYC_ROUTES.upload, form);
    },
    onSettled: () => refreshKyc(client),
  });
}

export function useReviewKyc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteInput<typeof KYC_ROUTES.review>) => callEnvelope(KYC_ROUTES.review, input),
    onSettled: () => refreshKyc(client),
  });
}

/** Saves the document's file (always an attachment: never opened inside the dashboard's origin). */
export const useDownloadKyc = () => useMutation({ mutationFn: (documentId: string) => download(KYC_ROUTES.download, { documentId }, 'kyc-document') });
