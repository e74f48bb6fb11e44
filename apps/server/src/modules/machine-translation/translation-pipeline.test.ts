import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { engineUsage, notifications, translationMemory } from '../../db/schema/index.ts';
import { post } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { writeTranslations } from '../translation-memory/tm-store.ts';
import {
  applyNmt,
  createMtApp,
  createMtProject,
  fakeText,
  startFakeLibre,
  waitForRun,
  type FakeLibre,
  type LibreCall,
  type LibreReply,
} from './mt-test-helpers.ts';
import { usageMonth } from './run-commit.ts';

type Decide = (call: LibreCall, index: number) => LibreReply;
const translateAll: Decide = (call) => ({ texts: call.q.map((t) => fakeText(t, call.target)) });

describe('the translation pipeline against LibreTranslate', () => {
  let t: TestApp;
  let libre: FakeLibre;
  let decide: Decide = translateAll;
  beforeAll(async () => {
    libre = await startFakeLibre((call, index) => decide(call, index));
    t = await createMtApp(libre.url);
  });
  afterAll(async () => {
    await t.close();
    await libre.close();
  });
  beforeEach(() => {
    decide = translateAll;
    libre.calls.length = 0;
  });

  const memoryOf = async (organisationId: string, targetLang = 'hi') => {
    const rows = await t.app.ctx.db
      .select()
      .from(translationMemory)
      .where(and(eq(translationMemory.organisationId, organisationId), eq(translationMemory.targetLang, targetLang)));
    return new Map(rows.map((r) => [r.sourceHash, r]));
  };
  const run = async (token: string, projectId: string, body: Record<string, unknown> = {}) => {
    const res = await applyNmt(t.app, token, { projectId, targetLang: 'hi', nmtService: 'libretranslate', ...body });
    expect(res.status).toBe(200);
    return waitForRun(t.app, token, projectId, res.body.data.id);
  };

  it('reads the memory first, sends each text once, in batches within the engine limits, one domain per call', async () => {
    const items = Array.from({ length: 120 }, (_, i) => ({ hash: `item-${i}`, text: `Item number ${i}` }));
    const { owner, projectId } = await createMtProject(t.app, [
      {
        host: 'a.example.com',
        segments: [
          { hash: 'hello-1', text: 'Hello' },
          { hash: 'hello-2', text: 'Hello' },
          { hash: 'human', text: 'Edited by a person' },
          { hash: 'machine', text: 'Done before' },
          ...items,
        ],
      },
      { host: 'b.example.com', segments: [{ hash: 'welcome', text: 'Welcome' }] },
    ]);
    const human = {
      sourceText: 'Edited by a person',
      targetLang: 'hi',
      preProcessedTarget: 'व्यक्ति',
      type: 'USER' as const,
      displayType: 'translation' as const,
      origin: 'user',
    };
    await writeTranslations(
      t.app.ctx.db,
      owner.organisationId,
      [
        { ...human, sourceHash: 'human' },
        { ...human, sourceHash: 'machine', sourceText: 'Done before', type: 'MACHINE', preProcessedTarget: 'पहले' },
      ],
      { keepHuman: false },
    );
    const all = ['hello-1', 'hello-2', 'human', 'machine', 'welcome', ...items.map((i) => i.hash)];
    const result = await run(owner.token, projectId, { idArr: all });
    expect(result.run).toMatchObject({ status: 'completed', total: 125, done: 125, fromMemory: 2, failed: 0 });
    const sent = libre.calls.flatMap((c) => c.q);
    expect(sent.filter((q) => q === 'Hello')).toHaveLength(1);
    expect(sent).toHaveLength(122);
    expect(Math.max(...libre.calls.map((c) => c.q.length))).toBeLessThanOrEqual(50);
    expect(libre.calls.every((c) => c.q.includes('Welcome') === (c.q.length === 1))).toBe(true);
    const memory = await memoryOf(owner.organisationId);
    expect(memory.get('hello-2')).toMatchObject({ preProcessedTarget: 'hi:Hello', type: 'MACHINE', displayType: 'translation' });
    expect(memory.get('human')).toMatchObject({ preProcessedTarget: 'व्यक्ति', type: 'USER' });
    expect(memory.get('machine')!.preProcessedTarget).toBe('पहले');
    const usage = await t.app.ctx.db.select().from(engineUsage).where(eq(engineUsage.projectId, projectId));
    const chars = (host: string) =>
      libre.calls
        .filter((c) => c.q.includes('Welcome') === (host === 'b.example.com'))
        .flatMap((c) => c.q)
        .join('').length;
    expect(usage.map((u) => ({ ...u, projectId: undefined })).sort((a, b) => a.hostname.localeCompare(b.hostname))).toEqual([
      {
        projectId: undefined,
        hostname: 'a.example.com',
        month: usageMonth(new Date()),
        engine: 'libretranslate',
        calls: libre.calls.length - 1,
        characters: chars('a.example.com'),
      },
      { projectId: undefined, hostname: 'b.example.com', month: usageMonth(new Date()), engine: 'libretranslate', calls: 1, characters: 'Welcome'.length },
    ]);
    const [note] = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(note).toMatchObject({
      projectId,
      type: 'translationCompleted',
      message: 'Machine translation into Hindi finished: 123 translated, 2 already in memory.',
    });
  });

  it('retries a 429 after the time the provider asked for, then succeeds', async () => {
    const { owner, projectId } = await createMtProject(t.app, [{ segments: [{ hash: 'r1', text: 'Try again' }] }]);
    decide = (call, index) =>
      index === 0 ? { status: 429, body: { error: 'Slowdown: 1 per 1 second' }, headers: { 'retry-after': '1' } } : translateAll(call, index);
    const started = Date.now();
    const result = await run(owner.token, projectId);
    expect(result.run).toMatchObject({ status: 'completed', done: 1, failed: 0 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(libre.calls).toHaveLength(2);
    expect((await memoryOf(owner.organisationId)).get('r1')!.preProcessedTarget).toBe('hi:Try again');
    const [usage] = await t.app.ctx.db.select().from(engineUsage).where(eq(engineUsage.projectId, projectId));
    expect(usage!.calls).toBe(2);
  });

  it('gives up after the attempts, recording the reason per segment; the run fails when nothing was translated', async () => {
    const { owner, projectId } = await createMtProject(t.app, [
      {
        segments: [
          { hash: 'f1', text: 'Down' },
          { hash: 'f2', text: 'Still down' },
        ],
      },
    ]);
    decide = () => ({ status: 503, body: { error: 'Model loading' } });
    const result = await run(owner.token, projectId);
    expect(libre.calls).toHaveLength(4);
    expect(result.run).toMatchObject({
      status: 'failed',
      done: 2,
      failed: 2,
      error: 'No segment could be translated: LibreTranslate answered 503: Model loading',
    });
    expect(result.errors).toEqual([
      { sourceHash: 'f1', message: 'LibreTranslate answered 503: Model loading' },
      { sourceHash: 'f2', message: 'LibreTranslate answered 503: Model loading' },
    ]);
    expect((await memoryOf(owner.organisationId)).size).toBe(0);
  });

  it('masks inline tags: a translation that drops a token is an error and is not stored', async () => {
    const { owner, projectId } = await createMtProject(t.app, [
      {
        segments: [
          { hash: 'tag-ok', text: 'Read <1>the terms</1> first' },
          { hash: 'tag-lost', text: 'Lose <1>this</1> tag' },
        ],
      },
    ]);
    decide = (call) => ({ texts: call.q.map((q) => (q.startsWith('Lose') ? fakeText(q.replace(/\{\{\d+\}\}/g, ''), call.target) : fakeText(q, call.target))) });
    const result = await run(owner.token, projectId);
    expect(libre.calls.flatMap((c) => c.q).some((q) => q.includes('<1>'))).toBe(false);
    expect(result.run).toMatchObject({ status: 'completed', done: 2, failed: 1 });
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0].sourceHash).toBe('tag-lost');
    const memory = await memoryOf(owner.organisationId);
    expect(memory.get('tag-ok')!.preProcessedTarget).toBe('hi:Read <1>the terms</1> first');
    expect(memory.has('tag-lost')).toBe(false);
  });

  it('keeps a never-translate glossary term verbatim and puts an always-term in; the engine sees neither', async () => {
    const { owner, projectId } = await createMtProject(t.app, [{ segments: [{ hash: 'g1', text: 'Lipi makes Bharat multilingual' }] }]);
    const add = (body: Record<string, unknown>) => post(t.app, '/api/glossary/add', { projectId, ...body }, { token: owner.token });
    expect((await add({ term: 'Lipi', rule: 'never' })).status).toBe(200);
    expect((await add({ term: 'Bharat', rule: 'always', translations: { hi: 'भारत' } })).status).toBe(200);
    const result = await run(owner.token, projectId);
    expect(result.run).toMatchObject({ status: 'completed', failed: 0 });
    const sent = libre.calls.flatMap((c) => c.q);
    expect(sent.some((q) => q.includes('Lipi') || q.includes('Bharat'))).toBe(false);
    expect((await memoryOf(owner.organisationId)).get('g1')!.preProcessedTarget).toBe('hi:Lipi makes भारत multilingual');
  });

  it("replaces machine transliterations with translations, never a person's transliteration", async () => {
    const { owner, projectId } = await createMtProject(t.app, [
      {
        segments: [
          { hash: 't13n-machine', text: 'Open now' },
          { hash: 't13n-user', text: 'Closed' },
        ],
      },
    ]);
    const t13n = { targetLang: 'hi', displayType: 't13n' as const, origin: 't13n' };
    await writeTranslations(
      t.app.ctx.db,
      owner.organisationId,
      [
        { ...t13n, sourceHash: 't13n-machine', sourceText: 'Open now', preProcessedTarget: 'ओपन नाउ', type: 'MACHINE' },
        { ...t13n, sourceHash: 't13n-user', sourceText: 'Closed', preProcessedTarget: 'क्लोज़्ड', type: 'USER' },
      ],
      { keepHuman: false },
    );
    const result = await run(owner.token, projectId);
    expect(result.run).toMatchObject({ status: 'completed', total: 1, done: 1, fromMemory: 0 });
    const memory = await memoryOf(owner.organisationId);
    expect(memory.get('t13n-machine')).toMatchObject({ preProcessedTarget: 'hi:Open now', type: 'MACHINE', displayType: 'translation' });
    expect(memory.get('t13n-user')).toMatchObject({ preProcessedTarget: 'क्लोज़्ड', type: 'USER', displayType: 't13n' });
    // The transliteration engine itself finds nothing new.
    const again = await post(t.app, '/api/transliteration/applyTransliteration', { projectId, targetLang: 'hi', idArr: [] }, { token: owner.token });
    expect(again.body.message).toBe('Currently, there is no new content available for translation.');
  });

  it('goes through the pivot language set for the pair', async () => {
    const { owner, projectId } = await createMtProject(t.app, [{ segments: [{ hash: 'p1', text: 'Good evening' }] }], ['hi', 'ur']);
    const set = await post(
      t.app,
      '/api/translation/engines/update',
      { projectId, targetLang: 'ur', engine: 'libretranslate', pivotLang: 'hi' },
      { token: owner.token },
    );
    expect(set.status).toBe(200);
    const res = await applyNmt(t.app, owner.token, { projectId, targetLang: 'ur' });
    expect(res.body.data).toMatchObject({ engine: 'libretranslate', pivotLang: 'hi' });
    const result = await waitForRun(t.app, owner.token, projectId, res.body.data.id);
    expect(result.run.status).toBe('completed');
    expect(libre.calls.map((c) => [c.source, c.target, c.q])).toEqual([
      ['en', 'hi', ['Good evening']],
      ['hi', 'ur', ['hi:Good evening']],
    ]);
    expect((await memoryOf(owner.organisationId, 'ur')).get('p1')!.preProcessedTarget).toBe('ur:hi:Good evening');
  });
});
