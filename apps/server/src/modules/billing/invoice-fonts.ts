// @pdf-lib/fontkit's Indic shaper (syllable state machine) uses the global regeneratorRuntime of Babel.
import 'regenerator-runtime/runtime.js';
import fontkit from '@pdf-lib/fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);

/** Indic scripts by Unicode block, each with the self-hosted Noto subset that covers it (WOFF: fontkit reads it, not WOFF2). */
const SCRIPTS: { key: string; from: number; to: number }[] = [
  { key: 'devanagari', from: 0x0900, to: 0x097f },
  { key: 'bengali', from: 0x0980, to: 0x09ff },
  { key: 'gurmukhi', from: 0x0a00, to: 0x0a7f },
  { key: 'gujarati', from: 0x0a80, to: 0x0aff },
  { key: 'oriya', from: 0x0b00, to: 0x0b7f },
  { key: 'tamil', from: 0x0b80, to: 0x0bff },
  { key: 'telugu', from: 0x0c00, to: 0x0c7f },
  { key: 'kannada', from: 0x0c80, to: 0x0cff },
  { key: 'malayalam', from: 0x0d00, to: 0x0d7f },
];
const LATIN = 'latin';
const bytes = new Map<string, Buffer>();

function fontBytes(script: string): Buffer {
  let data = bytes.get(script);
  if (!data) {
    const pkg = dirname(require.resolve(`@fontsource/noto-sans-${script}/LICENSE`));
    data = readFileSync(join(pkg, 'files', `noto-sans-${script}-${script}-400-normal.woff`));
    bytes.set(script, data);
  }
  return data;
}

/** WinAnsi (Helvetica) text, an Indic script, or null (no font here: printed as '?'). */
function scriptOf(ch: string): string | null {
  const cp = ch.codePointAt(0)!;
  if ((cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff)) return LATIN;
  if (cp === 0x200c || cp === 0x200d) return 'joiner';
  return SCRIPTS.find((s) => cp >= s.from && cp <= s.to)?.key ?? null;
}

export type Run = { script: string; text: string };

/** Splits text into runs of one font: spaces and joiners stay in the run they are in (a name's words keep their shaping). */
export function splitRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    let script = scriptOf(ch) ?? LATIN;
    const shown = scriptOf(ch) === null ? '?' : ch;
    const last = runs.at(-1);
    if (last && (script === 'joiner' || (ch === ' ' && last.script !== LATIN))) script = last.script;
    if (script === 'joiner') script = LATIN;
    if (last && last.script === script) last.text += shown;
    else runs.push({ script, text: shown });
  }
  return runs;
}

/** Embeds (subset) the script fonts a document needs, once per document. */
export function scriptFonts(pdf: PDFDocument) {
  pdf.registerFontkit(fontkit);
  const embedded = new Map<string, Promise<PDFFont>>();
  return (script: string) => {
    let font = embedded.get(script);
    if (!font) {
      font = pdf.embedFont(fontBytes(script), { subset: true });
      embedded.set(script, font);
    }
    return font;
  };
}
