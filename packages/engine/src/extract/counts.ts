import type { Segment } from './types.ts';

/*
 * The three figures the dashboard and billing show, per page and per project:
 * - sourceWordCount: every occurrence (a footer on 100 pages counts 100 times);
 * - uniqueWordCount: each distinct segment (by sourceHash) once, which is what translating costs;
 * - newContentWordCount[lang]: the unique words with no translation yet in that language.
 * Per page, "unique" means unique within the page; per project, across all pages.
 */

export interface WordCounts {
  sourceWordCount: number;
  uniqueWordCount: number;
  newContentWordCount: Record<string, number>;
}

export interface PageWordCounts extends WordCounts {
  url: string;
}

export interface CountSummary {
  project: WordCounts;
  pages: PageWordCounts[];
}

export type CountedSegment = Pick<Segment, 'sourceHash' | 'wordCount'>;

function emptyCounts(langs: readonly string[]): WordCounts {
  const newContentWordCount: Record<string, number> = {};
  for (const lang of langs) newContentWordCount[lang] = 0;
  return { sourceWordCount: 0, uniqueWordCount: 0, newContentWordCount };
}

function addUnique(counts: WordCounts, segment: CountedSegment, translated: ReadonlyArray<[string, ReadonlySet<string>]>): void {
  counts.uniqueWordCount += segment.wordCount;
  for (const [lang, hashes] of translated) {
    if (!hashes.has(segment.sourceHash)) counts.newContentWordCount[lang] = (counts.newContentWordCount[lang] ?? 0) + segment.wordCount;
  }
}

/**
 * `translatedHashesByLang` names the project's target languages: pass an empty set for a language
 * with no translation yet, so it still gets a count.
 */
export function summariseCounts(
  pages: ReadonlyArray<{ url: string; segments: readonly CountedSegment[] }>,
  translatedHashesByLang: Readonly<Record<string, ReadonlySet<string>>>,
): CountSummary {
  const translated = Object.entries(translatedHashesByLang);
  const langs = translated.map(([lang]) => lang);
  const project = emptyCounts(langs);
  const seenInProject = new Set<string>();
  const pageCounts: PageWordCounts[] = [];
  for (const page of pages) {
    const counts: PageWordCounts = { url: page.url, ...emptyCounts(langs) };
    const seenInPage = new Set<string>();
    for (const segment of page.segments) {
      counts.sourceWordCount += segment.wordCount;
      project.sourceWordCount += segment.wordCount;
      if (!seenInPage.has(segment.sourceHash)) {
        seenInPage.add(segment.sourceHash);
        addUnique(counts, segment, translated);
      }
      if (!seenInProject.has(segment.sourceHash)) {
        seenInProject.add(segment.sourceHash);
        addUnique(project, segment, translated);
      }
    }
    pageCounts.push(counts);
  }
  return { project, pages: pageCounts };
}
