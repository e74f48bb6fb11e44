import { USER_ROUTES, type RouteReply } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export type CollaboratorRow = RouteReply<typeof USER_ROUTES.collaborators>['collaborators'][number];

export const useCollaborators = () => useQuery(queryOf(USER_ROUTES.collaborators, {}));
