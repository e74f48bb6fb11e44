import { MACHINE_TRANSLATION_ROUTES, type RouteReply } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

/** The machine translation engines and whether each is configured (the same for every project). */
export const useEngines = () => useQuery({ ...queryOf(MACHINE_TRANSLATION_ROUTES.engines, {}), staleTime: 5 * 60_000 });

export type EngineList = RouteReply<typeof MACHINE_TRANSLATION_ROUTES.engines>;
