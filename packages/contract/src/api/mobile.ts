import { z } from 'zod';
import { isLanguageCode } from '../languages.ts';
import { projectIdSchema, projectLanguagesSchema } from './projects.ts';
import { tmEntrySchema } from './translation.ts';
import { collaboratorSchema } from './domains.ts';

/** Mobile projects (Android strings.xml, iOS .strings/.stringsdict/.xcstrings, Flutter .arb): limits of uploads and lists. */
export const MOBILE_LIMITS = Object.freeze({ uploadBytes: 10 * 1024 * 1024, filesPerProject: 50, changedKeysListed: 200, pageSize: 100 });

/**
 * The multipart fields (or, as the spec's client sends them, request headers) of an upload.
 * Headers: x-file-name, x-target-languages (comma-separated codes), x-project-id, x-project-name.
 */
export const MOBILE_UPLOAD_HEADERS = Object.freeze({
  fileName: 'x-file-name',
  languages: 'x-target-languages',
  projectId: 'x-project-id',
  projectName: 'x-project-name',
});

export const MOBILE_MESSAGES = {
  uploaded: (keys: number) => `String file uploaded: ${keys} strings ready for translation`,
  notMobile: 'This project is not a mobile app project.',
  fileExists: (name: string) => `The project already has ${name}. Upload a new version with Resync instead.`,
  noFile: 'Please choose a string file to upload (strings.xml, .strings, .stringsdict, .xcstrings or .arb).',
  unknownFormat: 'Upload an Android strings.xml, an iOS .strings, .stringsdict or .xcstrings, or a Flutter .arb file.',
  badFileName:
    'The file name must be an Android resource name such as strings.xml (lower-case letters, digits and underscores), or end in .strings, .stringsdict, .xcstrings or .arb.',
  tooManyFiles: `A project can hold at most ${MOBILE_LIMITS.filesPerProject} string files.`,
  resynced: (added: number, changed: number, removed: number) => `File updated: ${added} new, ${changed} changed, ${removed} removed strings`,
  languagesAdded: 'Languages added',
  collaboratorsSaved: 'Collaborators saved',
  onlyCollaborators: 'Only active collaborators of this organisation can be assigned.',
} as const;

const fileIdSchema = z.string({ error: 'fileId is required' }).uuid('fileId is not valid');
const targetLangSchema = z.string({ error: 'targetLang is required' }).trim().refine(isLanguageCode, 'Unknown language code');

/** What the file inputs accept: Android, iOS and Flutter string files. */
export const MOBILE_FILE_ACCEPT = '.xml,.strings,.stringsdict,.xcstrings,.arb,text/xml,application/xml,application/json';

/** android | ios-strings | ios-stringsdict | xcstrings | arb */
export const MOBILE_FORMAT_LABELS: Readonly<Record<string, string>> = {
  android: 'Android strings.xml',
  'ios-strings': 'iOS .strings',
  'ios-stringsdict': 'iOS .stringsdict (plurals)',
  xcstrings: 'Xcode String Catalog (.xcstrings)',
  arb: 'Flutter ARB',
};

export const mobileUploadReply = z.object({
  projectId: z.string(),
  fileId: z.string(),
  fileName: z.string(),
  format: z.string(),
  /** Strings, plural items and array items in the file. */
  units: z.number(),
  /** Of them, to translate (translatable="false", references and empty strings excluded). */
  translatable: z.number(),
  sourceWordCount: z.number(),
});

export const mobileFileLanguageSchema = z.object({ language: z.string(), path: z.string(), translatedUnits: z.number() });
export const mobileFileSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  format: z.string(),
  version: z.number(),
  units: z.number(),
  /** Units to translate (the others are translatable="false", references or empty). */
  translatableUnits: z.number(),
  sourceWordCount: z.number(),
  updatedAt: z.string(),
  languages: z.array(mobileFileLanguageSchema),
});
export type MobileFile = z.infer<typeof mobileFileSchema>;
export const mobileFilesRequest = z.object({ projectId: projectIdSchema });
export const mobileFilesReply = z.object({ languages: z.array(z.string()), files: z.array(mobileFileSchema) });

export const mobilePathRequest = z.object({ targetLang: targetLangSchema, fileName: z.string().trim().min(1).max(200).default('strings.xml') });
export const mobilePathReply = z.object({ language: z.string(), folder: z.string(), path: z.string() });

export const mobileLanguageRequest = z.object({ projectId: projectIdSchema, languages: projectLanguagesSchema });
export const mobileLanguageReply = z.object({ languages: z.array(z.string()), added: z.array(z.string()) });

export const mobileResyncReply = z.object({
  fileId: z.string(),
  version: z.number(),
  added: z.number(),
  changed: z.number(),
  removed: z.number(),
  unchanged: z.number(),
  /** Words of the new and changed strings: what is new to translate. */
  newContentWordCount: z.number(),
  /** The first keys of each kind of change (MOBILE_LIMITS.changedKeysListed). */
  addedKeys: z.array(z.string()),
  changedKeys: z.array(z.string()),
  removedKeys: z.array(z.string()),
});
export type MobileResyncReply = z.infer<typeof mobileResyncReply>;

export const mobileDownloadRequest = z.object({ projectId: projectIdSchema, fileId: fileIdSchema, targetLang: targetLangSchema });
export const mobileZipRequest = z.object({ projectId: projectIdSchema });

export const mobileKeysRequest = z.object({
  projectId: projectIdSchema,
  fileId: fileIdSchema,
  targetLang: targetLangSchema,
  search: z.string().trim().max(200).optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MOBILE_LIMITS.pageSize).default(20),
});
export const mobileKeyRowSchema = z.object({
  unitId: z.string(),
  kind: z.string(),
  sourceHash: z.string(),
  sourceText: z.string(),
  wordCount: z.number(),
  translatable: z.boolean(),
  comment: z.string().nullable(),
  translation: tmEntrySchema.nullable(),
});
export type MobileKeyRow = z.infer<typeof mobileKeyRowSchema>;
export const mobileKeysReply = z.object({
  rows: z.array(mobileKeyRowSchema),
  total: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
  /** The CLDR plural categories of targetLang, in order: the forms a plural key has in its file. */
  pluralCategories: z.array(z.string()),
});

/** A mobile app has no domain: collaborators are assigned to the project (the full list is sent). */
export const mobileCollaboratorsRequest = z.object({ projectId: projectIdSchema });
export const mobileAssignCollaboratorsRequest = z.object({
  projectId: projectIdSchema,
  userIds: z.array(z.string().trim().min(1).max(100)).max(100),
});
export const mobileCollaboratorsReply = z.object({ collaborators: z.array(collaboratorSchema) });
