import {
  TRANSLITERATION_GLOSSARY_CSV_FILENAME,
  TRANSLITERATION_MEMORY_CSV_FILENAME,
  TRANSLITERATION_ROUTES as R,
  type TransliterationEntryKind,
} from '@lipi/contract';

/**
 * The two transliteration lists share one shape: memory under transliteration/*, glossary under
 * transliterationGlossary/* (post vs create for the upload). Each downloads in its upload layout.
 */
export const ENTRY_CALLS = {
  memory: { get: R.memoryGet, upload: R.memoryUpload, remove: R.memoryDelete, csv: R.memoryCsv, csvName: TRANSLITERATION_MEMORY_CSV_FILENAME },
  glossary: { get: R.glossaryGet, upload: R.glossaryUpload, remove: R.glossaryDelete, csv: R.glossaryCsv, csvName: TRANSLITERATION_GLOSSARY_CSV_FILENAME },
} as const satisfies Record<TransliterationEntryKind, unknown>;

export const entriesFileName = (kind: TransliterationEntryKind) => ENTRY_CALLS[kind].csvName;
