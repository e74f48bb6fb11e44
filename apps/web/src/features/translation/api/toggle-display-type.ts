import type { DisplayType, TranslationListReply, toggleDisplayTypeReply } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { translationRowsKey, translationsKey } from './list-translations.ts';

export type ToggleDisplayTypeReply = z.infer<typeof toggleDisplayTypeReply>;
type Input = { projectId: string; targetLang: string; sourceHash: string; displayType: DisplayType };

// server: POST /api/translation/toggle/transliteration/type {projectId, targetLang, sourceHash, displayType} → {translation}
export const toggleDisplayType = (input: Input) => api.postEnvelope<ToggleDisplayTypeReply>('translation/toggle/transliteration/type', input);

/** Switches a stored translation between Translation and Transliteration; the row's tag follows the reply at once. */
export function useToggleDisplayType(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<Input, 'projectId'>) => toggleDisplayType({ ...input, projectId }),
    onSuccess: ({ data: { translation } }) => {
      const { sourceHash, targetLang, ...entry } = translation;
      // Only the cached pages of this language hold this translation (a key ends with its request).
      const ofLanguage = (key: readonly unknown[]) => (key.at(-1) as { targetLang?: string } | undefined)?.targetLang === targetLang;
      queryClient.setQueriesData<TranslationListReply>({ queryKey: translationRowsKey(projectId), predicate: (query) => ofLanguage(query.queryKey) }, (page) =>
        page ? { ...page, rows: page.rows.map((row) => (row.sourceHash === sourceHash && row.translation ? { ...row, translation: entry } : row)) } : page,
      );
      // Counts and type-filtered pages move with the display type.
      return queryClient.invalidateQueries({ queryKey: translationsKey(projectId) });
    },
  });
}
