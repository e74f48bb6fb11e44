import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeUrls, segments, urlSegments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMember, createTestProject, seedScope, type Member } from '../projects/project-test-helpers.ts';
import { forgetPageAnchors } from './page-anchors.ts';
import { ask, seedTranslations, seg } from './translation-test-helpers.ts';

let t: TestApp;
let admin: Member;
let projectId: string;
const SEGS = Array.from({ length: 23 }, (_, i) => seg(`Keyset row ${i} of the list`));
const SIZE = 4;
beforeAll(async () => {
  t = await createTestApp({}, { startWorkers: false });
  admin = await createMember(t.app);
  projectId = await createTestProject(t.app, admin);
  // Two pages sharing some rows: the project-wide order is found order, then first position.
  await seedScope(t.app, projectId, [
    { url: `https://keyset.example/one`, segments: SEGS.slice(0, 15) },
    { url: `https://keyset.example/two`, segments: SEGS.slice(10) },
  ]);
});
afterAll(async () => t?.close());

type Row = { sourceHash: string };
const page = async (pageNumber: number, body: object = {}) => {
  const res = await ask(t.app, admin.token, 'translation/dashboard/get', { projectId, targetLang: 'hi', pageSize: SIZE, pageNumber, ...body });
  expect(res.body.success).toBe(true);
  return (res.body.data.rows as Row[]).map((r) => r.sourceHash);
};
/** Every page read with OFFSET (no anchors: each page read alone). */
const offsetPages = async (pages: number, body: object = {}) => {
  const out: string[][] = [];
  for (let n = 1; n <= pages; n++) {
    forgetPageAnchors();
    out.push(await page(n, body));
  }
  return out;
};
/** The pages read walking forward, as an editor does (each after the one before: a seek). */
const walk = async (pages: number, body: object = {}) => {
  forgetPageAnchors();
  const out: string[][] = [];
  for (let n = 1; n <= pages; n++) out.push(await page(n, body));
  return out;
};

describe('keyset pages of the editor list', () => {
  it('walking forward gives the same rows as OFFSET across every page boundary', async () => {
    const pages = Math.ceil(SEGS.length / SIZE) + 1;
    const offset = await offsetPages(pages);
    expect(offset.flat()).toHaveLength(SEGS.length);
    expect(new Set(offset.flat()).size).toBe(SEGS.length);
    expect(await walk(pages)).toEqual(offset);
    // One URL (page order) and a search take the same path.
    const urlBody = { url: 'https://keyset.example/two' };
    expect(await walk(4, urlBody)).toEqual(await offsetPages(4, urlBody));
    expect(await walk(3, { search: 'row 1' })).toEqual(await offsetPages(3, { search: 'row 1' }));
  });

  it('a jump reads with OFFSET; going back and forth stays right', async () => {
    const offset = await offsetPages(4);
    forgetPageAnchors();
    expect(await page(3)).toEqual(offset[2]);
    expect(await page(4)).toEqual(offset[3]);
    expect(await page(1)).toEqual(offset[0]);
    expect(await page(2)).toEqual(offset[1]);
  });

  it('rows that leave the filter while the translator works do not make the next page skip any', async () => {
    const body = { filter: 'newContent' };
    const [first] = await walk(1, body);
    // The translator translates the first page's rows: they leave "new content".
    await seedTranslations(
      t.app,
      admin.organisationId,
      first!.map((hash) => ({ hash, text: SEGS.find((s) => s.hash === hash)!.text, lang: 'hi', target: 'अनुवाद', type: 'USER' })),
    );
    const next = await page(2, body);
    // OFFSET would now skip the rows that moved up into page 1; the seek gives the very next ones.
    const rest = (await offsetPages(1, { ...body, pageSize: 50 }))[0]!;
    expect(next).toEqual(rest.slice(0, SIZE));
    expect((await offsetPages(2, body))[1]).not.toEqual(next);
  });

  it('rows inserted before the page a translator is on do not repeat a row on the next page', async () => {
    const before = await walk(2);
    // A crawl finds a segment that sorts first (found earlier than the others, position 0).
    const early = seg('A row found before all the others');
    const [url] = await t.app.ctx.db.select().from(scopeUrls).where(eq(scopeUrls.url, 'https://keyset.example/one'));
    await t.app.ctx.db
      .insert(segments)
      .values({ projectId, sourceHash: early.hash, text: early.text, kind: 'text', wordCount: early.words, createdAt: new Date('2000-01-01') });
    await t.app.ctx.db.insert(urlSegments).values({ scopeUrlId: url!.id, projectId, sourceHash: early.hash, occurrences: 1, position: 0 });
    const next = await page(3);
    const all = (await offsetPages(1, { pageSize: 50 }))[0]!;
    expect(all[0]).toBe(early.hash);
    // The seek continues right after page 2's last row; OFFSET would repeat that row at the top.
    expect(next).toEqual(all.slice(all.indexOf(before[1]!.at(-1)!) + 1).slice(0, SIZE));
    expect((await offsetPages(3))[2]![0]).toBe(before[1]!.at(-1));
  });
});
