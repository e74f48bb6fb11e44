import { TRANSLATION_ROUTES, type RouteReply } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { projectKey } from '../../lib/query-keys.ts';

export type TmImportResult = RouteReply<typeof TRANSLATION_ROUTES.tmImport>;

export function useImportMemory(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { targetLang: string; file: File }) => {
      const form = new FormData();
      form.append('projectId', projectId);
      form.append('targetLang', input.targetLang);
      form.append('file', input.file, input.file.name);
      return callEnvelope(TRANSLATION_ROUTES.tmImport, form);
    },
    // The editor's rows and counts change with an import.
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
