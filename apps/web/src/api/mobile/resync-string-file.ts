import { MOBILE_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { invalidateMobile } from './string-files.ts';

/** A new version of one string file: the reply lists new, changed and removed keys. */
export function useResyncStringFile(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, file }: { fileId: string; file: File }) => {
      const form = new FormData();
      form.append('projectId', projectId);
      form.append('fileId', fileId);
      form.append('file', file, file.name);
      return callEnvelope(MOBILE_ROUTES.resync, form);
    },
    onSettled: () => invalidateMobile(queryClient, projectId),
  });
}
