import { z } from 'zod';
import { isLanguageCode } from '../languages.ts';
import { projectIdSchema } from './projects.ts';

/** The generic failure message of every settings list call (spec 02 §8). */
export const SETTINGS_ERROR = 'Some error occurred. Please try again';

export const SETTINGS_LIMITS = Object.freeze({
  /** Entries per list and project: keeps the lists (and the ignore-pattern totals) bounded. */
  entriesPerList: 200,
  ignorePatternLength: 200,
  selectorLength: 500,
  classNameLength: 200,
  popupCssBytes: 20 * 1024,
});

const entryIdRequest = z.object({ projectId: projectIdSchema, id: z.string().trim().min(1).max(100) });
export const settingsListRequest = z.object({ projectId: projectIdSchema });
export const deleteSettingEntryRequest = entryIdRequest;
export const deleteSettingEntryReply = z.object({ id: z.string() });

/** A CSS length: a number, or a number with px, em, rem, pt or %. */
const FONT_SIZE = /^\d{1,3}(\.\d{1,2})?(px|em|rem|pt|%)?$/;
export const addFontSizeRequest = z.object({
  projectId: projectIdSchema,
  language: z.string().trim().refine(isLanguageCode, 'Unknown language code'),
  fontSize: z
    .union([z.number().positive().max(200), z.string().trim()])
    .transform(String)
    .refine((v) => FONT_SIZE.test(v), 'Please enter a font size such as 16 or 1.2em'),
});
export const fontSizeEntrySchema = z.object({ id: z.string(), language: z.string(), fontSize: z.string() });
export const fontSizesReply = z.object({ fontSizes: z.array(fontSizeEntrySchema) });

export const addNoTranslationNodeRequest = z.object({
  projectId: projectIdSchema,
  selector: z.string().trim().min(1, 'Please enter a CSS selector').max(SETTINGS_LIMITS.selectorLength),
});
export const noTranslationNodeSchema = z.object({ id: z.string(), selector: z.string() });
export const noTranslationNodesReply = z.object({ nodes: z.array(noTranslationNodeSchema) });

export const addSwalekhNodeRequest = z.object({
  projectId: projectIdSchema,
  className: z
    .string()
    .trim()
    .min(1, 'Please enter a class name')
    .max(SETTINGS_LIMITS.classNameLength)
    .regex(/^-?[_a-zA-Z][_a-zA-Z0-9-]*$/, 'Please enter a single CSS class name'),
});
export const swalekhNodeSchema = z.object({ id: z.string(), className: z.string() });
export const swalekhNodesReply = z.object({ classNames: z.array(swalekhNodeSchema) });

export const addIgnorePatternRequest = z.object({
  projectId: projectIdSchema,
  pattern: z
    .string()
    .min(1, 'Please enter a pattern')
    .max(SETTINGS_LIMITS.ignorePatternLength, `A pattern can be at most ${SETTINGS_LIMITS.ignorePatternLength} characters long`),
});
/** total: how many of the project's unique segments the pattern matches. */
export const ignorePatternSchema = z.object({ id: z.string(), pattern: z.string(), total: z.number() });
export const ignorePatternsReply = z.object({ patterns: z.array(ignorePatternSchema) });

export const updatePopupCssRequest = z.object({
  projectId: projectIdSchema,
  css: z.string().max(SETTINGS_LIMITS.popupCssBytes, 'The CSS can be at most 20 KB'),
});
export const popupCssReply = z.object({ css: z.string() });
