import { plainText, tokenizeMarkers } from '../extract/markers.ts';
import type { GlossaryTerm } from '../mask/glossary.ts';
import { checkNesting } from '../mask/unmask.ts';
import { checkGlossary } from './glossary-check.ts';
import { checkCombiningMarks, checkJoiners, checkMixedScripts } from './indic.ts';
import { missingNumbers } from './numbers.ts';
import { checkSentenceEnd } from './punctuation.ts';
import { indicScriptOf } from './scripts.ts';
import type { QaWarning } from './types.ts';

export type CheckTranslationInput = { source: string; target: string; targetLang: string; glossary?: GlossaryTerm[] };

function markerNames(text: string): string[] {
  return tokenizeMarkers(text)
    .filter((t) => t.type !== 'text')
    .map((t) => (t.type === 'open' ? `<${t.id}>` : t.type === 'close' ? `</${t.id}>` : `{${t.id}}`));
}

function difference(a: readonly string[], b: readonly string[]): string[] {
  const left = [...b];
  return a.filter((x) => {
    const i = left.indexOf(x);
    if (i >= 0) left.splice(i, 1);
    return i < 0;
  });
}

function checkTags(source: string, target: string): QaWarning[] {
  const sourceTags = markerNames(source);
  const targetTags = markerNames(target);
  const missing = difference(sourceTags, targetTags);
  const extra = difference(targetTags, sourceTags);
  const warnings: QaWarning[] = [];
  if (missing.length)
    warnings.push({ code: 'TAG_MISSING', message: `The translation has lost the placeholder${missing.length > 1 ? 's' : ''} ${missing.join(' ')}.` });
  if (extra.length)
    warnings.push({
      code: 'TAG_EXTRA',
      message: `The translation has placeholder${extra.length > 1 ? 's' : ''} ${extra.join(' ')} that the source does not have.`,
    });
  const nesting = checkNesting(target);
  if (!missing.length && !extra.length && nesting) warnings.push({ code: 'TAG_NESTING', message: nesting });
  return warnings;
}

/** Checks a translation against its source; see index.ts for the codes. */
export function checkTranslation(input: CheckTranslationInput): QaWarning[] {
  const { source, target, targetLang } = input;
  const glossary = input.glossary ?? [];
  const sourceText = plainText(source);
  const targetText = plainText(target);
  if (targetText.trim() === '' && sourceText.trim() !== '') {
    return [{ code: 'EMPTY_TARGET', message: 'The translation is empty.' }];
  }
  const warnings = [...checkTags(source, target)];
  const missing = missingNumbers(sourceText, targetText);
  if (missing.length) {
    warnings.push({
      code: 'NUMBER_MISSING',
      message: `The number${missing.length > 1 ? 's' : ''} ${[...new Set(missing)].join(', ')} from the source ${missing.length > 1 ? 'are' : 'is'} missing in the translation.`,
    });
  }
  warnings.push(...checkGlossary(sourceText, targetText, targetLang, glossary));
  warnings.push(...checkJoiners(source, target));
  const script = indicScriptOf(targetLang);
  if (script) {
    warnings.push(...checkCombiningMarks(targetText));
    warnings.push(...checkMixedScripts({ source: sourceText, target: targetText, targetLang, glossary }, script));
  }
  warnings.push(...checkSentenceEnd(targetText, targetLang));
  return warnings;
}
