import { CodecError, decodeText } from './errors.ts';
import { decodeInline, encodeInline, InlineIds } from './inline.ts';
import { SKIP_REASONS, UNIT_EXTRAS, withExtras, type SkippedUnit, type TmReadOptions, type TmReadResult, type TmUnit } from './types.ts';
import { childElements, descendants, escapeAttr, findElements, parseXml, type XmlElement } from './xml.ts';

// Unit metadata travels in attributes of our own namespace, which both XLIFF versions allow on
// trans-unit and unit; other tools keep or ignore them.
const LIPI_NS = 'urn:lipi:tm:1';
const ATTR_NAMES: Readonly<Record<(typeof UNIT_EXTRAS)[number], string>> = {
  type: 'lipi:type',
  displayType: 'lipi:display-type',
  createdBy: 'lipi:created-by',
  changedAt: 'lipi:changed-at',
};

function extraAttrs(unit: TmUnit): string {
  return UNIT_EXTRAS.map((k) => (unit[k] === undefined ? '' : ` ${ATTR_NAMES[k]}="${escapeAttr(unit[k])}"`)).join('');
}

function readExtras(el: XmlElement): Partial<Record<(typeof UNIT_EXTRAS)[number], string>> {
  return Object.fromEntries(UNIT_EXTRAS.map((k) => [k, el.attrs[ATTR_NAMES[k]]]));
}

const XML_DECL = '<?xml version="1.0" encoding="UTF-8"?>\n';

/**
 * XLIFF 1.2 with one <file> per language pair. Units say xml:space="preserve": without it other
 * tools (translate-toolkit, CAT tools) may fold the line breaks and runs of spaces of a text.
 */
export function writeXliff12(units: readonly TmUnit[]): string {
  // A new <file> starts whenever the pair changes, so units keep their order.
  const files: TmUnit[][] = [];
  for (const u of units) {
    const last = files.at(-1)?.[0];
    if (last && last.sourceLang === u.sourceLang && last.targetLang === u.targetLang) files.at(-1)?.push(u);
    else files.push([u]);
  }
  let n = 0;
  const body = files.map((group) => {
    const first = group[0] as TmUnit;
    const tus = group.map(
      (u) =>
        `<trans-unit id="${++n}" xml:space="preserve"${extraAttrs(u)}><source>${encodeInline(u.sourceText, 'xliff12')}</source>` +
        `<target>${encodeInline(u.target, 'xliff12')}</target></trans-unit>\n`,
    );
    return (
      `<file original="lipi-tm" datatype="plaintext" source-language="${escapeAttr(first.sourceLang)}" ` +
      `target-language="${escapeAttr(first.targetLang)}">\n<body>\n${tus.join('')}</body>\n</file>\n`
    );
  });
  return `${XML_DECL}<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:lipi="${LIPI_NS}">\n${body.join('')}</xliff>\n`;
}

/** XLIFF 2.0; a document holds a single language pair, so mixed units are refused. */
export function writeXliff2(units: readonly TmUnit[]): string {
  const first = units[0];
  if (units.some((u) => u.sourceLang !== first?.sourceLang || u.targetLang !== first.targetLang)) {
    throw new CodecError('An XLIFF 2 file holds one language pair. Please export one target language at a time.');
  }
  const langs = first ? ` srcLang="${escapeAttr(first.sourceLang)}" trgLang="${escapeAttr(first.targetLang)}"` : ' srcLang="und"';
  const body = units.map(
    (u, i) =>
      `<unit id="u${i + 1}"${extraAttrs(u)}><segment><source>${encodeInline(u.sourceText, 'xliff2')}</source>` +
      `<target>${encodeInline(u.target, 'xliff2')}</target></segment></unit>\n`,
  );
  return (
    `${XML_DECL}<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" xmlns:lipi="${LIPI_NS}" version="2.0"${langs}>\n` +
    `<file id="f1">\n${body.join('')}</file>\n</xliff>\n`
  );
}

type Texts = { sourceText: string; target: string };

/** The texts of a unit, or why it is not a translation. */
function unitFrom(source: XmlElement | undefined, target: XmlElement | undefined, ids: InlineIds): Texts | string {
  const sourceText = source ? decodeInline(source.children, ids) : '';
  if (sourceText.trim() === '') return SKIP_REASONS.noSource;
  const targetText = target ? decodeInline(target.children, ids) : '';
  if (targetText.trim() === '') return SKIP_REASONS.noTarget;
  return { sourceText, target: targetText };
}

function versionOf(root: XmlElement): string {
  return root.attrs.version ?? '';
}

export function readXliff12(bytes: Uint8Array, options: TmReadOptions = {}): TmReadResult {
  const root = parseXml(decodeText(bytes), 'xliff');
  if (!versionOf(root).startsWith('1.')) throw new CodecError(`This is an XLIFF ${versionOf(root)} file, not XLIFF 1.2.`);
  const skipped: SkippedUnit[] = [];
  let position = 0;
  const units = childElements(root, 'file').flatMap((file) => {
    // po2xliff and others leave target-language out: the import form's language stands in.
    const langs = { sourceLang: file.attrs['source-language'] ?? '', targetLang: file.attrs['target-language'] ?? options.targetLang ?? '' };
    return findElements(file, 'trans-unit').flatMap((tu) => {
      position += 1;
      const id = tu.attrs.id ?? `#${position}`;
      const skip = (reason: string) => (skipped.push({ id, reason }), []);
      // The PO header (Project-Id-Version, Content-Type…) travels as a unit; it is no translation.
      if (tu.attrs.restype === 'x-gettext-domain-header') return skip(SKIP_REASONS.header);
      const ids = new InlineIds(descendants(tu));
      const texts = unitFrom(childElements(tu, 'source')[0], childElements(tu, 'target')[0], ids);
      if (typeof texts === 'string') return skip(texts);
      const targetLang = childElements(tu, 'target')[0]?.attrs['xml:lang'] ?? langs.targetLang;
      if (!targetLang) return skip(SKIP_REASONS.noTargetLang);
      return [withExtras({ ...texts, sourceLang: langs.sourceLang, targetLang }, readExtras(tu))];
    });
  });
  return { units, skipped };
}

export function readXliff2(bytes: Uint8Array, options: TmReadOptions = {}): TmReadResult {
  const root = parseXml(decodeText(bytes), 'xliff');
  if (!versionOf(root).startsWith('2.')) throw new CodecError(`This is an XLIFF ${versionOf(root)} file, not XLIFF 2.`);
  const sourceLang = root.attrs.srcLang ?? '';
  const targetLang = root.attrs.trgLang ?? options.targetLang ?? '';
  const units = findElements(root, 'unit');
  if (!targetLang && units.length) throw new CodecError('The XLIFF 2 file has no target language (trgLang).');
  const skipped: SkippedUnit[] = [];
  const read = units.flatMap((unit, n) => {
    const ids = new InlineIds(descendants(unit));
    return childElements(unit, 'segment').flatMap((segment, s) => {
      const texts = unitFrom(childElements(segment, 'source')[0], childElements(segment, 'target')[0], ids);
      if (typeof texts === 'string') {
        skipped.push({ id: `${unit.attrs.id ?? `#${n + 1}`}${s > 0 ? `/${s + 1}` : ''}`, reason: texts });
        return [];
      }
      return [withExtras({ ...texts, sourceLang, targetLang }, readExtras(unit))];
    });
  });
  return { units: read, skipped };
}
