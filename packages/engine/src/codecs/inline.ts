import { escapeLiteral, tokenizeMarkers, type MarkerToken } from '../extract/markers.ts';
import { escapeXml, localName, type XmlElement, type XmlNode } from './xml.ts';

export type InlineDialect = 'tmx' | 'xliff12' | 'xliff2';

/**
 * Segment text as XML content. Markers become the format's own inline codes, so other tools show
 * them as tags and cannot edit them: TMX `<bpt i>`/`<ept i>`/`<ph x>` holding the marker text as
 * native code, XLIFF 1.2 `<bx>`/`<ex>`/`<x>` and XLIFF 2 `<sc>`/`<ec>`/`<ph>`. Begin/end codes rather
 * than `<g>`/`<pc>` keep the XML well-formed even for a translation whose markers are not nested.
 */
export function encodeInline(text: string, dialect: InlineDialect): string {
  return tokenizeMarkers(text)
    .map((t) => {
      if (t.type === 'text') return escapeXml(t.value);
      if (dialect === 'tmx') {
        if (t.type === 'open') return `<bpt i="${t.id}">&lt;${t.id}&gt;</bpt>`;
        if (t.type === 'close') return `<ept i="${t.id}">&lt;/${t.id}&gt;</ept>`;
        return `<ph x="${t.id}">{${t.id}}</ph>`;
      }
      if (dialect === 'xliff12') {
        if (t.type === 'open') return `<bx id="${t.id}" rid="${t.id}"/>`;
        if (t.type === 'close') return `<ex id="e${t.id}" rid="${t.id}"/>`;
        return `<x id="${t.id}"/>`;
      }
      if (t.type === 'open') return `<sc id="${t.id}"/>`;
      if (t.type === 'close') return `<ec startRef="${t.id}"/>`;
      return `<ph id="${t.id}"/>`;
    })
    .join('');
}

/**
 * Gives inline codes of one translation unit marker numbers: numeric ids (ours, and most tools')
 * are kept, others get numbers above every numeric id of the unit. Shared by the unit's source and
 * targets so that a code keeps its number in each language.
 */
export class InlineIds {
  private readonly assigned = new Map<string, number>();
  private next: number;

  constructor(elements: readonly XmlElement[]) {
    const numeric = elements.flatMap((el) => Object.values(el.attrs)).filter((v) => /^[1-9]\d{0,8}$/.test(v));
    this.next = Math.max(0, ...numeric.map(Number)) + 1;
  }

  idFor(key: string): number {
    if (/^[1-9]\d{0,8}$/.test(key)) return Number(key);
    let id = this.assigned.get(key);
    if (id === undefined) {
      id = this.next++;
      this.assigned.set(key, id);
    }
    return id;
  }
}

/** Marker tokens of XML inline content written by us or by other CAT tools. */
export function decodeInline(nodes: readonly XmlNode[], ids: InlineIds): string {
  const tokens: MarkerToken[] = [];
  let placeholders = 0;
  const walk = (list: readonly XmlNode[]): void => {
    for (const node of list) {
      if (typeof node === 'string') {
        tokens.push({ type: 'text', value: node });
        continue;
      }
      const a = node.attrs;
      switch (localName(node.name)) {
        case 'bpt':
        case 'bx':
        case 'sc':
          tokens.push({ type: 'open', id: ids.idFor(a.i ?? a.rid ?? a.id ?? '') });
          break;
        case 'ept':
        case 'ex':
        case 'ec':
          tokens.push({ type: 'close', id: ids.idFor(a.i ?? a.startRef ?? a.rid ?? a.id ?? '') });
          break;
        case 'it':
          tokens.push({ type: a.pos === 'end' ? 'close' : 'open', id: ids.idFor(a.x ?? a.i ?? `it#${placeholders++}`) });
          break;
        case 'ph':
        case 'x':
        case 'ut':
          tokens.push({ type: 'void', id: ids.idFor(a.x ?? a.id ?? `ph#${placeholders++}`) });
          break;
        case 'g':
        case 'pc': {
          const id = ids.idFor(a.id ?? `g#${placeholders++}`);
          tokens.push({ type: 'open', id });
          walk(node.children);
          tokens.push({ type: 'close', id });
          break;
        }
        case 'cp':
          tokens.push({ type: 'text', value: String.fromCodePoint(parseInt(a.hex ?? '0', 16) || 0xfffd) });
          break;
        case 'sub':
          break;
        default:
          // hi, mrk, sm/em and unknown wrappers mark up text that belongs to the segment.
          walk(node.children);
      }
    }
  };
  walk(nodes);
  return tokensToText(tokens);
}

/** The inverse of tokenizeMarkers: literal text is escaped where it looks like a marker. */
export function tokensToText(tokens: readonly MarkerToken[]): string {
  let out = '';
  let literal = '';
  for (const t of tokens) {
    if (t.type === 'text') {
      literal += t.value;
      continue;
    }
    out += escapeLiteral(literal, true);
    literal = '';
    out += t.type === 'open' ? `<${t.id}>` : t.type === 'close' ? `</${t.id}>` : `{${t.id}}`;
  }
  return out + escapeLiteral(literal, false);
}
