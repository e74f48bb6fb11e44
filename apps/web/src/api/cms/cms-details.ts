import { CMS_ROUTES } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

/** The project's CMS connection (never the token). */
export const useCmsDetails = (projectId: string, options: { enabled?: boolean; pollMs?: number | false } = {}) =>
  useQuery({ ...queryOf(CMS_ROUTES.cmsDetailsGet, { projectId }), enabled: options.enabled ?? true, refetchInterval: options.pollMs ?? false });
