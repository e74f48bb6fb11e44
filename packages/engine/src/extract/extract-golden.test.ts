import { describe, expect, it } from 'vitest';
import { extractSegments } from './extract.ts';
import { goldenCases } from './golden/golden-corpus.ts';
import { digestSegments } from './golden/segment-digest.ts';

/*
 * Output equality net: translation memory is keyed on segment hashes, so any change in what the
 * extractor emits (text, hash, path, placeholders, word counts, what is ignored) orphans stored
 * translations. The digests were recorded with the Parser-based extractor; a deliberate change of
 * output must update them (`vitest -u`) and say why in its commit.
 */
describe('extractSegments golden output', () => {
  it('emits exactly the recorded segments for every corpus page', async () => {
    const digests: Record<string, string> = {};
    for (const { name, html, options } of goldenCases()) digests[name] = digestSegments(extractSegments(html, options).segments);
    await expect(`${JSON.stringify(digests, null, 2)}\n`).toMatchFileSnapshot('./golden/extract-golden.json');
  });
});
