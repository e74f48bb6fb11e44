import { findGlossaryTerms, translationFor, type GlossaryTerm } from '../mask/glossary.ts';
import { pronunciations } from '../transliterate/pronounce.ts';
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

// Dependent vowel signs, independent vowel letters and nukta signs of the Brahmic scripts of India.
const VOWEL_SIGN = '[\u093E-\u094C\u09BE-\u09CC\u0A3E-\u0A4C\u0ABE-\u0ACC\u0B3E-\u0B4C\u0BBE-\u0BCC\u0C3E-\u0C4C\u0CBE-\u0CCC\u0D3E-\u0D4C]';
const INDEPENDENT_VOWEL = '[\u0904-\u0914\u0985-\u0994\u0A05-\u0A14\u0A85-\u0A94\u0B05-\u0B14\u0B85-\u0B94\u0C05-\u0C14\u0C85-\u0C94\u0D05-\u0D14]';
const NUKTA = '[\u093C\u09BC\u0A3C\u0ABC\u0B3C\u0C3C\u0CBC]';

/**
 * Spellings that render like a word but are broken underneath: a vowel sign after a ZWNJ or ZWJ at
 * the start of a word, an independent vowel with a vowel sign (अ + ा typed for आ: the word looks
 * right but search and the memory do not find it), a nukta after a vowel sign instead of on its
 * consonant.
 */
function brokenSpelling(target: string): QaWarning[] {
  const joinerStart = new RegExp(`(?<![\\p{L}\\p{M}])[\u200C\u200D]${VOWEL_SIGN}`, 'u').exec(target);
  if (joinerStart) {
    return [
      {
        code: 'DANGLING_MARK',
        message: `The word "${wordAround(target, joinerStart.index + 1)}" starts with a vowel sign hidden behind a zero-width joiner; a letter is probably missing.`,
      },
    ];
  }
  const split = new RegExp(`${INDEPENDENT_VOWEL}${VOWEL_SIGN}`, 'u').exec(target);
  if (split) {
    return [
      {
        code: 'SPLIT_VOWEL',
        message: `"${split[0]}" in "${wordAround(target, split.index)}" is a vowel letter followed by a vowel sign; use the single vowel letter (for example आ, not अ + ा).`,
      },
    ];
  }
  const nukta = new RegExp(`${VOWEL_SIGN}${NUKTA}`, 'u').exec(target);
  if (nukta) {
    return [
      { code: 'MISPLACED_NUKTA', message: `The nukta in "${wordAround(target, nukta.index)}" follows a vowel sign; it belongs right after its consonant.` },
    ];
  }
  return [];
}

/** A combining mark (vowel sign, virama, nukta, anusvara…) with no letter before it, or a broken spelling. */
export function checkCombiningMarks(target: string): QaWarning[] {
  const broken = brokenSpelling(target);
  if (broken.length > 0) return broken;
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
export function checkMixedScripts(
  input: { source: string; target: string; targetLang: string; glossary: readonly GlossaryTerm[] },
  script: string,
): QaWarning[] {
  let text = input.target;
  for (const re of ALLOWED_FOREIGN) text = blank(text, re);
  const kept = input.glossary.flatMap((t) => [t.term, translationFor(t, input.targetLang) ?? '']).filter(Boolean);
  for (const m of findGlossaryTerms(
    text,
    kept.map((term) => ({ term, rule: 'never', translations: {}, isCaseSensitive: false })),
  )) {
    text = text.slice(0, m.start) + ' '.repeat(m.end - m.start) + text.slice(m.end);
  }
  const sourceWords = new Set(input.source.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []);
  const foreign = new Map<string, Set<string>>();
  for (const m of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    const word = m[0];
    const scripts = new Set([...word].filter((ch) => /[\p{L}\p{M}]/u.test(ch)).map((ch) => scriptOfChar(ch, script) ?? 'other'));
    scripts.delete(script);
    if (scripts.size === 0) continue;
    if (scripts.has('Latn') && sourceWords.has(word) && looksLikeName(word, input.source)) scripts.delete('Latn');
    for (const s of scripts) foreign.set(s, (foreign.get(s) ?? new Set()).add(word));
  }
  return [...foreign].map(([s, words]) => ({
    code: 'MIXED_SCRIPT',
    message: `The translation contains ${s === 'other' ? 'letters of an unexpected script' : `${scriptName(s)} text`} (${[...words].slice(0, 5).join(', ')}) in a ${scriptName(script)} translation.`,
  }));
}

/**
 * Brand names, abbreviations and codes copied from the source: a digit, a capital after the first
 * letter (iPhone, UPI), or a capitalised word that is a name in the source: capitalised inside a
 * sentence there (Pay with Google), the whole source, or not an English dictionary word (Paytm). An
 * ordinary word copied untranslated ("submit", "Submit" at the start) still counts.
 */
function looksLikeName(word: string, source: string): boolean {
  if (/\p{N}/u.test(word) || /^.+\p{Lu}/u.test(word)) return true;
  if (!/^\p{Lu}/u.test(word)) return false;
  if (source.trim() === word || pronunciations(word.toLowerCase()).length === 0) return true;
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`[\\p{L}\\p{N},;:]\\s+${escaped}(?![\\p{L}\\p{M}])`, 'u').test(source);
}

/** Zero-width joiners shape conjuncts (ZWJ) or break them (ZWNJ); losing one changes the spelling. */
export function checkJoiners(source: string, target: string): QaWarning[] {
  const warnings: QaWarning[] = [];
  for (const [ch, name] of [
    ['\u200D', 'zero-width joiner (ZWJ)'],
    ['\u200C', 'zero-width non-joiner (ZWNJ)'],
  ] as const) {
    if (source.includes(ch) && !target.includes(ch)) {
      warnings.push({ code: 'JOINER_LOST', message: `The source uses a ${name} that the translation has lost.` });
    }
  }
  return warnings;
}
