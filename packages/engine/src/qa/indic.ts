import { findGlossaryTerms, translationFor, type GlossaryTerm } from '../mask/glossary.ts';
import type { QaWarning } from './types.ts';
import { scriptName, scriptOfChar } from './scripts.ts';

// Text a target in an Indian script may legitimately carry in Latin or another script: URLs, e-mail
// addresses, template placeholders and file-like names. Removed before the mixed-script check.
const ALLOWED_FOREIGN = [
  /https?:\/\/\S+|www\.\S+/gu,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu,
  /\{\{[^{}]*\}\}|\$\{[^{}]*\}|\{[^{}\s]*\}|%(?:\d+\$)?[-+ 0#]*\d*(?:\.\d+)?[sdifuxXeEgGc@]/gu,
];

function blank(text: string, re: RegExp): string {
  return text.replace(re, (m) => ' '.repeat(m.length));
}

/** A combining mark (vowel sign, virama, nukta, anusvara…) with no letter before it. */
export function checkCombiningMarks(target: string): QaWarning[] {
  const trimmed = target.trimStart();
  if (/^\p{M}/u.test(trimmed)) {
    return [{ code: 'STARTS_WITH_MARK', message: `The translation starts with the combining mark "◌${trimmed[0]}", which cannot stand alone.` }];
  }
  const dangling = /(?<![\p{L}\p{M}\u200C\u200D])\p{M}/u.exec(target);
  if (dangling) {
    const word = /\p{M}[\p{L}\p{M}]*/u.exec(target.slice(dangling.index))?.[0] ?? dangling[0];
    return [{ code: 'DANGLING_MARK', message: `The word "◌${word}" starts with a vowel sign or virama; a letter is probably missing.` }];
  }
  const doubled = /(\p{M})\1/u.exec(target);
  if (doubled) {
    return [{ code: 'REPEATED_MARK', message: `The mark "◌${doubled[1]}" is written twice in a row in "${wordAround(target, doubled.index)}".` }];
  }
  return [];
}

function wordAround(text: string, index: number): string {
  const before = /[\p{L}\p{M}]*$/u.exec(text.slice(0, index))?.[0] ?? '';
  const after = /^[\p{L}\p{M}]*/u.exec(text.slice(index))?.[0] ?? '';
  return before + after;
}

/**
 * Letters of another script in a target written in `script`. Allowed: URLs, e-mail addresses,
 * placeholders, glossary terms kept as written and glossary translations, and Latin words copied
 * from the source that look like names or codes (UPI, iPhone, 4G) rather than ordinary words.
 */
export function checkMixedScripts(input: { source: string; target: string; targetLang: string; glossary: readonly GlossaryTerm[] }, script: string): QaWarning[] {
  let text = input.target;
  for (const re of ALLOWED_FOREIGN) text = blank(text, re);
  const kept = input.glossary.flatMap((t) => [t.term, translationFor(t, input.targetLang) ?? '']).filter(Boolean);
  for (const m of findGlossaryTerms(text, kept.map((term) => ({ term, rule: 'never', translations: {}, isCaseSensitive: false })))) {
    text = text.slice(0, m.start) + ' '.repeat(m.end - m.start) + text.slice(m.end);
  }
  const sourceWords = new Set(input.source.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []);
  const foreign = new Map<string, Set<string>>();
  for (const m of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    const word = m[0];
    const scripts = new Set([...word].filter((ch) => /[\p{L}\p{M}]/u.test(ch)).map((ch) => scriptOfChar(ch, script) ?? 'other'));
    scripts.delete(script);
    if (scripts.size === 0) continue;
    if (scripts.has('Latn') && sourceWords.has(word) && looksLikeName(word)) scripts.delete('Latn');
    for (const s of scripts) foreign.set(s, (foreign.get(s) ?? new Set()).add(word));
  }
  return [...foreign].map(([s, words]) => ({
    code: 'MIXED_SCRIPT',
    message: `The translation contains ${s === 'other' ? 'letters of an unexpected script' : `${scriptName(s)} text`} (${[...words].slice(0, 5).join(', ')}) in a ${scriptName(script)} translation.`,
  }));
}

/** Brand names, abbreviations and codes: a capital after the first letter, or a digit. */
function looksLikeName(word: string): boolean {
  return /\p{N}/u.test(word) || /^.+\p{Lu}/u.test(word);
}

/** Zero-width joiners shape conjuncts (ZWJ) or break them (ZWNJ); losing one changes the spelling. */
export function checkJoiners(source: string, target: string): QaWarning[] {
  const warnings: QaWarning[] = [];
  for (const [ch, name] of [['\u200D', 'zero-width joiner (ZWJ)'], ['\u200C', 'zero-width non-joiner (ZWNJ)']] as const) {
    if (source.includes(ch) && !target.includes(ch)) {
      warnings.push({ code: 'JOINER_LOST', message: `The source uses a ${name} that the translation has lost.` });
    }
  }
  return warnings;
}
