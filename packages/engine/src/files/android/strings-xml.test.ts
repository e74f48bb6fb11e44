import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CodecError } from '../../codecs/errors.ts';
import { parseStringsXml, writeStringsXml } from './index.ts';

const FIXTURE = readFileSync(new URL('./fixtures/strings.xml', import.meta.url));
const byId = (id: string) => parseStringsXml(FIXTURE).units.find((u) => u.id === id)!;

describe('strings.xml reading', () => {
  it('reads every string, plural item and array item in file order with Android escapes undone', () => {
    const doc = parseStringsXml(FIXTURE);
    expect(doc.units.map((u) => u.id)).toEqual([
      'app_name',
      'welcome',
      'greeting',
      'apostrophe',
      'question',
      'at_sign',
      'newline',
      'unicode',
      'percent',
      'quoted',
      'collapsed',
      'styled',
      'link',
      'amp',
      'ignored',
      'reference',
      'empty',
      'items_in_cart#one',
      'items_in_cart#other',
      'sizes[0]',
      'sizes[1]',
      'sizes[2]',
      'codes[0]',
      'codes[1]',
    ]);
    expect(byId('apostrophe').inner.text).toBe('Don\'t forget your "cart"');
    expect(byId('question').inner.text).toBe('?Why not');
    expect(byId('at_sign').inner.text).toBe('@home delivery');
    expect(byId('newline').inner.text).toBe('First line\nSecond line');
    expect(byId('unicode').inner.text).toBe('Price in ₹');
    expect(byId('collapsed').inner.text).toBe('Many spaces here');
    expect(byId('amp').inner.text).toBe('Terms & conditions <apply>');
    expect(byId('quoted').inner).toMatchObject({ text: 'Spaces kept', lead: '  ', trail: '  ' });
  });

  it('protects format arguments, xliff:g and inline HTML (also in CDATA) as placeholders', () => {
    expect(byId('greeting').inner.text).toBe('Hello, {1}! You have {2} new messages.');
    expect(byId('greeting').inner.formatArgs).toEqual(['%1$s', '%2$d']);
    expect(byId('percent').inner.text).toBe('Save 50{1} today');
    expect(byId('percent').inner.formatArgs).toEqual([]);
    const welcome = byId('welcome').inner;
    expect(welcome.text).toBe('Welcome to {1}!');
    expect(welcome.placeholders[0]).toMatchObject({ kind: 'protected', raw: '<xliff:g id="app_name" example="ShopKart">%1$s</xliff:g>' });
    expect(byId('styled').inner.text).toBe('Tap <1>Buy now</1> to <2>order</2>');
    expect(byId('link').inner).toMatchObject({ text: 'Read our <1>terms</1> first', cdata: true });
  });

  it('marks translatable="false", resource references and empty strings as not to translate, and counts words', () => {
    const skipped = parseStringsXml(FIXTURE)
      .units.filter((u) => !u.translatable)
      .map((u) => u.id);
    expect(skipped).toEqual(['app_name', 'reference', 'empty', 'codes[0]', 'codes[1]']);
    // Placeholders are not words: Hello, You, have, new, messages.
    expect(byId('greeting').wordCount).toBe(5);
    expect(byId('welcome').comment).toBe('Shown on the first screen');
  });

  it('writes the file back byte for byte when nothing is translated', () => {
    const doc = parseStringsXml(FIXTURE);
    expect(Buffer.from(writeStringsXml(doc, new Map()).text)).toEqual(FIXTURE);
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), FIXTURE]);
    expect(Buffer.from(writeStringsXml(parseStringsXml(withBom), new Map()).text)).toEqual(withBom);
  });

  it('writes each source text back to a file that reads the same (escape round trip)', () => {
    const doc = parseStringsXml(FIXTURE);
    const same = new Map(doc.units.map((u) => [u.id, u.inner.text]));
    const again = parseStringsXml(writeStringsXml(doc, same).text);
    expect(again.units.map((u) => [u.id, u.inner.text, u.inner.lead])).toEqual(doc.units.map((u) => [u.id, u.inner.text, u.inner.lead]));
  });
});

describe('strings.xml bad input', () => {
  const bad = (xml: string) => () => parseStringsXml(Buffer.from(xml));
  it('refuses DOCTYPE and entity declarations (XXE, billion laughs) before parsing', () => {
    expect(bad('<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><resources><string name="a">&x;</string></resources>')).toThrow(
      /DOCTYPE/,
    );
    expect(bad('<!DOCTYPE resources [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><resources/>')).toThrow(CodecError);
  });
  it('refuses broken XML with its line, duplicate keys, a foreign root and unknown entities', () => {
    expect(bad('<resources>\n<string name="a">x</strin>\n</resources>')).toThrow(/line 2/);
    expect(bad('<resources><string name="a">x</string><string name="a">y</string></resources>')).toThrow(/appears twice/);
    expect(bad('<html><string name="a">x</string></html>')).toThrow(/<resources>/);
    expect(bad('<resources><string name="a">&nbsp;</string></resources>')).toThrow(/undefined entity/);
    expect(bad('<resources><plurals name="p"><item quantity="several">x</item></plurals></resources>')).toThrow(/quantity/);
  });
});

describe('strings.xml at volume', () => {
  it('reads 10,000 keys and writes them back unchanged (timing: bench/strings-xml-bench.ts)', () => {
    const body = Array.from({ length: 10_000 }, (_, i) => `    <string name="k${i}">Hello %1$s, item <b>${i}</b> isn\\'t ready</string>`).join('\n');
    const xml = `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n${body}\n</resources>\n`;
    const doc = parseStringsXml(xml);
    expect(doc.units).toHaveLength(10_000);
    expect(doc.units[9_999]?.inner.text).toBe("Hello {1}, item <2>9999</2> isn't ready");
    expect(writeStringsXml(doc, new Map()).text).toBe(xml);
  });
});
