import { USER_ROUTES, type RouteReply } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export type DeliveryManagerRow = RouteReply<typeof USER_ROUTES.deliveryManagers>['deliveryManagers'][number];

export const useDeliveryManagers = () => useQuery(queryOf(USER_ROUTES.deliveryManagers, {}));
