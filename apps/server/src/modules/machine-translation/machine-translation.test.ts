import { NO_NEW_CONTENT_MESSAGE } from '@lipi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createMember } from '../projects/project-test-helpers.ts';
import { applyNmt, createMtApp, createMtProject, newRequestId, startFakeLibre, waitForRun, type FakeLibre } from './mt-test-helpers.ts';

describe('machine translation calls', () => {
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

  it('nmt/apply: starts a run at once, the same requestId returns the same run', async () => {
    const { owner, projectId } = await createMtProject(t.app, [
      {
        segments: [
          { hash: 'a1', text: 'Hello world' },
          { hash: 'a2', text: 'Good morning' },
        ],
      },
    ]);
    const requestId = newRequestId();
    const first = await applyNmt(t.app, owner.token, { projectId, targetLang: 'hi', nmtService: 'libretranslate', requestId, origin: 'editor', tp: 1 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: 'Machine translation started', type: null });
    expect(first.body.data).toMatchObject({ projectId, requestId, kind: 'nmt', targetLang: 'hi', engine: 'libretranslate', total: 2, pivotLang: null });
    expect(['queued', 'running', 'completed']).toContain(first.body.data.status);
    const again = await applyNmt(t.app, owner.token, { projectId, targetLang: 'hi', nmtService: 'libretranslate', requestId });
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.body.message).toBe('Machine translation already requested');
    const done = await waitForRun(t.app, owner.token, projectId, first.body.data.id);
    expect(done.run).toMatchObject({ status: 'completed', total: 2, done: 2, fromMemory: 0, failed: 0, error: null });
    expect(done.errors).toEqual([]);
    // Everything is translated now: nothing new for the language.
    const none = await applyNmt(t.app, owner.token, { projectId, targetLang: 'hi', nmtService: 'libretranslate' });
    expect([none.status, none.body.success, none.body.message, none.body.type]).toEqual([400, false, NO_NEW_CONTENT_MESSAGE, 'NO_NEW_CONTENT']);
    const runs = await post(t.app, '/api/translation/nmt/runs', { projectId }, { token: owner.token });
    expect(runs.body.data.runs.map((r: { id: string }) => r.id)).toEqual([first.body.data.id]);
    const byRequest = await post(t.app, '/api/translation/nmt/status', { projectId, requestId }, { token: owner.token });
    expect(byRequest.body.data.run.id).toBe(first.body.data.id);
  });

  it('nmt/apply: two requests with one requestId at the same moment make one run', async () => {
    const { owner, projectId } = await createMtProject(t.app, [{ segments: [{ hash: 'd1', text: 'At once' }] }]);
    const requestId = newRequestId();
    const both = await Promise.all([1, 2].map(() => applyNmt(t.app, owner.token, { projectId, targetLang: 'hi', requestId })));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[0]!.body.data.id).toBe(both[1]!.body.data.id);
    const runs = await post(t.app, '/api/translation/nmt/runs', { projectId }, { token: owner.token });
    expect(runs.body.data.runs).toHaveLength(1);
    await waitForRun(t.app, owner.token, projectId, both[0]!.body.data.id);
  });

  it('nmt/apply: validation in the envelope, 404 for another organisation, 403 without translation.machine', async () => {
    const { owner, projectId } = await createMtProject(t.app, [{ segments: [{ hash: 'b1', text: 'Contact us' }] }]);
    const invalid = await post(t.app, '/api/translation/nmt/apply', { projectId, targetLang: 'xx', idArr: [] }, { token: owner.token });
    expect([invalid.status, invalid.body.success, invalid.body.type]).toEqual([400, false, 'VALIDATION_ERROR']);
    const badEngine = await applyNmt(t.app, owner.token, { projectId, targetLang: 'hi', nmtService: 'nope' });
    expect(badEngine.body.type).toBe('VALIDATION_ERROR');
    const notLanguage = await applyNmt(t.app, owner.token, { projectId, targetLang: 'ta' });
    expect([notLanguage.status, notLanguage.body.message]).toEqual([400, 'This language is not one of the project\u2019s languages.']);
    const unconfigured = await applyNmt(t.app, owner.token, { projectId, targetLang: 'hi', nmtService: 'deepl' });
    expect([unconfigured.status, unconfigured.body.message]).toEqual([400, 'DeepL is not configured on this server. Please choose another engine.']);
    const stranger = await createMember(t.app, 'organisationAdmin');
    expect((await applyNmt(t.app, stranger.token, { projectId, targetLang: 'hi' })).status).toBe(404);
    expect((await post(t.app, '/api/translation/nmt/status', { projectId, requestId: 'x' }, { token: stranger.token })).status).toBe(404);
    const translator = await createMember(t.app, 'lokSabhaTranslator', owner.organisationId);
    const refused = await applyNmt(t.app, translator.token, { projectId, targetLang: 'hi' });
    expect([refused.status, refused.body.type]).toEqual([403, 'FORBIDDEN']);
    const unknownRun = await post(t.app, '/api/translation/nmt/status', { projectId, requestId: 'never-made' }, { token: owner.token });
    expect([unknownRun.status, unknownRun.body.message]).toEqual([404, 'Translation run not found']);
    const neither = await post(t.app, '/api/translation/nmt/status', { projectId }, { token: owner.token });
    expect([neither.status, neither.body.message]).toEqual([400, 'requestId or runId is required']);
  });

  it('engines: list, per language of the project, update refusing unconfigured engines and unsupported pairs', async () => {
    const { owner, projectId } = await createMtProject(t.app, [], ['hi', 'mr']);
    const list = await post(t.app, '/api/translation/engines/list', {}, { token: owner.token });
    const byId = (id: string) => (list.body.data.engines as { id: string }[]).find((e) => e.id === id);
    expect(byId('transliteration')).toMatchObject({ label: 'Transliteration (offline, built in)', configured: true, pairs: null });
    expect(byId('transliteration')).toMatchObject({ targets: expect.arrayContaining(['hi', 'mr', 'ta']) });
    expect(byId('libretranslate')).toMatchObject({ label: 'LibreTranslate', configured: true, targets: expect.arrayContaining(['hi']) });
    expect(byId('libretranslate')).not.toMatchObject({ targets: expect.arrayContaining(['mr']) });
    expect(byId('deepl')).toEqual({ id: 'deepl', label: 'DeepL', configured: false, targets: [], pairs: null, languagesError: null, languagesPending: false });
    const before = await post(t.app, '/api/translation/engines/get', { projectId }, { token: owner.token });
    expect(before.body.data).toEqual({
      sourceLang: 'en',
      engines: [
        { targetLang: 'hi', engine: 'transliteration', pivotLang: null, isDefault: true },
        { targetLang: 'mr', engine: 'transliteration', pivotLang: null, isDefault: true },
      ],
    });
    const update = (body: Record<string, unknown>, token = owner.token) => post(t.app, '/api/translation/engines/update', { projectId, ...body }, { token });
    const set = await update({ targetLang: 'hi', engine: 'libretranslate' });
    expect(set.body.data.engines[0]).toEqual({ targetLang: 'hi', engine: 'libretranslate', pivotLang: null, isDefault: false });
    expect((await update({ targetLang: 'mr', engine: 'libretranslate' })).body.message).toBe('LibreTranslate does not translate English to Marathi.');
    expect((await update({ targetLang: 'mr', engine: 'libretranslate', pivotLang: 'hi' })).body.message).toBe(
      'LibreTranslate does not translate Hindi to Marathi.',
    );
    expect((await update({ targetLang: 'hi', engine: 'google' })).body.message).toBe(
      'Google Cloud Translation is not configured on this server. Please choose another engine.',
    );
    expect((await update({ targetLang: 'ta', engine: 'transliteration' })).body.message).toBe('Tamil is not a language of this project.');
    expect((await update({ targetLang: 'hi', engine: 'libretranslate', pivotLang: 'hi' })).body.type).toBe('VALIDATION_ERROR');
    const translator = await createMember(t.app, 'lokSabhaTranslator', owner.organisationId);
    expect((await update({ targetLang: 'hi', engine: 'transliteration' }, translator.token)).status).toBe(403);
    expect((await post(t.app, '/api/translation/engines/get', { projectId }, { token: translator.token })).status).toBe(200);
    const stranger = await createMember(t.app, 'organisationAdmin');
    expect((await update({ targetLang: 'hi', engine: 'transliteration' }, stranger.token)).status).toBe(404);
  });

  it('transliteration/applyTransliteration: the offline engine writes t13n rows in Devanagari, using the transliteration glossary first', async () => {
    const { owner, projectId } = await createMtProject(t.app, [
      {
        segments: [
          { hash: 'c1', text: 'Welcome to Lipi' },
          { hash: 'c2', text: 'Computer' },
        ],
      },
    ]);
    await t.app.ctx.db
      .insert((await import('../../db/schema/index.ts')).transliterationEntries)
      .values({ projectId, kind: 'glossary', targetLang: 'hi', source: 'lipi', target: 'लिपि' });
    const res = await post(
      t.app,
      '/api/transliteration/applyTransliteration',
      { projectId, targetLang: 'hi', idArr: ['c1', 'c2', 'unknown'] },
      { token: owner.token },
    );
    expect(res.body.data).toMatchObject({ kind: 't13n', engine: 'transliteration', total: 2 });
    const done = await waitForRun(t.app, owner.token, projectId, res.body.data.id);
    expect(done.run).toMatchObject({ status: 'completed', done: 2, failed: 0 });
    const rows = await t.app.ctx.db.query.translationMemory.findMany({ where: (tm, { eq }) => eq(tm.organisationId, owner.organisationId) });
    expect(rows.map((r) => [r.sourceHash, r.type, r.displayType]).sort()).toEqual([
      ['c1', 'MACHINE', 't13n'],
      ['c2', 'MACHINE', 't13n'],
    ]);
    const welcome = rows.find((r) => r.sourceHash === 'c1')!.preProcessedTarget;
    expect(welcome).toMatch(/^[\u0900-\u097F ]+$/);
    expect(welcome.endsWith('लिपि')).toBe(true);
    expect(rows.find((r) => r.sourceHash === 'c2')!.preProcessedTarget).toBe('कंप्यूटर');
  });

  it('phonetic typing: public, CORS for any origin, Devanagari from romanised input', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/transliteration/phonetic?text=namaste&lang=hi',
      headers: { origin: 'https://customer.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.json()).toMatchObject({ success: true, data: { text: 'नमस्ते' } });
    // A loosely typed word gets the listed spelling first and a few alternatives.
    const loose = (await t.app.inject({ method: 'GET', url: '/api/transliteration/phonetic?text=hain&lang=hi' })).json();
    expect(loose.data.text).toBe('हैं');
    expect(loose.data.suggestions.length).toBeGreaterThan(1);
    expect(loose.data.suggestions.length).toBeLessThanOrEqual(4);
    const bad = await t.app.inject({ method: 'GET', url: '/api/transliteration/phonetic?text=namaste&lang=xx' });
    expect([bad.statusCode, bad.headers['access-control-allow-origin'], bad.json().type]).toEqual([400, '*', 'VALIDATION_ERROR']);
  });
});
