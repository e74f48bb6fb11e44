import { CMS_ROUTES } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

const POLL_MS = 1500;

/** The chosen content types with statuses and counts, the entries and the last sync; polled while a sync runs. */
export const useCmsApiList = (projectId: string) =>
  useQuery({
    ...queryOf(CMS_ROUTES.cmsApiList, { projectId }),
    refetchInterval: (query) => (['queued', 'running'].includes(query.state.data?.lastSync?.status ?? '') ? POLL_MS : false),
  });
