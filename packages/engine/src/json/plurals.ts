/**
 * CLDR plural categories per Lipi language. Node's Intl.PluralRules has no data for several
 * languages of India and silently answers with English rules; those are listed here explicitly so
 * the result does not depend on the runtime's ICU build. The i18n libraries that will read the
 * files (i18next, FormatJS) ask the browser's Intl for a category, so for languages Intl lacks they
 * ask for English's one/other: the table gives those, which is also right for these languages'
 * grammar of counting (one vs. many) — docs/api-content.md.
 */
export const CATEGORY_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

const EXPLICIT_CARDINAL: Record<string, readonly string[]> = {
  sa: ['one', 'other'],
  mai: ['one', 'other'],
  mni: ['one', 'other'],
  doi: ['one', 'other'],
  bho: ['one', 'other'],
  brx: ['one', 'other'],
  kok: ['one', 'other'],
  ks: ['one', 'other'],
  // Santali has a dual; CLDR and current runtimes agree on one/two/other.
  sat: ['one', 'two', 'other'],
};

const baseOf = (lang: string) => lang.toLowerCase().split(/[-_]/)[0]!;

const sorted = (categories: readonly string[]) => CATEGORY_ORDER.filter((c) => categories.includes(c));

/** The categories a language's plural forms need, in CLDR order. */
export function pluralCategories(lang: string, type: 'cardinal' | 'ordinal' = 'cardinal'): readonly string[] {
  const base = baseOf(lang);
  const explicit = EXPLICIT_CARDINAL[base];
  if (explicit) return type === 'cardinal' ? explicit : ['other'];
  if (Intl.PluralRules.supportedLocalesOf([base]).length === 0) return type === 'cardinal' ? ['one', 'other'] : ['other'];
  return sorted(new Intl.PluralRules(base, { type }).resolvedOptions().pluralCategories);
}
