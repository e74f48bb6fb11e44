import { MACHINE_TRANSLATION_ROUTES, type RouteInput } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

type Input = RouteInput<typeof MACHINE_TRANSLATION_ROUTES.selectionCount>;

/** Segments, words and characters a run would take and its engine, asked only while the confirmation is open. */
export function useSelectionCount(input: Input, enabled: boolean) {
  return useQuery({ ...queryOf(MACHINE_TRANSLATION_ROUTES.selectionCount, input), enabled, staleTime: 0 });
}
