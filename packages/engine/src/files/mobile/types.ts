import type { SegmentInner } from './segment.ts';

export type MobileFormat = 'android' | 'ios-strings' | 'ios-stringsdict' | 'arb' | 'xcstrings';
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

/** What the server stores and shows of a unit, whatever the file format. */
export type MobileUnit = {
  /** `key`; plural forms `key#one` (several variables in a .stringsdict: `key:var#one`), ICU select `key#male`. */
  id: string;
  name: string;
  kind: 'string' | 'plural' | 'select' | 'array';
  quantity?: string;
  translatable: boolean;
  comment?: string;
  inner: SegmentInner;
  sourceHash: string;
  wordCount: number;
};

export type Rejected = { id: string; reason: string };
export type MobileWriteResult = { text: string; rejected: Rejected[]; translated: number };
