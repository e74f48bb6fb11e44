import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApplyMachineTranslation } from '../../../api/machine-translation/apply-machine-translation.ts';
import { useRunStatus } from '../../../api/machine-translation/run-status.ts';
import { invalidateMobile } from '../../../api/mobile/string-files.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';

const newRequestId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `req-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * Machine translation of a language's new strings with the project's engine for it (the offline
 * transliteration by default), through the same runs as the editor; the files refresh when it ends.
 */
export function useMachineTranslateLanguage(projectId: string) {
  const queryClient = useQueryClient();
  const apply = useApplyMachineTranslation(projectId);
  const [run, setRun] = useState<{ id: string; lang: string } | null>(null);
  const status = useRunStatus(projectId, run?.id ?? null, run !== null);
  const state = status.data?.run.status;
  useEffect(() => {
    if (!run || (state !== 'completed' && state !== 'failed')) return;
    if (state === 'completed') toast.success('Machine translation finished');
    else toast.error(status.data?.run.error ?? 'Machine translation failed');
    setRun(null);
    void invalidateMobile(queryClient, projectId);
  }, [run, state, status.data, queryClient, projectId]);
  const start = (targetLang: string) =>
    apply.mutate(
      { targetLang, idArr: [], requestId: newRequestId(), origin: 'mobile' },
      { onSuccess: (reply) => setRun({ id: reply.data.id, lang: targetLang }), onError: (error) => toast.error(errorMessage(error)) },
    );
  return { start, pendingLang: apply.isPending ? (apply.variables?.targetLang ?? null) : (run?.lang ?? null) };
}
