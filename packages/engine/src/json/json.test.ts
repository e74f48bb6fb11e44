import { describe, expect, it } from 'vitest';
import {
  documentSegments,
  jsonEntries,
  parseJsonDocument,
  pluralCategories,
  fromSegmentText,
  toSegmentText,
  translateDocument,
  detectFormat,
  detectShape,
  JsonContentError,
} from './index.ts';

describe('parseJsonDocument', () => {
  it('refuses what is not JSON, too deep or too large, with a readable message', () => {
    expect(() => parseJsonDocument('{"a": ')).toThrow(JsonContentError);
    expect(() => parseJsonDocument('"just a string"')).toThrow('must be an object');
    const deep = '{"a":'.repeat(101) + '1' + '}'.repeat(101);
    expect(() => parseJsonDocument(deep)).toThrow('nested deeper than 100 levels');
    expect(parseJsonDocument('{"a":'.repeat(99) + '1' + '}'.repeat(99))).toBeTypeOf('object');
    // Braces inside strings do not count as nesting.
    expect(parseJsonDocument(JSON.stringify({ a: '{'.repeat(500) }))).toEqual({ a: '{'.repeat(500) });
    expect(() => parseJsonDocument(JSON.stringify({ a: 'x'.repeat(2000) }), { maxBytes: 1000 })).toThrow('larger than');
    expect(() => parseJsonDocument('['.repeat(200_000))).toThrow('nested deeper');
  });
  it('accepts a byte-order mark', () => {
    expect(parseJsonDocument('\uFEFF{"a":"b"}')).toEqual({ a: 'b' });
  });
});

describe('placeholders as segment markers', () => {
  it('protects i18next, ICU, react-i18next tags and printf forms', () => {
    const s = toSegmentText('Hello {{name}}, {{- html}} see <1>terms</1> and $t(common.ok) – %s %1$d %(user)s {count} {n, number}');
    expect(s.text).toBe('Hello {1}, {2} see <3>terms</3> and {4} – {5} {6} {7} {8} {9}');
    expect(s.codes.map((c) => c.open)).toEqual(['{{name}}', '{{- html}}', '<1>', '$t(common.ok)', '%s', '%1$d', '%(user)s', '{count}', '{n, number}']);
    expect(s.codes[2]!.close).toBe('</1>');
  });
  it('restores a reordered translation and refuses a dropped, doubled or invented placeholder', () => {
    const s = toSegmentText('Welcome {{name}} to <b>Lipi</b>');
    expect(fromSegmentText('<2>लिपि</2> में {1} का स्वागत है', s.codes)).toEqual({ text: '<b>लिपि</b> में {{name}} का स्वागत है' });
    expect(fromSegmentText('<2>लिपि</2> में स्वागत है', s.codes)).toEqual({ error: 'The placeholder {{name}} is missing from the translation.' });
    expect(fromSegmentText('{1} {1} <2>लिपि</2>', s.codes)).toMatchObject({ error: expect.stringContaining('appears 2 times') });
    expect(fromSegmentText('{1} {3} <2>लिपि</2>', s.codes)).toMatchObject({ error: expect.stringContaining('does not have') });
  });
  it('round-trips positional ICU arguments and literal backslashes', () => {
    const s = toSegmentText('Press {0} in C:\\temp\\');
    expect(s.codes).toEqual([{ id: 1, open: '{0}' }]);
    expect(fromSegmentText(s.text, s.codes)).toEqual({ text: 'Press {0} in C:\\temp\\' });
  });
  it('an unclosed tag is a void placeholder', () => {
    const s = toSegmentText('Line<br/>two <0/> <i>open');
    expect(s.text).toBe('Line{1}two {2} {3}open');
  });
});

