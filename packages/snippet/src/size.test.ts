// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { SNIPPET_STRINGS } from '@lipi/contract/snippet-strings';
import { describe, expect, it } from 'vitest';
import { buildSnippet } from '../build.mjs';

describe('the customer script', () => {
  it('stays within 12 KB gzipped and carries none of the engine parser or dictionaries', async () => {
    const code = await buildSnippet();
    const gzipped = gzipSync(code).length;
    console.log(`snippet.js: ${code.length} bytes, ${gzipped} bytes gzipped`);
    expect(gzipped).toBeLessThanOrEqual(12 * 1024);
    expect(code).not.toMatch(/htmlparser2|onopentagname|cmu-pronouncing/i);
    // Only English is bundled: the other languages' words come with the page reply.
    expect(code).toContain(SNIPPET_STRINGS.en!.suggest);
    for (const lang of ['hi', 'ta', 'fr']) expect(code).not.toContain(SNIPPET_STRINGS[lang]!.suggest);
  });
});
