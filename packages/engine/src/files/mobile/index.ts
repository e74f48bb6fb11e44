/*
 * One entry for every mobile string format: detect by file name, parse into units, write a target
 * file, and name it where the platform looks for it. Android delegates to files/android.
 */
import { CodecError, checkInputSize } from '../../codecs/errors.ts';
import { androidStringsPath, parseStringsXml, writeStringsXml, type StringsXml } from '../android/index.ts';
import { flutterLocale, parseArb, writeArb, type Arb } from './arb.ts';
import { parseIosStrings, writeIosStrings, type IosStrings } from './ios-strings.ts';
import { parseStringsDict, writeStringsDict, type StringsDict } from './stringsdict.ts';
import type { MobileFormat, MobileUnit, MobileWriteResult, TextEncoding } from './types.ts';
import { parseXcStrings, writeXcStrings, type XcStrings } from './xcstrings.ts';

export type { MobileFormat, MobileUnit, MobileWriteResult, Rejected, TextEncoding } from './types.ts';
export type { SegmentInner, MobilePlaceholder } from './segment.ts';
export { checkSegment, APPLE_FORMAT, ICU_ARGUMENT } from './segment.ts';
export { parseIcuChoice } from './icu.ts';
export { flutterLocale };

export type MobileDoc = {
  format: MobileFormat;
  /** Decoded text without the BOM. */
  source: string;
  bom: boolean;
  encoding: TextEncoding;
  units: MobileUnit[];
  parsed: StringsXml | IosStrings | StringsDict | Arb | XcStrings;
};

export function detectMobileFormat(fileName: string): MobileFormat | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.xml')) return 'android';
  if (lower.endsWith('.stringsdict')) return 'ios-stringsdict';
  if (lower.endsWith('.strings')) return 'ios-strings';
  if (lower.endsWith('.arb')) return 'arb';
  if (lower.endsWith('.xcstrings')) return 'xcstrings';
  return null;
}

function decode(bytes: Uint8Array): { text: string; encoding: TextEncoding; bom: boolean } {
  checkInputSize(bytes);
  const [a, b, c] = [bytes[0], bytes[1], bytes[2]];
  const encoding: TextEncoding = a === 0xff && b === 0xfe ? 'utf-16le' : a === 0xfe && b === 0xff ? 'utf-16be' : 'utf-8';
  const bom = encoding !== 'utf-8' || (a === 0xef && b === 0xbb && c === 0xbf);
  if (encoding === 'utf-8' && a === 0x62 && new TextDecoder().decode(bytes.slice(0, 8)) === 'bplist00')
    throw new CodecError('This is a compiled (binary) property list. Please upload the source file from the Xcode project.');
  try {
    return { text: new TextDecoder(encoding, { fatal: true }).decode(bytes), encoding, bom };
  } catch {
    throw new CodecError('The file is not valid UTF-8 or UTF-16 text. Please save it as UTF-8 and upload it again.');
  }
}

/** Reads an uploaded (or stored) file; `encoding` is given when the text was decoded before. */
export function parseMobileFile(fileName: string, input: Uint8Array | { text: string; bom: boolean; encoding: TextEncoding }, sourceLang = 'en'): MobileDoc {
  const format = detectMobileFormat(fileName);
  if (!format) throw new CodecError('Upload an Android strings.xml, an iOS .strings, .stringsdict or .xcstrings, or a Flutter .arb file.');
  const { text, bom, encoding } = input instanceof Uint8Array ? decode(input) : input;
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (format === 'android') {
    const parsed = parseStringsXml(bom ? `\uFEFF${source}` : source, sourceLang);
    return { format, source, bom, encoding, units: parsed.units as unknown as MobileUnit[], parsed };
  }
  const parsed =
    format === 'ios-strings'
      ? parseIosStrings(source, sourceLang)
      : format === 'ios-stringsdict'
        ? parseStringsDict(source, sourceLang)
        : format === 'xcstrings'
          ? parseXcStrings(source, sourceLang)
          : parseArb(source, sourceLang);
  return { format, source, bom, encoding, units: parsed.units, parsed };
}

