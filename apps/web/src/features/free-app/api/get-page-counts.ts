import type { translationCountsReply } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';

type Reply = z.infer<typeof translationCountsReply>;

// server: POST /api/translation/counts {projectId, url} → per language, the page's segment counts
export const getPageCounts = (projectId: string, url: string) => api.post<Reply>('translation/counts', { projectId, url }).then((r) => r.languages);

/**
 * Whether the page already has translations in `lang` (e.g. from memory: then no run is started).
 * Asked every 4 s while `poll`.
 */
export function usePageTranslated(projectId: string, url: string, lang: string | null, poll: boolean) {
  return useQuery({
    queryKey: [...projectKey(projectId), 'translation', 'counts', url],
    queryFn: () => getPageCounts(projectId, url),
    enabled: Boolean(lang) && poll,
    refetchInterval: poll ? 4000 : false,
    select: (languages) => {
      const counts = languages.find((l) => l.language === lang);
      return counts ? counts.totalSegmentCount > 0 && counts.translatedSegmentCount + counts.transliteratedSegmentCount > 0 : false;
    },
  });
}
