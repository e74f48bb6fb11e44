import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { applyNmt, createMtApp, createMtProject, newRequestId, startFakeLibre, waitForRun, type FakeLibre } from './mt-test-helpers.ts';

const PAGE_A = 'https://www.example.com/page-0';
const PAGE_B = 'https://www.example.com/page-1';

describe('bulk runs take the editor filters', () => {
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

  it('counts the segments with inline markup, for the warning of tag-blind engines', async () => {
    const { owner, projectId } = await createMtProject(t.app, [
      {
        segments: [
          { hash: 'im1', text: 'The <1>red</1> house' },
          { hash: 'im2', text: 'Call us{1}today' },
          { hash: 'im3', text: 'Plain text' },
        ],
      },
    ]);
    const body = { projectId, targetLang: 'hi', kind: 'nmt', nmtService: 'libretranslate' };
    const all = await post(t.app, '/api/translation/nmt/selection/count', { ...body, selection: { filter: 'newContent' } }, { token: owner.token });
    // Only paired tags (formatting around words) are at risk; a void marker ({1}: a line break) is not counted.
    expect(all.body.data).toMatchObject({ segments: 3, inlineMarkupSegments: 1, keepsTags: true });
    const picked = await post(t.app, '/api/translation/nmt/selection/count', { ...body, idArr: ['im1'] }, { token: owner.token });
    expect(picked.body.data).toMatchObject({ segments: 1, inlineMarkupSegments: 1 });
  });

  it('a run filtered to page A translates only page A, and the count agrees with the list', async () => {
    const { owner, projectId } = await createMtProject(t.app, [
      {
        segments: [
          { hash: 'pa1', text: 'Open an account' },
          { hash: 'pa2', text: 'Savings made simple' },
        ],
      },
      {
        segments: [
          { hash: 'pb1', text: 'Loans for students' },
          { hash: 'pb2', text: 'Branch locator' },
        ],
      },
    ]);
    const auth = { token: owner.token };
    const selection = { url: PAGE_A, filter: 'newContent' };
    const list = await post(t.app, '/api/translation/dashboard/get', { projectId, targetLang: 'hi', ...selection }, auth);
    expect(list.body.data.rows.map((r: { sourceHash: string }) => r.sourceHash).sort()).toEqual(['pa1', 'pa2']);

    const count = await post(
      t.app,
      '/api/translation/nmt/selection/count',
      { projectId, targetLang: 'hi', kind: 'nmt', nmtService: 'libretranslate', selection },
      auth,
    );
    expect(count.status).toBe(200);
    expect(count.body.data).toEqual({
      segments: list.body.data.total,
      words: list.body.data.totalWords,
      characters: 'Open an account'.length + 'Savings made simple'.length,
      engine: 'libretranslate',
      engineLabel: expect.stringMatching(/LibreTranslate/),
      keepsTags: true,
      inlineMarkupSegments: 0,
    });
    const t13nCount = await post(t.app, '/api/translation/nmt/selection/count', { projectId, targetLang: 'hi', kind: 't13n', selection }, auth);
    expect(t13nCount.body.data).toMatchObject({ segments: 2, engine: 'transliteration', engineLabel: 'Transliteration' });

    const started = await applyNmt(t.app, owner.token, { projectId, targetLang: 'hi', nmtService: 'libretranslate', selection });
    expect(started.body.data.total).toBe(2);
    await waitForRun(t.app, owner.token, projectId, started.body.data.id);
    const sent = libre.calls.flatMap((c) => c.q);
    expect(sent.sort()).toEqual(['Open an account', 'Savings made simple']);
    const pageB = await post(t.app, '/api/translation/dashboard/get', { projectId, targetLang: 'hi', url: PAGE_B }, auth);
    expect(pageB.body.data.rows.map((r: { translation: unknown }) => r.translation)).toEqual([null, null]);

    // A search narrows the same way; page B's new content is what remains for the whole project.
    const searched = await post(
      t.app,
      '/api/translation/nmt/selection/count',
      { projectId, targetLang: 'hi', kind: 'nmt', nmtService: 'libretranslate', selection: { search: 'loans' } },
      auth,
    );
    expect(searched.body.data).toMatchObject({ segments: 1, words: 3 });
    // Selected rows are counted as named (unknown hashes dropped, as the run drops them).
    const named = await post(
      t.app,
      '/api/translation/nmt/selection/count',
      { projectId, targetLang: 'hi', kind: 'nmt', nmtService: 'libretranslate', idArr: ['pb1', 'nope'] },
      auth,
    );
    expect(named.body.data).toMatchObject({ segments: 1, words: 3, characters: 'Loans for students'.length });
    const rest = await post(t.app, '/api/translation/nmt/selection/count', { projectId, targetLang: 'hi', kind: 'nmt', nmtService: 'libretranslate' }, auth);
    expect(rest.body.data.segments).toBe(2);

    // Nothing new left on page A: the run is refused before any engine call.
    const again = await applyNmt(t.app, owner.token, { projectId, targetLang: 'hi', nmtService: 'libretranslate', selection, requestId: newRequestId() });
    expect([again.status, again.body.type]).toEqual([400, 'NO_NEW_CONTENT']);
  });

  it('transliteration filtered to a page stays on that page; an unknown page is 404', async () => {
    const { owner, projectId } = await createMtProject(t.app, [
      { segments: [{ hash: 'ta1', text: 'Namaste' }] },
      { segments: [{ hash: 'tb1', text: 'Dhanyavaad' }] },
    ]);
    const auth = { token: owner.token };
    const started = await post(t.app, '/api/transliteration/applyTransliteration', { projectId, targetLang: 'hi', selection: { url: PAGE_B } }, auth);
    expect(started.body.data).toMatchObject({ total: 1, engine: 'transliteration' });
    await waitForRun(t.app, owner.token, projectId, started.body.data.id);
    const pageA = await post(t.app, '/api/translation/dashboard/get', { projectId, targetLang: 'hi', url: PAGE_A }, auth);
    expect(pageA.body.data.rows[0].translation).toBeNull();
    const unknown = await post(
      t.app,
      '/api/translation/nmt/selection/count',
      { projectId, targetLang: 'hi', kind: 't13n', selection: { url: 'https://www.example.com/nope' } },
      auth,
    );
    expect(unknown.status).toBe(404);
  });
});
