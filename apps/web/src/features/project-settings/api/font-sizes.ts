import type { fontSizesReply } from '@lipi/contract';
import type { z } from 'zod';
import type { SettingsListDef } from './settings-list.ts';

type Reply = z.infer<typeof fontSizesReply>;
export type FontSizeEntry = Reply['fontSizes'][number];

// server: POST /api/custom-font-size/{add,get,delete}
export const fontSizes: SettingsListDef<FontSizeEntry, Reply> = {
  name: 'font-sizes',
  paths: { get: 'custom-font-size/get', add: 'custom-font-size/add', remove: 'custom-font-size/delete' },
  entries: (reply) => reply.fontSizes,
};
