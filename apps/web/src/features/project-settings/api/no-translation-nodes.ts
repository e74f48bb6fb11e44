import type { noTranslationNodesReply } from '@lipi/contract';
import type { z } from 'zod';
import type { SettingsListDef } from './settings-list.ts';

type Reply = z.infer<typeof noTranslationNodesReply>;
export type NoTranslationNode = Reply['nodes'][number];

// server: POST /api/no-translation-node/{add,get,delete}
export const noTranslationNodes: SettingsListDef<NoTranslationNode, Reply> = {
  name: 'no-translation-nodes',
  paths: { get: 'no-translation-node/get', add: 'no-translation-node/add', remove: 'no-translation-node/delete' },
  entries: (reply) => reply.nodes,
};
