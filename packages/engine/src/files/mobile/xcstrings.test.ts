import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CodecError } from '../../codecs/errors.ts';
import { mobileFilePath, parseMobileFile, writeMobileCatalog, writeMobileFile } from './index.ts';

const bytes = new Uint8Array(readFileSync(new URL('./fixtures/Localizable.xcstrings', import.meta.url)));
const text = new TextDecoder().decode(bytes);
const doc = parseMobileFile('Localizable.xcstrings', bytes);
const unit = (id: string) => doc.units.find((u) => u.id === id)!;
const catalog = (out: string) => JSON.parse(out) as { strings: Record<string, { localizations?: Record<string, unknown> }> };

describe('Xcode String Catalog (.xcstrings)', () => {
  it('reads a unit per key, plural categories, comments and placeholders', () => {
    expect(doc.format).toBe('xcstrings');
    expect(doc.units.map((u) => [u.id, u.translatable])).toEqual([
      ['%lld items#one', true],
      ['%lld items#other', true],
      ['AppName', false],
      ['Cancel', true],
      ['greeting', true],
      ['photos', false],
      ['transfer', true],
    ]);
    expect(unit('%lld items#one')).toMatchObject({ kind: 'plural', quantity: 'one', comment: 'Items in the cart' });
    expect(unit('%lld items#one').inner.text).toBe('{1} item');
    expect(unit('Cancel').inner.text).toBe('Cancel'); // no source localization: the key is the source
    expect(unit('greeting').inner).toMatchObject({ text: 'Hello, {1}!', formatArgs: ['%@'] });
    expect(unit('greeting').comment).toBe("Greeting with the user's name");
    expect(unit('transfer').inner.formatArgs).toEqual(['%1$@', '%2$@']);
    expect(unit('photos').comment).toMatch(/substitutions/);
  });

  it('comes back byte-identical without translations', () => {
    expect(writeMobileFile(doc, new Map()).text).toBe(text);
    expect(writeMobileCatalog(doc, new Map([['hi', new Map()]])).text).toBe(text);
  });

  it('writes one catalog with each language filled, in Xcode’s JSON style, keeping the rest', () => {
    const hi = new Map([
      ['greeting', 'नमस्ते, {1}!'],
      ['Cancel', 'रद्द करें'],
      ['%lld items#one', '{1} वस्तु'],
      ['%lld items#other', '{1} वस्तुएँ'],
      ['transfer', '{2} को {1} भेजें'],
    ]);
    const ja = new Map([['%lld items#other', '{1} 個']]);
    const out = writeMobileCatalog(
      doc,
      new Map([
        ['hi', hi],
        ['ja', ja],
      ]),
    );
    expect(out.rejected).toEqual([]);
    expect(out.translated).toBe(6);
    const json = catalog(out.text);
    expect(json.strings.greeting!.localizations).toMatchObject({
      fr: { stringUnit: { value: 'Bonjour, %@ !' } },
      hi: { stringUnit: { state: 'translated', value: 'नमस्ते, %@!' } },
    });
    expect(Object.keys(json.strings.greeting!.localizations!)).toEqual(['en', 'fr', 'hi']);
    expect(json.strings.Cancel!.localizations).toEqual({ hi: { stringUnit: { state: 'translated', value: 'रद्द करें' } } });
    expect(json.strings.transfer!.localizations!.hi).toEqual({ stringUnit: { state: 'translated', value: '%2$@ को %1$@ भेजें' } });
    expect(json.strings['%lld items']!.localizations!.ja).toEqual({
      variations: { plural: { other: { stringUnit: { state: 'translated', value: '%lld 個' } } } },
    });
    expect(Object.keys((json.strings['%lld items']!.localizations!.hi as { variations: { plural: object } }).variations.plural)).toEqual(['one', 'other']);
    // Untouched keys are byte for byte the same, the new text is Xcode-formatted.
    expect(out.text).toContain(text.slice(text.indexOf('    "AppName"'), text.indexOf('    "Cancel"')));
    expect(out.text).toContain(
      '    "Cancel" : {\n      "localizations" : {\n        "hi" : {\n          "stringUnit" : {\n            "state" : "translated",\n            "value" : "रद्द करें"\n          }\n        }\n      }\n    },',
    );
    // The written catalog reads back with the same units.
    expect(parseMobileFile('Localizable.xcstrings', new TextEncoder().encode(out.text)).units.map((u) => u.sourceHash)).toEqual(
      doc.units.map((u) => u.sourceHash),
    );
  });

  it('refuses translations that break format arguments and leaves untranslatable keys alone', () => {
    const out = writeMobileFile(
      doc,
      new Map([
        ['greeting', 'नमस्ते!'],
        ['AppName', 'ऐप'],
        ['photos', 'तस्वीरें'],
      ]),
      'hi',
    );
    expect(out.rejected.map((r) => r.id)).toEqual(['greeting']);
    expect(out.text).toBe(text);
  });

  it('places the catalog at its own name for every language', () => {
    expect(mobileFilePath('xcstrings', 'hi', 'Localizable.xcstrings')).toBe('Localizable.xcstrings');
  });

  it.each([
    ['not JSON', 'hello'],
    ['broken JSON', '{"sourceLanguage" : "en", "strings" : {'],
    ['wrong shape', '{"sourceLanguage" : "en", "strings" : []}'],
    ['no sourceLanguage', '{"strings" : {}}'],
    ['a bad escape', '{"sourceLanguage" : "en", "strings" : {"a\\x" : {}}}'],
    ['a duplicate key', '{"sourceLanguage" : "en", "strings" : {"a" : {}, "a" : {}}, "version" : "1.0"}'],
    ['deep nesting', `{"sourceLanguage" : "en", "strings" : {"a" : ${'['.repeat(100_000)}${']'.repeat(100_000)}}}`],
  ])('refuses %s with a clear message', (_name, input) => {
    expect(() => parseMobileFile('Localizable.xcstrings', new TextEncoder().encode(input))).toThrow(CodecError);
  });

  it('reads a 15 MB string without overflowing the stack', () => {
    const big = `{"sourceLanguage" : "en", "strings" : {"a" : {"comment" : "${'x'.repeat(15_000_000)}"}}, "version" : "1.0"}`;
    expect(parseMobileFile('Localizable.xcstrings', new TextEncoder().encode(big)).units).toHaveLength(1);
  });

  it('refuses a file over the size limit', () => {
    const huge = new Uint8Array(21 * 1024 * 1024).fill(0x20);
    expect(() => parseMobileFile('Localizable.xcstrings', huge)).toThrow(/larger than 20 MB/);
  });
});
