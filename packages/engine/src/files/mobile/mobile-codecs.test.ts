import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { encodeMobileText, mobileFilePath, mobileSourcePath, parseMobileFile, writeMobileFile } from './index.ts';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const utf16le = (text: string) => encodeMobileText(`\uFEFF${text}`, 'utf-16le');
const bytesOf = (doc: ReturnType<typeof parseMobileFile>, text: string) => encodeMobileText(text, doc.encoding);
const unit = (doc: ReturnType<typeof parseMobileFile>, id: string) => doc.units.find((u) => u.id === id)!;

describe('round trip without translations', () => {
  it.each(['Localizable.strings', 'Localizable.stringsdict', 'app_en.arb'])('%s comes back byte-identical', (name) => {
    const bytes = fixture(name);
    const doc = parseMobileFile(name, bytes);
    expect(bytesOf(doc, writeMobileFile(doc, new Map()).text)).toEqual(bytes);
  });

  it('a UTF-16 .strings with BOM stays UTF-16 with BOM', () => {
    const bytes = utf16le(new TextDecoder().decode(fixture('Localizable.strings')));
    const doc = parseMobileFile('Localizable.strings', bytes);
    expect(doc.encoding).toBe('utf-16le');
    expect(bytesOf(doc, writeMobileFile(doc, new Map()).text)).toEqual(bytes);
    const out = writeMobileFile(doc, new Map([['home.title', 'वापसी पर स्वागत है']]), 'hi');
    const again = parseMobileFile('Localizable.strings', bytesOf(doc, out.text));
    expect(unit(again, 'home.title').inner.text).toBe('वापसी पर स्वागत है');
  });
});

describe('iOS .strings', () => {
  const doc = parseMobileFile('Localizable.strings', fixture('Localizable.strings'));
  it('reads keys, comments, escapes and format arguments', () => {
    expect(unit(doc, 'home.title').comment).toBe('Title of the home screen');
    expect(unit(doc, 'greeting').comment).toBe("Greeting with the user's name");
    expect(unit(doc, 'greeting').inner.text).toBe('Hello, {1}!');
    expect(unit(doc, 'cart.summary').inner.formatArgs).toEqual(['%1$@', '%2$d']);
    expect(unit(doc, 'quote').inner.text).toBe('Say "hi" to\nthe team \\ everyone');
    expect(unit(doc, 'unicode').inner.text).toBe('Price in ₹: {1}');
    expect(unit(doc, 'unquoted_key').translatable).toBe(true);
    expect(unit(doc, 'empty').translatable).toBe(false);
    expect(unit(doc, 'only.arg').translatable).toBe(false);
  });

  it('writes translations escaped and refuses ones that break the arguments', () => {
    const out = writeMobileFile(
      doc,
      new Map([
        ['quote', 'टीम को "नमस्ते"\nकहें'],
        ['cart.summary', '{2} वस्तुएँ {1} की कार्ट में'],
        ['greeting', 'नमस्ते!'],
        ['percent', '100{1} सुरक्षित {9}'],
      ]),
      'hi',
    );
    expect(out.text).toContain('"quote" = "टीम को \\"नमस्ते\\"\\nकहें";');
    expect(out.text).toContain('"cart.summary" = "%2$d वस्तुएँ %1$@ की कार्ट में";');
    expect(out.text).toContain('"greeting" = "Hello, %@!";');
    expect(out.rejected.map((r) => r.id).sort()).toEqual(['greeting', 'percent']);
    expect(out.translated).toBe(2);
  });

  it('refuses swapped unnumbered arguments', () => {
    const two = parseMobileFile('a.strings', new TextEncoder().encode('"k" = "%@ of %d";'));
    expect(writeMobileFile(two, new Map([['k', '{2} का {1}']])).rejected[0]?.reason).toMatch(/order/);
  });

  it.each([
    ['"a" = "unterminated;', /not closed/],
    ['"a" = "x"\n"b" = "y";', /expected ";"/],
    ['"a" = "x";\n"a" = "y";', /appears twice/],
    ['/* open comment', /not closed/],
  ])('hostile or broken input %#', (text, message) => {
    expect(() => parseMobileFile('Localizable.strings', new TextEncoder().encode(text))).toThrow(message);
  });

  it('refuses a compiled binary plist', () => {
    expect(() => parseMobileFile('Localizable.strings', new TextEncoder().encode('bplist00\u0000\u0001'))).toThrow(/binary/);
  });
});

