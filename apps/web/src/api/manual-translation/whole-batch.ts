import { MANUAL_TMS_ROUTES as R } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope, download } from '../../lib/call.ts';
import { invalidateManualTranslation } from './manual-keys.ts';

/** Saves a whole batch (one language, every sub-batch) as one XLIFF file, for an agency or a CAT tool. */
export const useDownloadWholeBatch = () =>
  useMutation({ mutationFn: (input: { batchId: string; version: '2.1' | '1.2' }) => download(R.downloadWholeBatch, input, 'batch.xlf') });

/** Takes a whole-batch file back; `complete` closes every step of the batch when nothing is refused. */
export function useUploadWholeBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { batchId: string; complete: boolean; file: File }) => {
      const form = new FormData();
      form.append('batchId', input.batchId);
      form.append('complete', String(input.complete));
      form.append('file', input.file, input.file.name);
      return callEnvelope(R.uploadWholeBatch, form);
    },
    onSettled: () => invalidateManualTranslation(client),
  });
}
