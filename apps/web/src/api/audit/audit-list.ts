import { AUDIT_ROUTES, type RouteInput, type RouteReply } from '@lipi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export type AuditListInput = RouteInput<typeof AUDIT_ROUTES.list>;
export type AuditEntryRow = RouteReply<typeof AUDIT_ROUTES.list>['entries'][number];

export const useAuditList = (input: AuditListInput) => useQuery({ ...queryOf(AUDIT_ROUTES.list, input), placeholderData: keepPreviousData });
