import type { QueryClient } from '@tanstack/react-query';

/** Every manual-translation query (lists, details, inbox) refreshes after any change of a request or task. */
export const invalidateManualTranslation = (client: QueryClient) =>
  client.invalidateQueries({
    predicate: (q) => q.queryKey.some((part) => typeof part === 'string' && (part.startsWith('manual-translation') || part.startsWith('prabandhak'))),
  });
