/*
 * Marking translated runs with the target language so Word and LibreOffice pick the right
 * shaping, spell checker and font. Indic scripts are "complex scripts" in OOXML: their language
 * goes in w:lang's w:bidi attribute (the name is historical, it is not about direction) and their
 * font in w:rFonts' w:cs. Right-to-left targets (Urdu, Kashmiri, Sindhi) also get w:rtl on runs
 * and w:bidi on paragraphs. Children are inserted in the order the schema requires, since Word
 * refuses a document whose rPr children are out of order.
 */
import { directionOf, fontFamilyOf, toBcp47 } from '@lipi/contract';
import { escapeAttr } from '../../codecs/xml.ts';
import { scanXml } from '../android/scanner.ts';

export type DocxTarget = { lang: string; complexScript: boolean; rtl: boolean; csFont: string | null };

/**
 * The product code's docx settings (`hi`, `ur`, `od`). The complex-script font is the family Lipi
 * shows the language in (the contract's fontFamilyOf: Noto, Nastaliq for Urdu and Kashmiri), so
 * the exported file looks like the preview; `csFont` overrides it (e.g. "Nirmala UI" for offices
 * whose Word has no Noto fonts; Word substitutes a missing font, it never drops the text).
 */
export function docxTarget(code: string, csFont?: string): DocxTarget {
  const font = csFont ?? fontFamilyOf(code);
  return { lang: toBcp47(code), complexScript: font !== null, rtl: directionOf(code) === 'rtl', csFont: font };
}

// prettier-ignore
const RPR_ORDER = ['w:rStyle', 'w:rFonts', 'w:b', 'w:bCs', 'w:i', 'w:iCs', 'w:caps', 'w:smallCaps', 'w:strike', 'w:dstrike',
  'w:outline', 'w:shadow', 'w:emboss', 'w:imprint', 'w:noProof', 'w:snapToGrid', 'w:vanish', 'w:webHidden', 'w:color',
  'w:spacing', 'w:w', 'w:kern', 'w:position', 'w:sz', 'w:szCs', 'w:highlight', 'w:u', 'w:effect', 'w:bdr', 'w:shd',
  'w:fitText', 'w:vertAlign', 'w:rtl', 'w:cs', 'w:em', 'w:lang', 'w:eastAsianLayout', 'w:specVanish', 'w:oMath'];
// prettier-ignore
const PPR_ORDER = ['w:pStyle', 'w:keepNext', 'w:keepLines', 'w:pageBreakBefore', 'w:framePr', 'w:widowControl', 'w:numPr',
  'w:suppressLineNumbers', 'w:pBdr', 'w:shd', 'w:tabs', 'w:suppressAutoHyphens', 'w:kinsoku', 'w:wordWrap',
  'w:overflowPunct', 'w:topLinePunct', 'w:autoSpaceDE', 'w:autoSpaceDN', 'w:bidi', 'w:adjustRightInd', 'w:snapToGrid',
  'w:spacing', 'w:ind', 'w:contextualSpacing', 'w:mirrorIndents', 'w:suppressOverlap', 'w:jc', 'w:textDirection',
  'w:textAlignment', 'w:textboxTightWrap', 'w:outlineLvl', 'w:divId', 'w:cnfStyle', 'w:rPr', 'w:sectPr', 'w:pPrChange'];

type Child = { name: string; start: number; end: number; attrs: Record<string, string> };

/** Top-level children of a properties element (`<w:rPr>…</w:rPr>`), with their extents. */
function childrenOf(xml: string): Child[] {
  const children: Child[] = [];
  let depth = 0;
  let current: Child | null = null;
  for (const t of scanXml(xml)) {
    if (t.type === 'open') {
      if (depth === 1) current = { name: t.name, start: t.start, end: t.end, attrs: t.attrs };
      if (depth === 1 && t.selfClosing) children.push(current!);
      if (!t.selfClosing) depth++;
    } else if (t.type === 'close') {
      depth--;
      if (depth === 1 && current) {
        current.end = t.end;
        children.push(current);
      }
    }
  }
  return children;
}

/** Sets (merging attributes into) or inserts an empty element child at its schema position. */
function setChild(xml: string, order: readonly string[], name: string, attrs: Record<string, string>): string {
  const children = childrenOf(xml);
  const existing = children.find((c) => c.name === name);
  const merged = { ...(existing?.attrs ?? {}), ...attrs };
  // A theme font would override the explicit complex-script font.
  if (name === 'w:rFonts' && 'w:cs' in attrs) delete merged['w:cstheme'];
  const element = `<${name}${Object.entries(merged)
    .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
    .join('')}/>`;
  if (existing) return xml.slice(0, existing.start) + element + xml.slice(existing.end);
  const rank = order.indexOf(name);
  const after = children.filter((c) => order.indexOf(c.name) !== -1 && order.indexOf(c.name) < rank).at(-1);
  const at = after ? after.end : xml.indexOf('>') + 1;
  return xml.slice(0, at) + element + xml.slice(at);
}

export function runPropertiesFor(rPr: string, target: DocxTarget | null): string {
  if (!target) return rPr;
  let xml = !rPr || rPr === '<w:rPr/>' ? '<w:rPr></w:rPr>' : rPr;
  if (target.csFont) xml = setChild(xml, RPR_ORDER, 'w:rFonts', { 'w:cs': target.csFont });
  if (target.rtl) xml = setChild(xml, RPR_ORDER, 'w:rtl', {});
  xml = setChild(xml, RPR_ORDER, 'w:lang', target.complexScript ? { 'w:val': target.lang, 'w:bidi': target.lang } : { 'w:val': target.lang });
  return xml;
}

/** The paragraph properties of a right-to-left target: w:bidi, and nothing else changed. */
export function paragraphPropertiesFor(pPr: string | null, target: DocxTarget | null): string | null {
  if (!target?.rtl) return pPr;
  return setChild(!pPr || pPr === '<w:pPr/>' ? '<w:pPr></w:pPr>' : pPr, PPR_ORDER, 'w:bidi', {});
}

/** styles.xml: the document defaults carry the target too, so new text typed in Word matches. */
export function stylesFor(styles: string, target: DocxTarget): string {
  const match = /<w:rPrDefault>\s*(<w:rPr>[\s\S]*?<\/w:rPr>|<w:rPr\/>)/.exec(styles);
  if (!match) return styles;
  const rPr = match[1] === '<w:rPr/>' ? '<w:rPr></w:rPr>' : match[1]!;
  const start = match.index + match[0].length - match[1]!.length;
  return styles.slice(0, start) + runPropertiesFor(rPr, target) + styles.slice(start + match[1]!.length);
}
