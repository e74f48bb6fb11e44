import { KYC_ROUTES, type RouteInput, type RouteReply } from '@lipi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export type KycDocumentRow = RouteReply<typeof KYC_ROUTES.list>['documents'][number];

/** The caller's organisation's documents (super admins may name one). */
export const useKycDocuments = (input: RouteInput<typeof KYC_ROUTES.list> = {}) => useQuery(queryOf(KYC_ROUTES.list, input));

/** The super admin's review queue, oldest first. */
export const useKycQueue = (input: RouteInput<typeof KYC_ROUTES.queue>) => useQuery({ ...queryOf(KYC_ROUTES.queue, input), placeholderData: keepPreviousData });
