import { MANUAL_TRANSLATION_ROUTES as R, type RouteInput, type RouteReply } from '@lipi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, queryOf } from '../../lib/call.ts';
import { invalidateManualTranslation } from './manual-keys.ts';

export type TaskRow = RouteReply<typeof R.tasks>['tasks'][number];

export const useTasks = () => useQuery(queryOf(R.tasks, {}));
export const useTaskSegments = (subBatchId: string | null) => useQuery({ ...queryOf(R.taskSegments, { subBatchId: subBatchId ?? '' }), enabled: !!subBatchId });

export function useSaveTask() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: RouteInput<typeof R.saveTask>) => call(R.saveTask, input), onSuccess: () => invalidateManualTranslation(client) });
}

export function useFinishTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteInput<typeof R.finishTask>) => call(R.finishTask, input),
    onSuccess: () => invalidateManualTranslation(client),
  });
}
