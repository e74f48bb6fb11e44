import { countWords } from '@lipi/engine/extract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, post } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createMember, createTestProject, seedScope } from '../projects/project-test-helpers.ts';
import { createMtApp, startFakeLibre, type FakeLibre } from './mt-test-helpers.ts';

/**
 * Issue 10: word totals disagreed between screens. Each count has one definition, computed from the
 * segments' stored word counts (engine countWords at extraction): the overview, the run dialog, the
 * editor, the language counts and the statistics must show the same figure for the same thing.
 */
describe('word totals agree across screens', () => {
  let t: TestApp;
  let libre: FakeLibre;
  beforeAll(async () => {
    libre = await startFakeLibre();
    t = await createMtApp(libre.url);
  });
  afterAll(async () => {
    await t.close();
    await libre.close();
  });

  it('overview, run dialog, editor, language counts and statistics give the same unique and source words', async () => {
    const seg = (hash: string, text: string) => ({ hash, text, words: countWords(text) });
    const shared = seg('wt-shared', 'Open a savings account in 5 minutes');
    const owner = await createMember(t.app, 'organisationAdmin');
    // Statistics count the pages of the project's own domains, as a crawl stores them.
    const host = `wordtotals-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.example.com`;
    const projectId = await createTestProject(t.app, owner, { url: `https://${host}/`, languages: ['hi', 'ur'] });
    await seedScope(t.app, projectId, [
      { url: `https://${host}/`, segments: [shared, seg('wt-a', 'Earn up to 7.25% interest')] },
      // The shared sentence is on both pages: counted twice in source words, once in unique words.
      { url: `https://${host}/branches`, segments: [shared, seg('wt-b', 'Branch locator — find us near you')] },
    ]);
    const auth = { token: owner.token };
    const unique = [shared, seg('wt-a', 'Earn up to 7.25% interest'), seg('wt-b', 'Branch locator — find us near you')].reduce((s, x) => s + x.words, 0);
    const source = unique + shared.words;

    const overview = await call(t.app, 'GET', `/api/project/wordcount/${projectId}`, auth);
    expect(overview.body.data).toMatchObject({ uniqueWordCount: unique, sourceWordCount: source });
    expect(overview.body.data.counts.find((c: { language: string }) => c.language === 'hi')).toMatchObject({ newContentWordCount: unique });

    const dialog = await post(t.app, '/api/translation/nmt/selection/count', { projectId, targetLang: 'hi', kind: 't13n' }, auth);
    expect(dialog.body.data).toMatchObject({ segments: 3, words: unique });

    const editor = await post(t.app, '/api/translation/dashboard/get', { projectId, targetLang: 'hi', filter: 'newContent' }, auth);
    expect(editor.body.data).toMatchObject({ total: 3, totalWords: unique });

    const stats = await post(t.app, '/api/dashboard/fetchStat', { projectId }, auth);
    expect(stats.body.data.stat.sourceWords).toBe(source);
  });
});
