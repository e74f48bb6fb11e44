import { MACHINE_TRANSLATION_ROUTES, type RouteInput } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

type KeyboardLang = RouteInput<typeof MACHINE_TRANSLATION_ROUTES.phonetic>['lang'];

/**
 * Indic spellings of one romanised word; nothing is asked for an empty word. `lang` is the editor's
 * target language: one without a keyboard is refused by the server (400) and shows no suggestions.
 */
export function usePhonetic(text: string, lang: string, enabled: boolean) {
  return useQuery({
    ...queryOf(MACHINE_TRANSLATION_ROUTES.phonetic, { text, lang: lang as KeyboardLang }),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    enabled: enabled && text.length > 0,
  });
}