describe('plural categories', () => {
  it('uses CLDR through Intl and an explicit table where the runtime lacks data', () => {
    expect(pluralCategories('hi')).toEqual(['one', 'other']);
    expect(pluralCategories('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(pluralCategories('ru')).toEqual(['one', 'few', 'many', 'other']);
    expect(pluralCategories('sa')).toEqual(['one', 'other']);
    expect(pluralCategories('mni-Mtei')).toEqual(['one', 'other']);
    expect(pluralCategories('sat')).toEqual(['one', 'two', 'other']);
    expect(pluralCategories('hi', 'ordinal')).toEqual(['one', 'two', 'few', 'many', 'other']);
  });
});

const I18NEXT = {
  nav: { home: 'Home', 'about.us': 'About us' },
  greeting: 'Hello {{name}}!',
  item_one: '{{count}} item',
  item_other: '{{count}} items',
  size: 42,
  enabled: true,
  list: ['First', 'Second'],
};

const hindi: Record<string, string> = {
  Home: 'होम',
  'About us': 'हमारे बारे में',
  'Hello {1}!': 'नमस्ते {1}!',
  '{1} item': '{1} वस्तु',
  '{1} items': '{1} वस्तुएँ',
  First: 'पहला',
  Second: 'दूसरा',
  '{1} message': '{1} संदेश',
  '{1} messages': '{1} संदेश',
  'You have': 'आपके पास',
};

describe('documents', () => {
  it('lists keys as escaped dot paths and segments with placeholders as markers', () => {
    const doc = parseJsonDocument(JSON.stringify(I18NEXT));
    expect(detectShape(doc)).toBe('nested');
    const entries = jsonEntries(doc);
    expect(entries.map((e) => e.key)).toEqual(['nav.home', 'nav.about\\.us', 'greeting', 'item_one', 'item_other', 'list.0', 'list.1']);
    expect(detectFormat(entries)).toBe('i18next');
    const segments = documentSegments(doc);
    expect(segments.find((s) => s.key === 'greeting')).toMatchObject({ text: 'Hello {1}!', words: 1 });
    expect(segments.every((s) => /^[0-9a-f]{16}$/.test(s.sourceHash))).toBe(true);
  });

  it('translates keeping the shape, order and non-text values, and regenerates plural keys per language', () => {
    const doc = parseJsonDocument(JSON.stringify(I18NEXT));
    const hi = translateDocument(doc, 'hi', (t) => hindi[t]);
    expect(hi.issues).toEqual([]);
    expect(hi.document).toEqual({
      nav: { home: 'होम', 'about.us': 'हमारे बारे में' },
      greeting: 'नमस्ते {{name}}!',
      item_one: '{{count}} वस्तु',
      item_other: '{{count}} वस्तुएँ',
      size: 42,
      enabled: true,
      list: ['पहला', 'दूसरा'],
    });
    expect(Object.keys(hi.document)).toEqual(Object.keys(I18NEXT));
    // Arabic needs six forms: the missing ones take the `other` text; Santali has a dual.
    const ar = translateDocument(doc, 'ar', () => undefined).document as Record<string, unknown>;
    expect(Object.keys(ar).filter((k) => k.startsWith('item_'))).toEqual(['item_zero', 'item_one', 'item_two', 'item_few', 'item_many', 'item_other']);
    expect(ar.item_few).toBe('{{count}} items');
    const sat = translateDocument(doc, 'sat', () => undefined).document as Record<string, unknown>;
    expect(Object.keys(sat).filter((k) => k.startsWith('item_'))).toEqual(['item_one', 'item_two', 'item_other']);
  });

  it('keeps a flat file flat and its dotted keys as they are', () => {
    const doc = parseJsonDocument('{"nav.home":"Home","nav.about":"About us"}');
    expect(detectShape(doc)).toBe('flat');
    expect(jsonEntries(doc).map((e) => e.key)).toEqual(['nav.home', 'nav.about']);
    expect(translateDocument(doc, 'hi', (t) => hindi[t]).document).toEqual({ 'nav.home': 'होम', 'nav.about': 'हमारे बारे में' });
  });

  it('translates ICU plural branches and regenerates them for the target', () => {
    const doc = { inbox: 'You have {count, plural, =0 {no messages} one {# message} other {# messages}}' };
    const segments = documentSegments(doc).map((s) => s.text);
    expect(segments).toEqual(['You have', 'no messages', '{1} message', '{1} messages']);
    const hi = translateDocument(doc, 'hi', (t) => hindi[t]).document as Record<string, string>;
    expect(hi.inbox).toBe('आपके पास {count, plural, =0 {no messages} one {# संदेश} other {# संदेश}}');
    const ru = translateDocument(doc, 'ru', () => undefined).document as Record<string, string>;
    expect(ru.inbox).toBe('You have {count, plural, =0 {no messages} one {# message} few {# messages} many {# messages} other {# messages}}');
  });

  it('refuses a translation that drops a placeholder, keeping the source for that value only', () => {
    const doc = { a: 'Hello {{name}}!', b: 'Home' };
    const out = translateDocument(doc, 'hi', (t) => (t === 'Hello {1}!' ? 'नमस्ते!' : hindi[t]));
    expect(out.document).toEqual({ a: 'Hello {{name}}!', b: 'होम' });
    expect(out.issues).toEqual([{ key: 'a', message: 'The placeholder {{name}} is missing from the translation.' }]);
    expect(out).toMatchObject({ translated: 1, total: 2 });
  });
});
