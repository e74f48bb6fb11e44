import { ORGANISATION_ROUTES, type RouteReply } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export type OrganisationDetails = RouteReply<typeof ORGANISATION_ROUTES.details>;
export const organisationDetailsKey = [ORGANISATION_ROUTES.details.path] as const;

export const useOrganisationDetails = (organisationId: string) => useQuery(queryOf(ORGANISATION_ROUTES.details, { organisationId }));
