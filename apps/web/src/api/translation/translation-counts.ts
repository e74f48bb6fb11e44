import { TRANSLATION_ROUTES, type RouteReply } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export type TranslationCounts = RouteReply<typeof TRANSLATION_ROUTES.counts>;

export const translationCountsQuery = (projectId: string, url?: string) => queryOf(TRANSLATION_ROUTES.counts, { projectId, url });

/** Segment counts per language, of the project or (with `url`) of one page. */
export function useTranslationCounts(projectId: string, url?: string) {
  return useQuery(translationCountsQuery(projectId, url));
}

/**
 * Whether the page already has translations in `lang` (e.g. from memory: then no run is started).
 * Asked every 4 s while `poll`.
 */
export function usePageTranslated(projectId: string, url: string, lang: string | null, poll: boolean) {
  return useQuery({
    ...translationCountsQuery(projectId, url),
    enabled: Boolean(lang) && poll,
    refetchInterval: poll ? 4000 : false,
    select: ({ languages }) => {
      const counts = languages.find((l) => l.language === lang);
      return counts ? counts.totalSegmentCount > 0 && counts.translatedSegmentCount + counts.transliteratedSegmentCount > 0 : false;
    },
  });
}
