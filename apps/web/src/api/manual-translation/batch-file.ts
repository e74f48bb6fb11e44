import { MANUAL_TRANSLATION_ROUTES as R, type RouteReply } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope, download } from '../../lib/call.ts';
import { fileForm } from '../../lib/file-form.ts';
import { invalidateManualTranslation } from './manual-keys.ts';

export type BatchFileUploadResult = RouteReply<typeof R.uploadBatchFile>;

/** Saves a task's sub-batch as an XLIFF file (2.1, or 1.2 for older CAT tools). */
export const useDownloadBatchFile = () =>
  useMutation({ mutationFn: (input: { subBatchId: string; version: '2.1' | '1.2' }) => download(R.downloadBatchFile, input, 'batch.xlf') });

/** Sends the translated file back: accepted targets become the drafts, refused ones come back with a reason. */
export function useUploadBatchFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { subBatchId: string; file: File }) => callEnvelope(R.uploadBatchFile, fileForm({ subBatchId: input.subBatchId }, input.file)),
    onSettled: () => invalidateManualTranslation(client),
  });
}
