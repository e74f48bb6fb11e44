import { SETTINGS_ROUTES, type RouteReply } from '@lipi/contract';
import type { SettingsListDef } from './settings-list.ts';

const routes = { get: SETTINGS_ROUTES.fontSizeList, add: SETTINGS_ROUTES.fontSizeAdd, remove: SETTINGS_ROUTES.fontSizeDelete };
export type FontSizesReply = RouteReply<typeof routes.get>;
export type FontSizeEntry = FontSizesReply['fontSizes'][number];

/** Font sizes per language. */
export const fontSizes: SettingsListDef<FontSizeEntry, FontSizesReply> = {
  name: 'font-sizes',
  routes,
  entries: (reply) => reply.fontSizes,
};
