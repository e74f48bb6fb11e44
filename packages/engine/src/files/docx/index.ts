export { readDocx, type DocxDocument, type DocxPart, type DocxUnit } from './docx.ts';
export { writeDocx, checkDocxTranslation, type DocxRejected, type DocxWriteOptions, type DocxWriteResult } from './write.ts';
export { docxTarget, type DocxTarget } from './language.ts';
export type { DocxPlaceholder } from './paragraph.ts';
export { readZipSafely, isUnsafeZipName, ZIP_LIMITS } from './safe-zip.ts';