describe('iOS .stringsdict', () => {
  const doc = parseMobileFile('Localizable.stringsdict', fixture('Localizable.stringsdict'));
  it('reads plural forms per variable and the format key when it has words', () => {
    expect(doc.units.filter((u) => u.translatable).map((u) => u.id)).toEqual([
      'items_count#zero',
      'items_count#one',
      'items_count#other',
      'files_in_folders',
      'files_in_folders:files#one',
      'files_in_folders:files#other',
      'files_in_folders:folders#one',
      'files_in_folders:folders#other',
    ]);
    expect(unit(doc, 'files_in_folders').inner.text).toBe('{1} in {2} & more');
  });

  it('gives each target exactly its CLDR categories, keeps zero, and escapes XML', () => {
    const t = new Map([
      ['items_count#zero', 'कोई वस्तु नहीं'],
      ['items_count#one', 'एक वस्तु'],
      ['items_count#other', '{1} वस्तुएँ <नई>'],
    ]);
    const hi = writeMobileFile(doc, t, 'hi');
    expect(hi.rejected).toEqual([]);
    expect(hi.text).toMatch(
      /<key>zero<\/key>\s*<string>कोई वस्तु नहीं<\/string>\s*<key>one<\/key>\s*<string>एक वस्तु<\/string>\s*<key>other<\/key>\s*<string>%d वस्तुएँ &lt;नई&gt;<\/string>/,
    );
    const ja = writeMobileFile(doc, new Map(), 'ja');
    const again = parseMobileFile('Localizable.stringsdict', new TextEncoder().encode(ja.text));
    expect(again.units.filter((u) => u.id.startsWith('items_count#')).map((u) => u.quantity)).toEqual(['zero', 'other']);
    const ru = parseMobileFile('x.stringsdict', new TextEncoder().encode(writeMobileFile(doc, new Map(), 'ru').text));
    expect(ru.units.filter((u) => u.id.startsWith('files_in_folders:files#')).map((u) => u.quantity)).toEqual(['one', 'few', 'many', 'other']);
    // Sanskrit: the explicit table, not Intl's English fallback.
    expect(writeMobileFile(doc, new Map(), 'sa').text).toBe(new TextDecoder().decode(fixture('Localizable.stringsdict')));
  });

  it('lets one drop the number but not other', () => {
    const out = writeMobileFile(
      doc,
      new Map([
        ['items_count#one', 'एक वस्तु'],
        ['items_count#other', 'कई वस्तुएँ'],
      ]),
      'hi',
    );
    expect(out.rejected).toEqual([{ id: 'items_count#other', reason: expect.stringMatching(/lost/) }]);
  });

  it.each([
    ['<?xml version="1.0"?><!DOCTYPE plist [<!ENTITY x SYSTEM "file:///etc/passwd">]><plist><dict><key>a</key><string>&x;</string></dict></plist>', /DOCTYPE/],
    ['<?xml version="1.0"?><!DOCTYPE plist SYSTEM "http://evil.example/x.dtd"><plist><dict/></plist>', /DOCTYPE/],
    ['<plist><dict><key>a</key><string>x</dict></plist>', /well-formed/],
    ['<html></html>', /not a .stringsdict/],
  ])('refuses hostile or broken input %#', (text, message) => {
    expect(() => parseMobileFile('Localizable.stringsdict', new TextEncoder().encode(text))).toThrow(message);
  });
});

describe('Flutter ARB', () => {
  const doc = parseMobileFile('app_en.arb', fixture('app_en.arb'));
  it('reads messages, descriptions, placeholders and ICU cases', () => {
    expect(doc.units.map((u) => u.id)).toEqual([
      'appTitle',
      'greeting',
      'itemCount#=0',
      'itemCount#one',
      'itemCount#other',
      'pronoun#male',
      'pronoun#female',
      'pronoun#other',
      'nested',
      'unicode',
    ]);
    expect(unit(doc, 'appTitle').comment).toBe('The title of the app');
    expect(unit(doc, 'greeting').inner.text).toBe('Hello {1}, welcome back');
    expect(unit(doc, 'nested').translatable).toBe(false);
    expect(unit(doc, 'pronoun#female').kind).toBe('select');
  });

  it('writes a target with @@locale, its plural categories and valid ICU', () => {
    const out = writeMobileFile(
      doc,
      new Map([
        ['greeting', 'नमस्ते {1}, फिर से स्वागत है'],
        ['itemCount#one', 'एक वस्तु'],
        ['itemCount#other', '{1} वस्तुएँ'],
        ['pronoun#male', 'उसने {जवाब} दिया'],
        ['appTitle', 'खरीदारी {1}'],
      ]),
      'ru',
    );
    const json = JSON.parse(out.text) as Record<string, string>;
    expect(json['@@locale']).toBe('ru');
    expect(json.greeting).toBe('नमस्ते {userName}, फिर से स्वागत है');
    expect(json.itemCount).toBe('{count, plural, =0{No items} one{एक वस्तु} few{{count} वस्तुएँ} many{{count} वस्तुएँ} other{{count} वस्तुएँ}}');
    expect(out.rejected.map((r) => r.id).sort()).toEqual(['appTitle', 'pronoun#male']);
    expect(json['@greeting']).toEqual({ description: 'Greeting on the home screen', placeholders: { userName: { type: 'String', example: 'Asha' } } });
  });

  it.each([
    ['{"a": "x", "a": "y"}', /twice/],
    ['{"a": "x",}', /not valid JSON/],
    ['["a"]', /JSON object/],
  ])('refuses broken input %#', (text, message) => {
    expect(() => parseMobileFile('app_en.arb', new TextEncoder().encode(text))).toThrow(message);
  });
});

describe('paths per platform', () => {
  it('names folders and files the way each platform looks them up', () => {
    expect(mobileFilePath('ios-strings', 'hi', 'Localizable.strings')).toBe('hi.lproj/Localizable.strings');
    expect(mobileFilePath('ios-stringsdict', 'zh-Hant', 'Localizable.stringsdict')).toBe('zh-Hant.lproj/Localizable.stringsdict');
    expect(mobileFilePath('arb', 'hi', 'app_en.arb')).toBe('lib/l10n/app_hi.arb');
    expect(mobileFilePath('arb', 'ks-Arab', 'intl_en_US.arb')).toBe('lib/l10n/intl_ks_Arab.arb');
    expect(mobileFilePath('arb', 'mni-Mtei', 'strings.arb')).toBe('lib/l10n/strings_mni_Mtei.arb');
    expect(mobileFilePath('android', 'or', 'strings.xml')).toBe('values-or/strings.xml');
    expect(mobileSourcePath('ios-strings', 'Localizable.strings')).toBe('en.lproj/Localizable.strings');
  });
});
