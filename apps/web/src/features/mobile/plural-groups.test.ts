import type { MobileKeyRow } from '@lipi/contract';
import { describe, expect, it } from 'vitest';
import { formProblem, groupKeyRows } from './plural-groups.ts';

const row = (unitId: string, kind: string, sourceText = unitId): MobileKeyRow => ({
  unitId,
  kind,
  sourceHash: `h-${unitId}`,
  sourceText,
  wordCount: 1,
  translatable: true,
  comment: null,
  translation: null,
});

describe('plural forms side by side', () => {
  const rows = [
    row('title', 'string'),
    row('items#=0', 'plural'),
    row('items#one', 'plural'),
    row('items#other', 'plural', '{1} items'),
    row('g#male', 'select'),
  ];

  it('shows the target categories, keeps explicit cases, and falls back to other for missing ones', () => {
    const [title, items, g] = groupKeyRows(rows, ['one', 'few', 'many', 'other'], false);
    expect(title).toMatchObject({ type: 'single' });
    expect(items).toMatchObject({ type: 'plural', name: 'items' });
    const forms = items!.type === 'plural' ? items!.forms : [];
    expect(forms.map((f) => [f.category, f.row.unitId, f.usesOther])).toEqual([
      ['=0', 'items#=0', false],
      ['one', 'items#one', false],
      ['few', 'items#other', true],
      ['many', 'items#other', true],
      ['other', 'items#other', false],
    ]);
    expect(g).toMatchObject({ type: 'select', name: 'g' });
  });

  it('marks source forms the target does not use (Japanese has only other)', () => {
    const [, items] = groupKeyRows(rows, ['other'], false);
    const forms = items!.type === 'plural' ? items!.forms : [];
    expect(forms.map((f) => [f.category, f.unused])).toEqual([
      ['=0', false],
      ['other', false],
      ['one', true],
    ]);
  });

  it('validates placeholders per form', () => {
    expect(formProblem('{1} items', '{1} वस्तुएँ', 'other')).toBeNull();
    expect(formProblem('{1} items', 'कई वस्तुएँ', 'other')).toMatch(/Keep the placeholder \{1\}/);
    expect(formProblem('{1} item', 'एक वस्तु', 'one')).toBeNull();
    expect(formProblem('{1} items', '{1} {2}', 'other')).toMatch(/Unknown placeholder \{2\}/);
    expect(formProblem('{1} items', ' ', 'other')).toMatch(/empty/);
  });
});
