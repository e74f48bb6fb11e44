import { SETTINGS_ROUTES, type RouteReply } from '@lipi/contract';
import type { SettingsListDef } from './settings-list.ts';

const routes = { get: SETTINGS_ROUTES.noTranslationNodeList, add: SETTINGS_ROUTES.noTranslationNodeAdd, remove: SETTINGS_ROUTES.noTranslationNodeDelete };
export type NoTranslationNode = RouteReply<typeof routes.get>['nodes'][number];

/** Selectors never translated. */
export const noTranslationNodes: SettingsListDef<NoTranslationNode, RouteReply<typeof routes.get>> = {
  name: 'no-translation-nodes',
  routes,
  entries: (reply) => reply.nodes,
};
