import { API_TRANSLATION_ROUTES } from '@lipi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

/** jsonRequestsList: the dynamic calls of a project, newest first, with counts. */
export const useApiRequests = (input: { projectId: string; page: number; pageSize: number }) =>
  useQuery({ ...queryOf(API_TRANSLATION_ROUTES.requestsList, input), placeholderData: keepPreviousData });
