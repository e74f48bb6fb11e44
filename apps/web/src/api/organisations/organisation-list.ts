import { ORGANISATION_ROUTES, type RouteInput, type RouteReply } from '@lipi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export type OrganisationRow = RouteReply<typeof ORGANISATION_ROUTES.list>['organisations'][number];
export const organisationsKey = [ORGANISATION_ROUTES.list.path] as const;

export const useOrganisationList = (input: RouteInput<typeof ORGANISATION_ROUTES.list>) =>
  useQuery({ ...queryOf(ORGANISATION_ROUTES.list, input), placeholderData: keepPreviousData });
