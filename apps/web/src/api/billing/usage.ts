import { BILLING_ROUTES } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export const useUsage = () => useQuery(queryOf(BILLING_ROUTES.usage, {}));
