import { MACHINE_TRANSLATION_ROUTES, TRANSLATION_ROUTES } from '@lipi/contract';
import type { QueryClient } from '@tanstack/react-query';
import { projectKey } from '../../lib/query-keys.ts';

/** The editor's reads whose answers change with a translation: rows, counts, matches, revisions, run status. */
const TRANSLATION_READS = new Set<unknown>(
  [TRANSLATION_ROUTES.list, TRANSLATION_ROUTES.counts, TRANSLATION_ROUTES.fuzzy, TRANSLATION_ROUTES.revisionList, MACHINE_TRANSLATION_ROUTES.runStatus].map(
    (r) => r.path,
  ),
);

/** Refreshes every translation read of one project (keys are ['project', id, path, input]). */
export const invalidateTranslations = (queryClient: QueryClient, projectId: string) =>
  queryClient.invalidateQueries({ queryKey: projectKey(projectId), predicate: (query) => TRANSLATION_READS.has(query.queryKey[2]) });
