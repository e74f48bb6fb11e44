import { SETTINGS_ROUTES, type RouteReply } from '@lipi/contract';
import type { SettingsListDef } from './settings-list.ts';

const routes = { get: SETTINGS_ROUTES.swalekhList, add: SETTINGS_ROUTES.swalekhAdd, remove: SETTINGS_ROUTES.swalekhDelete };
export type SwalekhNode = RouteReply<typeof routes.get>['classNames'][number];

/** Class names that get the typing keyboard. */
export const swalekhNodes: SettingsListDef<SwalekhNode, RouteReply<typeof routes.get>> = {
  name: 'swalekh-nodes',
  routes,
  entries: (reply) => reply.classNames,
};
