import { describe, expect, it } from 'vitest';
import { CodecError, detectTmFormat, readTm, writeTm, type TmFormat } from './index.ts';
import { SAMPLE_UNITS } from './fixtures.ts';

const text = (bytes: Uint8Array): string => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);

describe('TM round trips', () => {
  it.each<TmFormat>(['tmx', 'xliff12', 'csv', 'xlsx'])('%s gives back identical units', async (format) => {
    const written = await writeTm(format, SAMPLE_UNITS);
    expect(await readTm(format, written)).toEqual(SAMPLE_UNITS);
    expect(detectTmFormat(`memory.${format === 'xliff12' ? 'xlf' : format}`, written)).toBe(format);
  });

  it('xliff2 gives back identical units of one language pair', async () => {
    const hindi = SAMPLE_UNITS.filter((u) => u.targetLang === 'hi');
    const written = await writeTm('xliff2', hindi);
    expect(await readTm('xliff2', written)).toEqual(hindi);
    expect(detectTmFormat('memory.xliff', written)).toBe('xliff2');
    await expect(writeTm('xliff2', SAMPLE_UNITS)).rejects.toThrow(/one language pair/);
  });

  it('writes no units as an empty but valid file', async () => {
    for (const format of ['tmx', 'xliff12', 'xliff2', 'csv', 'xlsx'] as const) {
      expect(await readTm(format, await writeTm(format, []))).toEqual([]);
    }
  });

  it('writes markers as inline codes that other tools understand', async () => {
    const unit = SAMPLE_UNITS[0] ? [SAMPLE_UNITS[0]] : [];
    expect(text(await writeTm('tmx', unit))).toContain('Click <bpt i="1">&lt;1&gt;</bpt>here<ept i="1">&lt;/1&gt;</ept> to pay<ph x="2">{2}</ph>');
    expect(text(await writeTm('xliff12', unit))).toContain('<source>Click <bx id="1" rid="1"/>here<ex id="e1" rid="1"/> to pay<x id="2"/></source>');
    expect(text(await writeTm('xliff2', unit))).toContain('<source>Click <sc id="1"/>here<ec startRef="1"/> to pay<ph id="2"/></source>');
  });

  it('neutralises formulas in CSV', async () => {
    const csv = text(await writeTm('csv', SAMPLE_UNITS));
    expect(csv.startsWith('\uFEFFsource,target,sourceLang,targetLang,type,displayType,createdBy,changedAt\r\n')).toBe(true);
    expect(csv).toContain("'=SUM(A1:A9),'=SUM(A1:A9),en,hi,NO_TRANSLATION_AVAILABLE");
    expect(csv).toContain("''=already quoted,'+91 98765 43210");
    expect(csv).not.toMatch(/(^|,)[=+@]/m);
  });
});

describe('detectTmFormat', () => {
  it('looks at the content when the extension is generic or missing', () => {
    expect(detectTmFormat('export.xml', bytes('<?xml version="1.0"?>\n<tmx version="1.4">'))).toBe('tmx');
    expect(detectTmFormat('export', bytes('<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.1">'))).toBe('xliff2');
    expect(detectTmFormat('export.xlf', bytes('<xliff version="1.2">'))).toBe('xliff12');
    expect(detectTmFormat('notes.txt', bytes('hello'))).toBeNull();
    expect(detectTmFormat('sheet.xlsx', bytes('not a zip'))).toBeNull();
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...'<tmx version="1.4">'].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(detectTmFormat('legacy.tmx', utf16)).toBe('tmx');
  });
});

describe('readTm errors', () => {
  it('refuses files over 20 MB', async () => {
    await expect(readTm('csv', new Uint8Array(20 * 1024 * 1024 + 1))).rejects.toThrow(CodecError);
  });

  it('refuses malformed files with a readable message', async () => {
    await expect(readTm('tmx', bytes('<tmx><body><tu></body></tmx>'))).rejects.toThrow('The file is not well-formed XML. Please upload a correct TMX file.');
    await expect(readTm('tmx', bytes('<xliff version="1.2"/>'))).rejects.toThrow('The file is not a TMX file. Please upload a correct format.');
    await expect(readTm('xliff2', bytes('<xliff version="1.2"></xliff>'))).rejects.toThrow('This is an XLIFF 1.2 file, not XLIFF 2.');
    await expect(readTm('xliff2', bytes('<?xml version="1.0" encoding=\0UTF-8"?><xliff version="2.0"/>'))).rejects.toThrow(/not well-formed XML/);
    await expect(readTm('csv', bytes('name,value\n1,2'))).rejects.toThrow(/first row must name the columns/);
    await expect(readTm('csv', bytes('source,target\na,b'))).rejects.toThrow(/no targetLang column/);
    await expect(readTm('csv', new Uint8Array([0x73, 0xff, 0xfe, 0xfd]))).rejects.toThrow(/not valid UTF-8/);
    await expect(readTm('xlsx', bytes('PK not really a zip'))).rejects.toThrow(/not a valid XLSX/);
    await expect(readTm('tmx', bytes('<tmx version="1.4"><body><tu><tuv xml:lang="en"><seg>&nbsp;</seg></tuv></tu></body></tmx>'))).rejects.toThrow(
      /undefined entity "&nbsp;"/,
    );
  });
});
