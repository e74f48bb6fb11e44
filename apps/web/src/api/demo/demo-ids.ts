import { DEMO_ROUTES, type RouteInput, type RouteReply } from '@lipi/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEnvelope, queryOf } from '../../lib/call.ts';

export type DemoEntryRow = RouteReply<typeof DEMO_ROUTES.list>['demoIdList'][number];

export const useDemoIds = (input: RouteInput<typeof DEMO_ROUTES.list>) => useQuery({ ...queryOf(DEMO_ROUTES.list, input), placeholderData: keepPreviousData });

const useDemoMutation = <I>(fn: (input: I) => Promise<{ message: string }>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: [DEMO_ROUTES.list.path] }) });
};

export const useCreateDemoId = () => useDemoMutation((input: RouteInput<typeof DEMO_ROUTES.create>) => callEnvelope(DEMO_ROUTES.create, input));
export const useEditDemoEntry = () => useDemoMutation((input: RouteInput<typeof DEMO_ROUTES.edit>) => callEnvelope(DEMO_ROUTES.edit, input));
export const useDeleteDemoEntry = () => useDemoMutation((input: RouteInput<typeof DEMO_ROUTES.delete>) => callEnvelope(DEMO_ROUTES.delete, input));
