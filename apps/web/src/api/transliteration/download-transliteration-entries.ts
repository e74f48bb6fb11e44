import type { TransliterationEntryKind } from '@lipi/contract';
import { download } from '../../lib/call.ts';
import { ENTRY_CALLS } from './calls.ts';

/** Saves one list as CSV (transliterationMemory.csv | transliterationGlossary.csv); resolves to the file's name. */
export const downloadEntries = (kind: TransliterationEntryKind, projectId: string) => download(ENTRY_CALLS[kind].csv, { projectId }, ENTRY_CALLS[kind].csvName);
