import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectSettingEntries } from '../../db/schema/index.ts';
import { post } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMember, createTestProject, seedScope } from '../projects/project-test-helpers.ts';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({}, { startWorkers: false });
  app = t.app;
});
afterAll(() => t.close());

/** What the crawler reads: the stored values of one list. */
const entries = async (projectId: string, kind: string) =>
  (
    await app.ctx.db
      .select()
      .from(projectSettingEntries)
      .where(and(eq(projectSettingEntries.projectId, projectId), eq(projectSettingEntries.kind, kind)))
  ).map((e) => e.value);

async function setup() {
  const admin = await createMember(app);
  const projectId = await createTestProject(app, admin);
  const send = (url: string, body: Record<string, unknown>, token = admin.token) => post(app, url, { projectId, ...body }, { token });
  return { admin, projectId, send };
}

describe('simple settings lists', () => {
  it('adds, lists and deletes custom font sizes (one per language)', async () => {
    const { send } = await setup();
    const added = await send('/api/custom-font-size/add', { language: 'hi', fontSize: 18 });
    expect(added.body).toMatchObject({ success: true, data: { fontSizes: [{ language: 'hi', fontSize: '18' }] } });
    await send('/api/custom-font-size/add', { language: 'hi', fontSize: '1.2em' });
    await send('/api/custom-font-size/add', { language: 'ta', fontSize: '20px' });
    const list = await send('/api/custom-font-size/get', {});
    expect(list.body.data.fontSizes.map((f: { language: string; fontSize: string }) => [f.language, f.fontSize])).toEqual([
      ['hi', '1.2em'],
      ['ta', '20px'],
    ]);
    const id = list.body.data.fontSizes[0].id;
    expect((await send('/api/custom-font-size/delete', { id })).body.data).toEqual({ id });
    expect((await send('/api/custom-font-size/get', {})).body.data.fontSizes).toHaveLength(1);
    const again = await send('/api/custom-font-size/delete', { id });
    expect(again.body).toMatchObject({ success: false, message: 'Some error occurred. Please try again' });
    expect((await send('/api/custom-font-size/add', { language: 'hi', fontSize: 'huge' })).body.message).toBe('Please enter a font size such as 16 or 1.2em');
  });

  it("adds no-translation nodes after checking the selector with the extractor's parser", async () => {
    const { send, projectId } = await setup();
    const added = await send('/api/no-translation-node/add', { selector: 'nav .brand, [data-sku]' });
    expect(added.body.data.nodes).toMatchObject([{ selector: 'nav .brand, [data-sku]' }]);
    const bad = await send('/api/no-translation-node/add', { selector: 'div > p' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Unsupported selector "div > p": the ">" combinator is not supported');
    expect((await send('/api/no-translation-node/add', { selector: 'a:hover' })).body.message).toMatch(/pseudo-classes are not supported/);
    const list = await send('/api/no-translation-node/get', {});
    expect(list.body.data.nodes).toHaveLength(1);
    expect((await send('/api/no-translation-node/delete', { id: list.body.data.nodes[0].id })).status).toBe(200);
    expect((await send('/api/no-translation-node/delete', { id: 'nope' })).body.message).toBe('Some error occurred. Please try again');
    expect(await entries(projectId, 'noTranslationNode')).toEqual([]);
  });

  it('adds swalekh class names, once each', async () => {
    const { send } = await setup();
    await send('/api/swalekhIntegration/add', { className: 'search-box' });
    const twice = await send('/api/swalekhIntegration/add', { className: 'search-box' });
    expect(twice.body.data.classNames).toMatchObject([{ className: 'search-box' }]);
    expect((await send('/api/swalekhIntegration/add', { className: 'two classes' })).body.message).toBe('Please enter a single CSS class name');
    const id = twice.body.data.classNames[0].id;
    expect((await send('/api/swalekhIntegration/delete', { id })).status).toBe(200);
    expect((await send('/api/swalekhIntegration/get', {})).body.data).toEqual({ classNames: [] });
  });

  it("keeps a list's entries to its project: another project's entry id is not found", async () => {
    const first = await setup();
    const second = await setup();
    const added = await first.send('/api/swalekhIntegration/add', { className: 'mine' });
    const res = await post(
      app,
      '/api/swalekhIntegration/delete',
      { projectId: second.projectId, id: added.body.data.classNames[0].id },
      { token: second.admin.token },
    );
    expect(res.status).toBe(404);
    expect((await first.send('/api/swalekhIntegration/get', {})).body.data.classNames).toHaveLength(1);
  });
});

describe('ignore patterns', () => {
  it("counts the project's segments each pattern matches, and refuses unsafe patterns", async () => {
    const { send, projectId } = await setup();
    await seedScope(app, projectId, [
      {
        url: 'https://x.example.org/',
        segments: [
          { hash: 'a', text: 'Order SKU-1234 today', words: 3 },
          { hash: 'b', text: 'SKU-9 <1>in stock</1>', words: 3 },
          { hash: 'c', text: 'Nothing to see', words: 3 },
          { hash: 'd', text: 'in<1>stock</1> now', words: 2 },
        ],
      },
    ]);
    const added = await send('/api/ignore-pattern/add', { pattern: 'SKU-\\d+' });
    expect(added.body).toMatchObject({ success: true, data: { patterns: [{ pattern: 'SKU-\\d+', total: 2 }] } });
    // Inline-tag markers are not part of the text a pattern sees.
    await send('/api/ignore-pattern/add', { pattern: 'in stock' });
    const fetched = await send('/api/fetchIgnorePatterns', {});
    expect(fetched.body.data.patterns.map((p: { pattern: string; total: number }) => [p.pattern, p.total])).toEqual([
      ['SKU-\\d+', 2],
      ['in stock', 1],
    ]);
    expect((await send('/api/ignore-pattern/fetchIgnorePatterns', {})).body.data).toEqual(fetched.body.data);
    expect(await entries(projectId, 'ignorePattern')).toEqual(['SKU-\\d+', 'in stock']);

    for (const [pattern, message] of [
      ['(a+)+$', /could take too long/],
      ['([a-z', /not a valid regular expression/],
      ['x'.repeat(201), /at most 200 characters/],
    ] as const) {
      const refused = await send('/api/ignore-pattern/add', { pattern });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(message);
    }
    const id = fetched.body.data.patterns[0].id;
    expect((await send('/api/deleteIgnorePatterns', { id })).body.data).toEqual({ id });
    expect((await send('/api/ignore-pattern/deleteIgnorePatterns', { id })).body.message).toBe('Some error occurred. Please try again');
  });
});

describe('popup CSS', () => {
  it('stores CSS only, at most 20 KB', async () => {
    const { send } = await setup();
    expect((await send('/api/snippet/pop-up/css/fetch', {})).body.data).toEqual({ css: '' });
    const res = await send('/api/snippet/pop-up/css/update', { css: '.lipi-popup{color:red}</style><script>alert(1)</script>@import "x.css";' });
    expect(res.body.data.css).toBe('.lipi-popup{color:red}><script>alert(1)</script>');
    expect((await send('/api/snippet/pop-up/css/fetch', {})).body.data.css).toBe(res.body.data.css);
    const big = await send('/api/snippet/pop-up/css/update', { css: 'a'.repeat(20 * 1024 + 1) });
    expect(big.body).toMatchObject({ success: false, message: 'The CSS can be at most 20 KB' });
    const wide = await send('/api/snippet/pop-up/css/update', { css: 'ह'.repeat(7000) });
    expect(wide.body.message).toBe('The CSS can be at most 20 KB');
  });

  it('lets every role read settings but only managers change them', async () => {
    const { admin, projectId } = await setup();
    const translator = await createMember(app, 'translationAdmin', admin.organisationId);
    expect((await post(app, '/api/snippet/pop-up/css/fetch', { projectId }, { token: translator.token })).status).toBe(200);
    expect((await post(app, '/api/snippet/pop-up/css/update', { projectId, css: '' }, { token: translator.token })).status).toBe(403);
    expect((await post(app, '/api/ignore-pattern/add', { projectId, pattern: 'x' }, { token: translator.token })).status).toBe(403);
  });
});
