import { API_TRANSLATION_ROUTES } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export const useApiKeys = (projectId: string) => useQuery(queryOf(API_TRANSLATION_ROUTES.apiKeyList, { projectId }));
