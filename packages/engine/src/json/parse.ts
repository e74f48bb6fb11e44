/** What a JSON content file may be: a hostile or broken file is refused with a message a person can act on. */
export const JSON_LIMITS = { maxBytes: 20 * 1024 * 1024, maxDepth: 100 } as const;

export class JsonContentError extends Error {
  override name = 'JsonContentError';
}

/**
 * The nesting depth of a JSON text, found by a linear scan that skips strings, so a 100 000-level
 * document is refused before JSON.parse could exhaust the stack on it.
 */
export function jsonDepth(text: string, stopAt = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92) i++;
      else if (ch === 34) inString = false;
      continue;
    }
    if (ch === 34) inString = true;
    else if (ch === 123 || ch === 91) {
      depth++;
      if (depth > max) max = depth;
      if (max > stopAt) return max;
    } else if (ch === 125 || ch === 93) depth--;
  }
  return max;
}

export type JsonObject = { [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;

/** Parses an i18n document: an object (nested or flat) or an array at the top, within the limits. */
export function parseJsonDocument(text: string, limits: { maxBytes?: number; maxDepth?: number } = {}): JsonObject | JsonValue[] {
  const maxBytes = limits.maxBytes ?? JSON_LIMITS.maxBytes;
  const maxDepth = limits.maxDepth ?? JSON_LIMITS.maxDepth;
  if (utf8Length(text) > maxBytes) throw new JsonContentError(`The JSON is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
  const body = text.replace(/^\uFEFF/, '');
  if (jsonDepth(body, maxDepth) > maxDepth) throw new JsonContentError(`The JSON is nested deeper than ${maxDepth} levels.`);
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (err) {
    throw new JsonContentError(`The file is not valid JSON: ${(err as Error).message}`);
  }
  if (typeof value !== 'object' || value === null) throw new JsonContentError('The JSON must be an object or an array of translatable strings.');
  return value as JsonObject | JsonValue[];
}

/** UTF-8 byte length without allocating (the engine also runs in browsers, where there is no Buffer). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}
