import { API_TRANSLATION_ROUTES, type RouteReply } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export type ApiItemsPage = RouteReply<typeof API_TRANSLATION_ROUTES.apiList>;

/** A page of the project's API items (files and the dynamic API) with statuses and counts. */
export const useApiItems = (input: { projectId: string; page: number; pageSize: number }) => useQuery(queryOf(API_TRANSLATION_ROUTES.apiList, input));
