import { SETTINGS_ROUTES, type RouteReply } from '@lipi/contract';
import type { SettingsListDef } from './settings-list.ts';

const routes = { get: SETTINGS_ROUTES.ignorePatternListPrefixed, add: SETTINGS_ROUTES.ignorePatternAdd, remove: SETTINGS_ROUTES.ignorePatternDeletePrefixed };
export type IgnorePattern = RouteReply<typeof routes.get>['patterns'][number];

/** URL patterns the crawler ignores; total = segments matched. */
export const ignorePatterns: SettingsListDef<IgnorePattern, RouteReply<typeof routes.get>> = {
  name: 'ignore-patterns',
  routes,
  entries: (reply) => reply.patterns,
};
