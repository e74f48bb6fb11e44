import { MANUAL_TRANSLATION_ROUTES as R, type RouteInput } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

export type AnalyzeInput = RouteInput<typeof R.analyze>;

/** The analysis and quote shown before a request is confirmed (a mutation: it runs on demand). */
export const useAnalyzeRequest = () => useMutation({ mutationFn: (input: AnalyzeInput) => call(R.analyze, input) });
