/*
 * Word documents: read a .docx into units (one per paragraph with text, in the body, tables,
 * headers, footers, footnotes, endnotes and text boxes) and write the translated .docx by
 * replacing only the runs of translated paragraphs. Every other byte of every part is copied, so
 * writing without translations gives back each part unchanged.
 */
import { CodecError } from '../../codecs/errors.ts';
import { fnv1a64 } from '../../extract/hash.ts';
import { plainText } from '../../extract/markers.ts';
import { countWords } from '../../extract/words.ts';
import { readParagraph, type DocxParagraph, type DocxPlaceholder } from './paragraph.ts';
import { readZipSafely, type ZipEntries } from './safe-zip.ts';
import { tokenizePart, type PartTokens } from './xml-tokens.ts';

export type DocxUnit = {
  /** `word/document.xml#12`: the part and the paragraph's index among the part's w:p. */
  id: string;
  part: string;
  /** Source text with `<n>…</n>` for formatted runs and containers, `{n}` for standalone pieces. */
  text: string;
  placeholders: DocxPlaceholder[];
  sourceHash: string;
  wordCount: number;
};

export type DocxPart = { name: string; tokens: PartTokens; paragraphs: Map<string, DocxParagraph> };
export type DocxDocument = { zip: ZipEntries; parts: DocxPart[]; units: DocxUnit[] };

/** Parts whose paragraphs are translated, in reading order. Comments are notes, not content. */
const TEXT_PART = /^word\/(document|header\d*|footer\d*|footnotes|endnotes)\.xml$/;
const PART_ORDER = ['document', 'header', 'footer', 'footnotes', 'endnotes'];
const TRACKED = /<w:(ins|del|moveFrom|moveTo|rPrChange|pPrChange)[\s>/]/;

export function readDocx(bytes: Uint8Array, sourceLang = 'en'): DocxDocument {
  const zip = readZipSafely(bytes, 'Word document');
  if (zip.names.some((n) => /vbaProject\.bin$|vbaData\.xml$/i.test(n)) || /macroEnabled/i.test(partText(zip, '[Content_Types].xml') ?? '')) {
    throw new CodecError('This is a macro-enabled document (.docm). Macros are not accepted: save it as a plain .docx and upload it again.');
  }
  if (!zip.files.has('word/document.xml')) throw new CodecError('The file is not a Word document (word/document.xml is missing). Please upload a .docx.');
  const names = zip.names.filter((n) => TEXT_PART.test(n));
  const rank = (n: string): number => PART_ORDER.findIndex((p) => n.startsWith(`word/${p}`));
  names.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, 'en', { numeric: true }));
  const parts: DocxPart[] = [];
  const units: DocxUnit[] = [];
  for (const name of names) {
    const text = partText(zip, name)!;
    if (TRACKED.test(text)) {
      throw new CodecError(
        `The document has tracked changes (in ${name}). Accept or reject all changes in Word (Review → Accept All Changes) and upload it again.`,
      );
    }
    const tokens = tokenizePart(name, text);
    const part: DocxPart = { name, tokens, paragraphs: new Map() };
    let index = 0;
    tokens.tokens.forEach((t, i) => {
      if (t.type !== 'open' || t.name !== 'w:p') return;
      index++;
      const paragraph = readParagraph(tokens, i);
      if (!paragraph) return;
      const id = `${name}#${index}`;
      part.paragraphs.set(id, paragraph);
      const plain = plainText(paragraph.text);
      units.push({
        id,
        part: name,
        text: paragraph.text,
        placeholders: paragraph.placeholders,
        sourceHash: fnv1a64(paragraph.text),
        wordCount: countWords(plain, sourceLang),
      });
    });
    parts.push(part);
  }
  return { zip, parts, units };
}

function partText(zip: ZipEntries, name: string): string | undefined {
  const bytes = zip.files.get(name);
  if (!bytes) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CodecError(`The part ${name} is not valid UTF-8.`);
  }
}
