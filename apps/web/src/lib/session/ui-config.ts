import type { UiConfig } from '@lipi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchUiConfig } from '../../api/auth/fetch-ui-endpoints.ts';

export const uiConfigQueryOptions = queryOptions({
  queryKey: ['ui-config'],
  queryFn: fetchUiConfig,
  staleTime: Infinity,
  retry: 1,
});

export function useUiConfig() {
  return useQuery(uiConfigQueryOptions);
}

/** The mailer flag is a string on the wire; only the exact string 'true' enables mail (spec 01 §5). */
export function isMailerEnabled(config: UiConfig | undefined): boolean {
  return config?.mailerServiceEnabled === 'true';
}
