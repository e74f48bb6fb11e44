import { engineTestReply, engineTestRequest } from '../api/machine-translation.ts';
import { defineRoute } from './define.ts';

const tag = 'Machine translation';

/** Engine setup calls that the spec does not name (decision: docs/mt-engines.md, "Testing an engine"). */
export const ENGINE_ROUTES = {
  test: defineRoute({
    method: 'POST',
    path: 'translation/engine/test',
    tag,
    summary: 'Translate a sample sentence through an engine as this server is configured (the provider’s error verbatim when it fails)',
    body: engineTestRequest,
    reply: engineTestReply,
  }),
};
