import { createWriteStream, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { extractSegments } from '@lipi/engine/extract';
import { generateCorpus } from './corpus.ts';

/*
 * `tsx bench/extract-equality.ts OUT.jsonl`: writes every segment the extractor emits for the
 * Python documentation (Debian's python3.11-doc, not installed in CI) and the generated bench
 * corpus, one JSON line per page, so two versions of the extractor can be compared byte for byte
 * (`cmp before.jsonl after.jsonl`). The committed golden test covers CI with a smaller corpus.
 */
export const PYTHON_DOCS = '/usr/share/doc/python3.11/html';

export function pythonDocPages(): { name: string; html: string }[] {
  const files = readdirSync(PYTHON_DOCS, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .sort();
  return files.map((name) => ({ name, html: readFileSync(join(PYTHON_DOCS, name), 'utf8') }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = createWriteStream(process.argv[2] ?? '/tmp/extract-output.jsonl');
  const pages = [...pythonDocPages(), ...generateCorpus(200).map((html, i) => ({ name: `generated-${i}`, html }))];
  for (const { name, html } of pages) {
    const { segments } = extractSegments(html);
    const selected = extractSegments(html, { noTranslateSelectors: ['.headerlink', 'div.related a', '[data-sku]', 'nav li'] }).segments;
    out.write(`${JSON.stringify({ name, segments, selected })}\n`);
  }
  out.end();
  console.log(`${pages.length} pages`);
}
