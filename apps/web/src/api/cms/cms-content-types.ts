import { CMS_ROUTES } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

/** The connected CMS's content types with the current choice (read from the CMS each time). */
export const useCmsContentTypes = (projectId: string, options: { enabled?: boolean; pollMs?: number | false } = {}) =>
  useQuery({ ...queryOf(CMS_ROUTES.cmsContentTypes, { projectId }), enabled: options.enabled ?? true, refetchInterval: options.pollMs ?? false });
