import { DASHBOARD_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../lib/call.ts';

type Input = RouteInput<typeof DASHBOARD_ROUTES.downloadDomainWiseData>;

/** Saves the domain-wise figures per language as CSV or XLSX. */
export function useDownloadDomainWiseData() {
  return useMutation({
    mutationFn: (input: Input) => download(DASHBOARD_ROUTES.downloadDomainWiseData, input, `domain-wise-stats.${input.format ?? 'csv'}`),
  });
}
