import { TRANSLATION_ROUTES, type RouteInput, type RouteReply } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { invalidateTranslations } from './keys.ts';
import { translationRowsKey } from './list-translations.ts';

type Input = RouteInput<typeof TRANSLATION_ROUTES.toggleDisplayType>;
type Rows = RouteReply<typeof TRANSLATION_ROUTES.list>;

/** Switches a stored translation between Translation and Transliteration; the row's tag follows the reply at once. */
export function useToggleDisplayType(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<Input, 'projectId'>) => callEnvelope(TRANSLATION_ROUTES.toggleDisplayType, { ...input, projectId }),
    onSuccess: ({ data: { translation } }) => {
      const { sourceHash, targetLang, ...entry } = translation;
      // Only the cached pages of this language hold this translation (a key ends with its request).
      const ofLanguage = (key: readonly unknown[]) => (key.at(-1) as { targetLang?: string } | undefined)?.targetLang === targetLang;
      queryClient.setQueriesData<Rows>({ queryKey: translationRowsKey(projectId), predicate: (query) => ofLanguage(query.queryKey) }, (page) =>
        page ? { ...page, rows: page.rows.map((row) => (row.sourceHash === sourceHash && row.translation ? { ...row, translation: entry } : row)) } : page,
      );
      // Counts and type-filtered pages move with the display type.
      return invalidateTranslations(queryClient, projectId);
    },
  });
}
