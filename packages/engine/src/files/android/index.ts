export { parseStringsXml, type AndroidResource, type AndroidUnit, type AndroidUnitKind, type StringsXml } from './strings-xml.ts';
export { writeStringsXml, checkAndroidTranslation, type Rejected, type WriteOptions, type WriteResult } from './write.ts';
export { androidValuesFolder, androidStringsPath } from './folders.ts';
export { pluralCategories, type PluralCategory } from './plurals.ts';
export { escapeAndroid, unescapeAndroid } from './escapes.ts';
export type { AndroidPlaceholder } from './inner.ts';
export { writeZip } from '../zip.ts';
