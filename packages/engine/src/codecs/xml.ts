import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { CodecError } from './errors.ts';

/** A parsed element: its name, attributes (entity-decoded) and children in document order. */
export type XmlElement = { name: string; attrs: Record<string, string>; children: XmlNode[] };
export type XmlNode = XmlElement | string;

// The parser is told not to touch entities: it would otherwise leave numeric references undecoded
// while expanding others. decodeEntities below knows the five XML entities and character references
// only, so nothing an upload declares can ever be expanded.
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  commentPropName: false,
});

const NAMED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z][\w.-]*);?/g, (whole, ref: string) => {
    if (!whole.endsWith(';')) throw new CodecError('The file contains a stray "&". Please upload a correct format.');
    if (ref.startsWith('#')) {
      const cp = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) || cp === 0) throw new CodecError('The file contains an invalid character reference.');
      return String.fromCodePoint(cp);
    }
    const named = NAMED[ref];
    if (named === undefined) throw new CodecError(`The file uses the undefined entity "&${ref};". Please upload a correct format.`);
    return named;
  });
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\r': '&#13;',
  '\n': '&#10;',
  '\t': '&#9;',
};

/** Text content; CR is written as a reference because XML readers turn CRLF into LF. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>\r]/g, (ch) => ESCAPES[ch] as string);
}

/** Attribute values, where readers would also turn newlines and tabs into spaces. */
export function escapeAttr(text: string): string {
  return text.replace(/[&<>"\r\n\t]/g, (ch) => ESCAPES[ch] as string);
}

type RawNode = Record<string, unknown>;

function convert(raw: RawNode[]): XmlNode[] {
  const out: XmlNode[] = [];
  for (const node of raw) {
    if ('#text' in node) {
      out.push(decodeEntities(String(node['#text'])));
      continue;
    }
    const name = Object.keys(node).find((k) => k !== ':@');
    if (name === undefined || name.startsWith('?') || name === '#comment') continue;
    const attrs: Record<string, string> = {};
    for (const [k, v] of Object.entries((node[':@'] as Record<string, unknown> | undefined) ?? {})) attrs[k] = decodeEntities(String(v));
    out.push({ name, attrs, children: convert((node[name] as RawNode[] | undefined) ?? []) });
  }
  return out;
}

/**
 * `<!DOCTYPE tmx SYSTEM "tmx14.dtd">` (or PUBLIC with two literals): a name and an external id, no
 * internal subset. CAT tools write this line; it declares nothing and the DTD is never fetched.
 */
const PLAIN_DOCTYPE =
  /<!DOCTYPE\s+[A-Za-z_][\w.:-]*(?:\s+(?:SYSTEM\s+(?:"[^"<>[\]]*"|'[^'<>[\]]*')|PUBLIC\s+(?:"[^"<>[\]]*"|'[^'<>[\]]*')\s+(?:"[^"<>[\]]*"|'[^'<>[\]]*')))?\s*>/i;

/**
 * Removes a plain DOCTYPE (see PLAIN_DOCTYPE), keeping offsets of everything else; any other
 * DOCTYPE or an ENTITY declaration anywhere is refused before parsing, which rules out external
 * entities (XXE) and entity expansion ("billion laughs").
 */
function withoutPlainDoctype(text: string): string {
  const doctypes = text.match(/<!DOCTYPE/gi)?.length ?? 0;
  const plain = PLAIN_DOCTYPE.exec(text);
  const refused = /<!ENTITY/i.test(text) || doctypes > 1 || (doctypes === 1 && !plain);
  if (refused) {
    throw new CodecError(
      'The file contains a DOCTYPE internal subset or an entity declaration, which is not allowed (a plain <!DOCTYPE tmx SYSTEM "tmx14.dtd"> line is fine). Please upload a correct format.',
    );
  }
  return plain ? text.slice(0, plain.index) + text.slice(plain.index + plain[0].length) : text;
}

/** The root element of an uploaded XML document (DOCTYPE rules in withoutPlainDoctype). */
export function parseXml(input: string, expectedRoot: string): XmlElement {
  const text = withoutPlainDoctype(input);
  if (XMLValidator.validate(text) !== true)
    throw new CodecError(`The file is not well-formed XML. Please upload a correct ${expectedRoot.toUpperCase()} file.`);
  let parsed: RawNode[];
  try {
    parsed = parser.parse(text) as RawNode[];
  } catch {
    // The validator and the parser disagree on a few broken inputs (an unclosed <?xml ... ?>).
    throw new CodecError(`The file is not well-formed XML. Please upload a correct ${expectedRoot.toUpperCase()} file.`);
  }
  const root = convert(parsed).find((n): n is XmlElement => typeof n !== 'string');
  if (!root || localName(root.name) !== expectedRoot)
    throw new CodecError(`The file is not a ${expectedRoot.toUpperCase()} file. Please upload a correct format.`);
  return root;
}

/** An element name without its namespace prefix. */
export function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

export function childElements(el: XmlElement, name?: string): XmlElement[] {
  return el.children.filter((c): c is XmlElement => typeof c !== 'string' && (name === undefined || localName(c.name) === name));
}

/** Elements named `name` anywhere below `el`, not looking inside matches. */
export function findElements(el: XmlElement, name: string): XmlElement[] {
  return childElements(el).flatMap((c) => (localName(c.name) === name ? [c] : findElements(c, name)));
}

/** All text below an element, markup dropped. */
export function textOf(el: XmlElement): string {
  return el.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');
}

/** Every element below `el`, in document order. */
export function descendants(el: XmlElement): XmlElement[] {
  return childElements(el).flatMap((c) => [c, ...descendants(c)]);
}
