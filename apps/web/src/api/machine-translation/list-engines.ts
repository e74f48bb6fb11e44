import { MACHINE_TRANSLATION_ROUTES, type RouteReply } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';
import { languageName } from '../../lib/languages.ts';

export type EngineList = RouteReply<typeof MACHINE_TRANSLATION_ROUTES.engines>;
type EngineInfo = EngineList['engines'][number];

/**
 * The machine translation engines and whether each is configured (the same for every project).
 * While a provider's language list is still being read (a slow first answer after a start), the
 * list is asked again every 2 s, so its languages appear without a reload.
 */
export const useEngines = () =>
  useQuery({
    ...queryOf(MACHINE_TRANSLATION_ROUTES.engines, {}),
    staleTime: 5 * 60_000,
    refetchInterval: (query) => (query.state.data?.engines.some((e) => e.languagesPending) ? 2_000 : false),
  });

/** Why an engine is not offered for a language (null when it is): a list still being read or unreadable says so, not "not for". */
export function engineUnavailable(engine: EngineInfo, serves: boolean, targetLang: string): string | null {
  if (!engine.configured) return 'Not configured';
  if (serves) return null;
  if (engine.languagesPending) return 'Checking languages…';
  if (engine.languagesError && engine.pairs === null) return 'Language list unreadable';
  return `Not for ${languageName(targetLang)}`;
}
