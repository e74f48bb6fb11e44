import type { MobileKeyRow } from '@lipi/contract';

/** One form of a plural (or select) key as the target language's file will hold it. */
export type PluralForm = {
  category: string;
  /** The source row of this form; for a category the source lacks, its `other` row. */
  row: MobileKeyRow;
  /** The source has no such form: the file writes the `other` translation here. */
  usesOther: boolean;
  /** A source form the target language does not use (dropped from its file). */
  unused: boolean;
};
export type KeyGroup = { type: 'single'; row: MobileKeyRow } | { type: 'plural' | 'select'; name: string; forms: PluralForm[] };

const nameOf = (unitId: string) => unitId.slice(0, unitId.lastIndexOf('#'));
const categoryOf = (unitId: string) => unitId.slice(unitId.lastIndexOf('#') + 1);

/**
 * Rows of a page grouped so a plural key shows its forms side by side: the target language's CLDR
 * categories (`targetCategories`), explicit `=N` cases of ICU, and `zero` where the format keeps it
 * in every language (iOS .stringsdict). Select cases are shown as they are.
 */
export function groupKeyRows(rows: MobileKeyRow[], targetCategories: string[], keepZero: boolean): KeyGroup[] {
  const groups: KeyGroup[] = [];
  const byName = new Map<string, MobileKeyRow[]>();
  for (const row of rows) {
    if ((row.kind !== 'plural' && row.kind !== 'select') || !row.unitId.includes('#')) {
      groups.push({ type: 'single', row });
      continue;
    }
    const name = nameOf(row.unitId);
    let members = byName.get(name);
    if (!members) {
      members = [];
      byName.set(name, members);
      groups.push({ type: row.kind, name, forms: [] });
    }
    members.push(row);
  }
  for (const group of groups) {
    if (group.type === 'single') continue;
    const members = byName.get(group.name)!;
    const own = new Map(members.map((r) => [categoryOf(r.unitId), r]));
    if (group.type === 'select') {
      group.forms = members.map((row) => ({ category: categoryOf(row.unitId), row, usesOther: false, unused: false }));
      continue;
    }
    const explicit = [...own.keys()].filter((c) => c.startsWith('=') || (keepZero && c === 'zero'));
    const wanted = [...explicit, ...targetCategories.filter((c) => !explicit.includes(c))];
    const other = own.get('other') ?? members.at(-1)!;
    group.forms = wanted.map((category) => ({ category, row: own.get(category) ?? other, usesOther: !own.has(category), unused: false }));
    for (const [category, row] of own) if (!wanted.includes(category)) group.forms.push({ category, row, usesOther: false, unused: true });
  }
  return groups;
}

const markers = (text: string): string[] => [...(text.match(/\{\d+\}|<\/?\d+>/g) ?? [])].sort();

/**
 * What is wrong with a form's translation, or null: every placeholder of the source must stay
 * (a zero/one/two or `=N` form may leave the number out) and none may be invented.
 */
export function formProblem(source: string, translation: string, category: string): string | null {
  if (!translation.trim()) return 'The translation is empty.';
  const want = markers(source);
  const have = markers(translation);
  const invented = have.filter((m) => !want.includes(m));
  if (invented.length) return `Unknown placeholder ${invented[0]}.`;
  const mayDrop = category === 'zero' || category === 'one' || category === 'two' || category.startsWith('=');
  const missing = want.filter((m) => !have.includes(m));
  if (missing.length && !mayDrop) return `Keep the placeholder ${missing[0]}.`;
  return null;
}