/** The file for `targetLang` (BCP 47), or the source file again when it is omitted. */
export function writeMobileFile(doc: MobileDoc, translations: ReadonlyMap<string, string>, targetLang?: string): MobileWriteResult {
  let result: MobileWriteResult;
  if (doc.format === 'android') return writeStringsXml(doc.parsed as StringsXml, translations, { targetLang });
  else if (doc.format === 'ios-strings') result = writeIosStrings(doc.parsed as IosStrings, translations);
  else if (doc.format === 'ios-stringsdict') result = writeStringsDict(doc.parsed as StringsDict, translations, targetLang);
  else if (doc.format === 'xcstrings') result = writeXcStrings(doc.parsed as XcStrings, targetLang ? new Map([[targetLang, translations]]) : new Map());
  else result = writeArb(doc.parsed as Arb, translations, targetLang);
  return { ...result, text: (doc.bom ? '\uFEFF' : '') + result.text };
}

/**
 * A String Catalog holds every language in one file: this writes it with the localizations of all
 * the given languages (BCP 47 tag → unit id → text) filled.
 */
export function writeMobileCatalog(doc: MobileDoc, byLang: ReadonlyMap<string, ReadonlyMap<string, string>>): MobileWriteResult {
  if (doc.format !== 'xcstrings') throw new Error('Only a String Catalog holds several languages.');
  const result = writeXcStrings(doc.parsed as XcStrings, byLang);
  return { ...result, text: (doc.bom ? '\uFEFF' : '') + result.text };
}

/** The bytes of written text in the file's own encoding. */
export function encodeMobileText(text: string, encoding: TextEncoding): Uint8Array {
  if (encoding === 'utf-8') return new TextEncoder().encode(text);
  const out = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const [hi, lo] = [code >> 8, code & 0xff];
    out[2 * i] = encoding === 'utf-16le' ? lo : hi;
    out[2 * i + 1] = encoding === 'utf-16le' ? hi : lo;
  }
  return out;
}

/** iOS and Xcode name .lproj folders with BCP 47 tags (hi, zh-Hant, pt-BR, es-419). */
export const iosLproj = (bcp47: string) => `${bcp47}.lproj`;

/** The ARB template's name without its locale: app_en.arb → app, strings.arb → strings. */
function arbStem(fileName: string): string {
  return fileName.replace(/\.arb$/i, '').replace(/_[a-z]{2,3}(?:_[A-Z][a-z]{3})?(?:_(?:[A-Z]{2}|\d{3}))?$/, '');
}

/** Where the file of a language goes in the app: values-hi/strings.xml, hi.lproj/…, lib/l10n/app_hi.arb. */
export function mobileFilePath(format: MobileFormat, bcp47: string, fileName: string): string {
  if (format === 'android') return androidStringsPath(bcp47, fileName);
  if (format === 'arb') return `lib/l10n/${arbStem(fileName)}_${flutterLocale(bcp47)}.arb`;
  if (format === 'xcstrings') return fileName;
  return `${iosLproj(bcp47)}/${fileName}`;
}

/** Where the source file goes in the zip of all languages. */
export function mobileSourcePath(format: MobileFormat, fileName: string, sourceBcp47 = 'en'): string {
  if (format === 'android') return `res/values/${fileName}`;
  if (format === 'arb') return `lib/l10n/${fileName}`;
  if (format === 'xcstrings') return fileName;
  return `${iosLproj(sourceBcp47)}/${fileName}`;
}

/** Path of a target file inside the zip (Android files sit under res/). */
export const mobileZipPath = (format: MobileFormat, bcp47: string, fileName: string) =>
  (format === 'android' ? 'res/' : '') + mobileFilePath(format, bcp47, fileName);
