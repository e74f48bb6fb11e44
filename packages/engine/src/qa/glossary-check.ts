import { findGlossaryTerms, translationFor, type GlossaryTerm } from '../mask/glossary.ts';
import { transliterateEnglish } from '../transliterate/index.ts';
import type { QaWarning } from './types.ts';

function contains(text: string, value: string, isCaseSensitive: boolean): boolean {
  return isCaseSensitive ? text.includes(value) : text.toLowerCase().includes(value.toLowerCase());
}

function transliterationOf(term: string, targetLang: string): string | undefined {
  try {
    return transliterateEnglish(term, targetLang).normalize('NFC');
  } catch {
    return undefined;
  }
}

/** Each glossary term found in the source must come out as its rule says. */
export function checkGlossary(source: string, target: string, targetLang: string, glossary: readonly GlossaryTerm[]): QaWarning[] {
  const warnings: QaWarning[] = [];
  const seen = new Set<GlossaryTerm>();
  const nfcTarget = target.normalize('NFC');
  for (const { term, text } of findGlossaryTerms(source, glossary)) {
    if (seen.has(term)) continue;
    seen.add(term);
    if (term.rule === 'never' && !contains(target, text, term.isCaseSensitive)) {
      warnings.push({ code: 'GLOSSARY_NOT_KEPT', message: `"${text}" must stay untranslated, but the translation does not contain it.` });
    }
    const translation = term.rule === 'always' ? translationFor(term, targetLang) : undefined;
    if (translation !== undefined && !contains(nfcTarget, translation.normalize('NFC'), false)) {
      warnings.push({ code: 'GLOSSARY_NOT_USED', message: `"${text}" must be translated as "${translation}", but the translation does not contain it.` });
    }
    const spelt = term.rule === 'transliterate' ? transliterationOf(text, targetLang) : undefined;
    if (spelt !== undefined && !nfcTarget.includes(spelt) && !contains(target, text, false)) {
      warnings.push({ code: 'GLOSSARY_NOT_TRANSLITERATED', message: `"${text}" should be written as "${spelt}", but the translation does not contain it.` });
    }
  }
  return warnings;
}
