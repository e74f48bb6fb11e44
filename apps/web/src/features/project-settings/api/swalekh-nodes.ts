import type { swalekhNodesReply } from '@lipi/contract';
import type { z } from 'zod';
import type { SettingsListDef } from './settings-list.ts';

type Reply = z.infer<typeof swalekhNodesReply>;
export type SwalekhNode = Reply['classNames'][number];

// server: POST /api/swalekhIntegration/{add,get,delete}: class names that get the typing keyboard
export const swalekhNodes: SettingsListDef<SwalekhNode, Reply> = {
  name: 'swalekh-nodes',
  paths: { get: 'swalekhIntegration/get', add: 'swalekhIntegration/add', remove: 'swalekhIntegration/delete' },
  entries: (reply) => reply.classNames,
};
