/*
 * A tokenizer for XML that has already passed fast-xml-parser's validator: it only has to find
 * where each token starts and ends, so that untouched parts of a strings.xml are copied byte for
 * byte. DOCTYPE and ENTITY declarations never reach it (refused before validation).
 */

export type XmlToken =
  | { type: 'text' | 'comment' | 'cdata' | 'pi'; start: number; end: number }
  | { type: 'open'; start: number; end: number; name: string; attrs: Record<string, string>; selfClosing: boolean }
  | { type: 'close'; start: number; end: number; name: string };

const TOKEN =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<\/([^\s>]+)\s*>|<([^\s/>!?]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|[^<]+/y;
const ATTR = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

export function* scanXml(text: string, from = 0, to = text.length): Generator<XmlToken> {
  TOKEN.lastIndex = from;
  while (TOKEN.lastIndex < to) {
    const start = TOKEN.lastIndex;
    const m = TOKEN.exec(text);
    if (!m) throw new Error(`Unexpected XML at offset ${start}`);
    const end = TOKEN.lastIndex;
    const whole = m[0];
    if (whole.startsWith('<!--')) yield { type: 'comment', start, end };
    else if (whole.startsWith('<![CDATA[')) yield { type: 'cdata', start, end };
    else if (whole.startsWith('<?')) yield { type: 'pi', start, end };
    else if (m[1] !== undefined) yield { type: 'close', start, end, name: m[1] };
    else if (m[2] !== undefined) yield { type: 'open', start, end, name: m[2], attrs: parseAttrs(m[3] ?? ''), selfClosing: m[4] === '/' };
    else yield { type: 'text', start, end };
    // A nested generator (inner content) may have moved the shared regex.
    TOKEN.lastIndex = end;
  }
}

function parseAttrs(raw: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of raw.matchAll(ATTR)) attrs[m[1] as string] = m[2] ?? m[3] ?? '';
  return attrs;
}
