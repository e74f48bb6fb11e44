import type { ignorePatternsReply } from '@lipi/contract';
import type { z } from 'zod';
import type { SettingsListDef } from './settings-list.ts';

type Reply = z.infer<typeof ignorePatternsReply>;
export type IgnorePattern = Reply['patterns'][number];

// server: POST /api/ignore-pattern/{add,fetchIgnorePatterns,deleteIgnorePatterns}; total = segments matched
export const ignorePatterns: SettingsListDef<IgnorePattern, Reply> = {
  name: 'ignore-patterns',
  paths: { get: 'ignore-pattern/fetchIgnorePatterns', add: 'ignore-pattern/add', remove: 'ignore-pattern/deleteIgnorePatterns' },
  entries: (reply) => reply.patterns,
};
