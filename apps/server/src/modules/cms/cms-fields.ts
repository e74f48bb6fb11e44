/**
 * The chosen fields of a CMS entry as flat texts (one per string field, per Markdown paragraph,
 * per Strapi `blocks` block) for the JSON segmenter, and back. A block's inline formatting (bold,
 * links…) becomes paired codes `<n>…</n>` that the placeholder protection keeps out of engines
 * and checks on return, so a block is one segment with inline codes, never a segment per leaf.
 */
export type CmsFieldDef = { name: string; type: string };
type Inline = { type: string; text?: string; children?: Inline[]; [k: string]: unknown };
type Block = { type: string; children?: (Block | Inline)[]; [k: string]: unknown };

const INLINE = new Set(['text', 'link']);
const isInlineContainer = (node: Block) => Array.isArray(node.children) && node.children.length > 0 && node.children.every((c) => INLINE.has(c.type));
const isPlain = (n: Inline) => n.type === 'text' && Object.keys(n).every((k) => k === 'type' || k === 'text');
const inlineText = (n: Inline): string => (n.type === 'text' ? (n.text ?? '') : (n.children ?? []).map(inlineText).join(''));

/** `a <1>b</1> c` from a block's inline children (plain text as is, anything formatted as a code). */
function encodeInline(children: Inline[]): string {
  if (children.every(isPlain)) return children.map((c) => c.text ?? '').join('');
  return children.map((c, i) => (isPlain(c) ? (c.text ?? '') : `<${i + 1}>${inlineText(c)}</${i + 1}>`)).join('');
}

/** The inverse: codes take the formatting of the child they stand for; null when the codes do not fit. */
function decodeInline(text: string, template: Inline[]): Inline[] | null {
  if (template.every(isPlain)) return [{ type: 'text', text }];
  const out: Inline[] = [];
  const re = /<(\d+)>([\s\S]*?)<\/\1>/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) out.push({ type: 'text', text: text.slice(last, m.index) });
    const source = template[Number(m[1]) - 1];
    if (!source || isPlain(source)) return null;
    out.push(source.type === 'link' ? { ...source, children: [{ type: 'text', text: m[2]! }] } : { ...source, text: m[2]! });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out.length > 0 ? out : [{ type: 'text', text: '' }];
}

function walkBlocks(nodes: Block[], path: string, visit: (key: string, node: Block) => void) {
  nodes.forEach((node, i) => {
    const key = `${path}.${i}`;
    if (node.type === 'code' || node.type === 'image') return;
    if (isInlineContainer(node)) visit(key, node);
    else if (Array.isArray(node.children)) walkBlocks(node.children as Block[], key, visit);
  });
}

/** Markdown split at blank lines (separators kept); fenced code and image-only paragraphs are not text. */
function markdownParts(text: string): { part: string; translatable: boolean }[] {
  let fenced = false;
  return text.split(/(\n{2,})/).map((part, i) => {
    if (i % 2 === 1) return { part, translatable: false };
    const fences = (part.match(/^```/gm) ?? []).length;
    const inCode = fenced || fences > 0;
    if (fences % 2 === 1) fenced = !fenced;
    const translatable = !inCode && part.trim() !== '' && !/^\s*!\[[^\]]*\]\([^)]*\)\s*$/.test(part);
    return { part, translatable };
  });
}

/** The texts to translate of an entry's chosen fields, keyed `field` / `field.i` / `field.i.j`. */
export function entryTexts(entry: Record<string, unknown>, fields: CmsFieldDef[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const value = entry[field.name];
    if (field.type === 'blocks' && Array.isArray(value)) {
      walkBlocks(value as Block[], field.name, (key, node) => {
        const text = encodeInline(node.children as Inline[]);
        if (text.trim()) out[key] = text;
      });
    } else if (field.type === 'richtext' && typeof value === 'string') {
      markdownParts(value).forEach((p, i) => {
        if (p.translatable) out[`${field.name}.${i}`] = p.part;
      });
    } else if (typeof value === 'string' && value.trim()) out[field.name] = value;
  }
  return out;
}

/**
 * The localized data to PUT for one locale: each chosen field rebuilt from the source with the
 * translated texts (a text without translation keeps the source). Only chosen fields are sent, so
 * non-localized fields, slugs and relations are never touched.
 */
export function localizedData(entry: Record<string, unknown>, fields: CmsFieldDef[], translated: Record<string, string>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    const value = entry[field.name];
    if (value === undefined || value === null) continue;
    if (field.type === 'blocks' && Array.isArray(value)) {
      const copy = structuredClone(value) as Block[];
      walkBlocks(copy, field.name, (key, node) => {
        const text = translated[key];
        if (text === undefined) return;
        const children = decodeInline(text, node.children as Inline[]);
        if (children) node.children = children;
      });
      data[field.name] = copy;
    } else if (field.type === 'richtext' && typeof value === 'string') {
      data[field.name] = markdownParts(value)
        .map((p, i) => (p.translatable ? (translated[`${field.name}.${i}`] ?? p.part) : p.part))
        .join('');
    } else data[field.name] = typeof value === 'string' ? (translated[field.name] ?? value) : value;
  }
  return data;
}
