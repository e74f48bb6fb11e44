/*
 * CLDR plural categories per target language for <plurals>. An explicit table, because Node's
 * Intl.PluralRules has no data for sa, mai and mni and silently answers with English rules. Keys
 * are the language subtag of the BCP 47 tag; `other` is always present (getQuantityString needs it).
 */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

export const PLURAL_ORDER: readonly PluralCategory[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

const ONE_OTHER = ['one', 'other'] as const;
const OTHER = ['other'] as const;

// prettier-ignore
const TABLE: Readonly<Record<string, readonly PluralCategory[]>> = {
  // Indian languages (CLDR 44): one/other, Santali one/two/other.
  hi: ONE_OTHER, or: ONE_OTHER, pa: ONE_OTHER, gu: ONE_OTHER, mr: ONE_OTHER, te: ONE_OTHER, ta: ONE_OTHER,
  as: ONE_OTHER, bn: ONE_OTHER, ml: ONE_OTHER, kn: ONE_OTHER, ur: ONE_OTHER, brx: ONE_OTHER, doi: ONE_OTHER,
  ks: ONE_OTHER, kok: ONE_OTHER, mai: ONE_OTHER, mni: ONE_OTHER, ne: ONE_OTHER, sa: ONE_OTHER, sd: ONE_OTHER,
  sat: ['one', 'two', 'other'], en: ONE_OTHER,
  // Languages with only `other`.
  zh: OTHER, ja: OTHER, ko: OTHER, my: OTHER, th: OTHER, vi: OTHER, id: OTHER, ms: OTHER, km: OTHER, lo: OTHER,
  // A few with more forms.
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'], ru: ['one', 'few', 'many', 'other'], uk: ['one', 'few', 'many', 'other'],
  pl: ['one', 'few', 'many', 'other'], cs: ['one', 'few', 'many', 'other'], he: ['one', 'two', 'other'],
  fr: ['one', 'many', 'other'], es: ['one', 'many', 'other'], it: ['one', 'many', 'other'], pt: ['one', 'many', 'other'],
};

const PLURAL_RULES_CACHE = new Map<string, readonly PluralCategory[]>();

/** The categories a <plurals> of this language must hold, in Android's order. */
export function pluralCategories(bcp47: string): readonly PluralCategory[] {
  const language = bcp47.split('-')[0]?.toLowerCase() ?? '';
  const known = TABLE[language];
  if (known) return known;
  const cached = PLURAL_RULES_CACHE.get(language);
  if (cached) return cached;
  let categories: readonly PluralCategory[] = ONE_OTHER;
  try {
    const rules = new Intl.PluralRules(language);
    // Only trust Intl when it really has data for the language (it falls back to en otherwise).
    if (rules.resolvedOptions().locale.split('-')[0] === language) {
      const found = new Set(rules.resolvedOptions().pluralCategories as PluralCategory[]);
      categories = PLURAL_ORDER.filter((c) => found.has(c));
    }
  } catch {
    // An invalid tag keeps one/other.
  }
  PLURAL_RULES_CACHE.set(language, categories);
  return categories;
}
