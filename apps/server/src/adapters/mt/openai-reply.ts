import type { MtResult } from './mt-adapter.ts';

/**
 * A chat model's answer as one result per input. Models wrap JSON in code fences, add a sentence
 * before it, or return {"translations": [...]}; all of those are accepted. What cannot be lined up
 * with the inputs (not JSON, wrong count) fails every segment with the reason, never a guess.
 */
export function parseTranslationList(content: string, inputs: string[]): MtResult[] {
  const fail = (error: string) => inputs.map(() => ({ error }));
  const list = extractList(content);
  if (!list) return fail('The model did not answer with a JSON array of translations');
  if (list.length !== inputs.length) return fail(`The model returned ${list.length} translations for ${inputs.length} texts`);
  // An empty answer for a non-empty input is a dropped segment, not a translation.
  return list.map((item, i) =>
    typeof item === 'string' && (item.trim() !== '' || inputs[i]?.trim() === '') ? { text: item } : { error: 'The model returned no text for this segment' },
  );
}

function extractList(content: string): unknown[] | undefined {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content);
  const candidates = [content.trim(), fenced?.[1]?.trim(), sliceBetween(content, '[', ']'), sliceBetween(content, '{', '}')];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const value = tryParse(candidate);
    if (Array.isArray(value)) return value;
    if (value && typeof value === 'object') {
      const arrays = Object.values(value).filter(Array.isArray);
      if (arrays.length === 1) return arrays[0] as unknown[];
    }
  }
  return undefined;
}

function sliceBetween(text: string, open: string, close: string): string | undefined {
  const start = text.indexOf(open);
  const end = text.lastIndexOf(close);
  return start >= 0 && end > start ? text.slice(start, end + 1) : undefined;
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
