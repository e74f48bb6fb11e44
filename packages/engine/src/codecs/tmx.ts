import { CodecError, decodeText } from './errors.ts';
import { decodeInline, encodeInline, InlineIds } from './inline.ts';
import { SKIP_REASONS, withExtras, type SkippedUnit, type TmReadResult, type TmUnit } from './types.ts';
import { childElements, descendants, escapeAttr, escapeXml, findElements, parseXml, textOf, type XmlElement } from './xml.ts';

/** ISO 8601 to the TMX date form (20261123T174314Z); undefined when it does not parse. */
function toTmxDate(iso: string): string | undefined {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return undefined;
  return new Date(time)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function fromTmxDate(value: string | undefined): string | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  return m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.000Z` : undefined;
}

function prop(type: string, value: string | undefined): string {
  return value === undefined ? '' : `<prop type="${type}">${escapeXml(value)}</prop>`;
}

function writeUnit(unit: TmUnit, headerLang: string): string {
  const date = unit.changedAt === undefined ? undefined : toTmxDate(unit.changedAt);
  const attrs = [
    unit.sourceLang === headerLang ? '' : ` srclang="${escapeAttr(unit.sourceLang)}"`,
    unit.createdBy === undefined ? '' : ` creationid="${escapeAttr(unit.createdBy)}"`,
    date === undefined ? '' : ` changedate="${date}"`,
  ].join('');
  // The TMX date has whole seconds; the exact value rides along when that would lose something.
  const exactDate = unit.changedAt !== undefined && fromTmxDate(date) !== unit.changedAt ? unit.changedAt : undefined;
  return (
    `<tu${attrs}>` +
    prop('x-lipi-type', unit.type) +
    prop('x-lipi-displayType', unit.displayType) +
    prop('x-lipi-changedAt', exactDate) +
    `<tuv xml:lang="${escapeAttr(unit.sourceLang)}"><seg>${encodeInline(unit.sourceText, 'tmx')}</seg></tuv>` +
    `<tuv xml:lang="${escapeAttr(unit.targetLang)}"><seg>${encodeInline(unit.target, 'tmx')}</seg></tuv>` +
    `</tu>\n`
  );
}

export function writeTmx(units: readonly TmUnit[]): string {
  const headerLang = units[0]?.sourceLang ?? '*all*';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<tmx version="1.4">\n' +
    `<header creationtool="Lipi" creationtoolversion="1.0" segtype="sentence" o-tmf="Lipi" adminlang="en" srclang="${escapeAttr(headerLang)}" datatype="plaintext"/>\n` +
    `<body>\n${units.map((u) => writeUnit(u, headerLang)).join('')}</body>\n</tmx>\n`
  );
}

const langOf = (tuv: XmlElement): string => tuv.attrs['xml:lang'] ?? tuv.attrs.lang ?? '';
const sameLang = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase() || a.toLowerCase().startsWith(`${b.toLowerCase()}-`);

function readUnit(tu: XmlElement, headerLang: string): TmUnit[] | string {
  const tuvs = childElements(tu, 'tuv').filter((t) => langOf(t) !== '');
  const declared = tu.attrs.srclang ?? headerLang;
  const source = tuvs.find((t) => declared !== '*all*' && sameLang(langOf(t), declared)) ?? tuvs[0];
  if (!source) return SKIP_REASONS.noSource;
  const ids = new InlineIds(findElements(tu, 'seg').flatMap(descendants));
  const textOfTuv = (tuv: XmlElement): string => decodeInline(childElements(tuv, 'seg')[0]?.children ?? [], ids);
  const props = new Map(childElements(tu, 'prop').map((p) => [p.attrs.type ?? '', textOf(p)]));
  const sourceText = textOfTuv(source);
  if (sourceText.trim() === '') return SKIP_REASONS.noSource;
  const units = tuvs
    .filter((t) => t !== source)
    .map((t) =>
      withExtras(
        { sourceText, target: textOfTuv(t), sourceLang: langOf(source), targetLang: langOf(t) },
        {
          type: props.get('x-lipi-type'),
          displayType: props.get('x-lipi-displayType'),
          createdBy: tu.attrs.creationid,
          changedAt: props.get('x-lipi-changedAt') ?? fromTmxDate(tu.attrs.changedate ?? tu.attrs.creationdate),
        },
      ),
    )
    .filter((u) => u.target.trim() !== '');
  return units.length > 0 ? units : SKIP_REASONS.noTarget;
}

export function readTmx(bytes: Uint8Array): TmReadResult {
  const root = parseXml(decodeText(bytes), 'tmx');
  const header = childElements(root, 'header')[0];
  const body = childElements(root, 'body')[0];
  if (!body) throw new CodecError('The TMX file has no <body>. Please upload a correct format.');
  const skipped: SkippedUnit[] = [];
  const units = childElements(body, 'tu').flatMap((tu, n) => {
    const read = readUnit(tu, header?.attrs.srclang ?? '*all*');
    if (typeof read !== 'string') return read;
    skipped.push({ id: tu.attrs.tuid ?? `#${n + 1}`, reason: read });
    return [];
  });
  return { units, skipped };
}
