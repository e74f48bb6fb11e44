import { MACHINE_TRANSLATION_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, queryOf } from '../../lib/call.ts';

type KeyboardLang = RouteInput<typeof MACHINE_TRANSLATION_ROUTES.phoneticPick>['lang'];
type PhoneticPick = { typed: string; chosen: string; lang: string };

/**
 * Tells the server which spelling the editor accepted for a typed word, so the organisation's picks
 * come first next time. Best effort: typing never waits for it and a failure shows nothing. The
 * cached suggestions of that word are dropped so the new order shows at once.
 */
export function useRecordPhoneticPick() {
  const queryClient = useQueryClient();
  return useMutation({
    // The editor's target language has a keyboard (the suggestions came from the same call).
    mutationFn: (pick: PhoneticPick) => call(MACHINE_TRANSLATION_ROUTES.phoneticPick, { ...pick, lang: pick.lang as KeyboardLang }),
    onSettled: (_data, _error, pick) =>
      queryClient.invalidateQueries({ queryKey: queryOf(MACHINE_TRANSLATION_ROUTES.phonetic, { text: pick.typed, lang: pick.lang as KeyboardLang }).queryKey }),
  });
}
