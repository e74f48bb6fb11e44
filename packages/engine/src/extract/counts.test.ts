import { describe, expect, it } from 'vitest';
import { extractSegments } from './extract.ts';
import { summariseCounts } from './counts.ts';

describe('summariseCounts', () => {
  const footer = '<footer><p>Made in India with care</p></footer>';
  const home = extractSegments(`<h1>Welcome home</h1><p>Welcome home</p>${footer}`).segments;
  const about = extractSegments(`<h1>About us</h1><p>नमस्ते दुनिया</p>${footer}`).segments;
  const [welcome] = home;
  const pages = [
    { url: 'https://lipi.in/', segments: home },
    { url: 'https://lipi.in/about', segments: about },
  ];

  it('counts all occurrences, unique segments and new content per page and project', () => {
    const translated = { hi: new Set([welcome?.sourceHash ?? '']), ta: new Set<string>() };
    const summary = summariseCounts(pages, translated);
    expect(summary.pages).toEqual([
      {
        url: 'https://lipi.in/',
        sourceWordCount: 9,
        uniqueWordCount: 7,
        newContentWordCount: { hi: 5, ta: 7 },
      },
      {
        url: 'https://lipi.in/about',
        sourceWordCount: 9,
        uniqueWordCount: 9,
        newContentWordCount: { hi: 9, ta: 9 },
      },
    ]);
    expect(summary.project).toEqual({
      sourceWordCount: 18,
      uniqueWordCount: 11,
      newContentWordCount: { hi: 9, ta: 11 },
    });
  });

  it('gives zero new content once everything is translated, and empty input gives zeros', () => {
    const all = new Set([...home, ...about].map((s) => s.sourceHash));
    expect(summariseCounts(pages, { hi: all }).project.newContentWordCount).toEqual({ hi: 0 });
    expect(summariseCounts([], { hi: new Set() })).toEqual({
      project: { sourceWordCount: 0, uniqueWordCount: 0, newContentWordCount: { hi: 0 } },
      pages: [],
    });
  });
});
