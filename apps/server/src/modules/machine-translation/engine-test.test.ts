import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apertiumTestUrl } from '../../adapters/mt/testing/apertium-server.ts';
import { post } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMember } from '../projects/project-test-helpers.ts';
import { startFakeLibre, type FakeLibre } from './mt-test-helpers.ts';

const apertium = apertiumTestUrl();

describe('engine setup: translation/engine/test and the fetched languages', () => {
  let t: TestApp;
  let libre: FakeLibre;
  beforeAll(async () => {
    libre = await startFakeLibre(() => ({ status: 400, body: { error: 'hi is not supported by this server' } }));
    // Apertium on the real APy when CI started one; else an address where nothing listens.
    t = await createTestApp({ LIBRETRANSLATE_URL: libre.url, APERTIUM_URL: apertium.url ?? 'http://127.0.0.1:9' }, { startWorkers: false });
  });
  afterAll(async () => {
    await t.close();
    await libre.close();
  });

  it("shows the provider's error verbatim when the engine fails, and refuses an engine without settings", async () => {
    const admin = await createMember(t.app, 'organisationAdmin');
    const failed = await post(t.app, '/api/translation/engine/test', { engine: 'libretranslate', target: 'hi' }, { token: admin.token });
    expect(failed.status).toBe(200);
    expect(failed.body.data).toMatchObject({
      ok: false,
      engine: 'libretranslate',
      source: 'en',
      target: 'hi',
      translation: null,
      error: 'LibreTranslate answered 400: hi is not supported by this server',
    });
    expect(failed.body.data.text).toMatch(/7\.25%/);
    const google = await post(t.app, '/api/translation/engine/test', { engine: 'google', target: 'hi' }, { token: admin.token });
    expect([google.status, google.body.message]).toEqual([
      400,
      'Google Cloud Translation is not configured on this server. Set its settings and restart the server.',
    ]);
    const transliteration = await post(
      t.app,
      '/api/translation/engine/test',
      { engine: 'transliteration', target: 'hi', text: 'Open account' },
      { token: admin.token },
    );
    expect(transliteration.body.data).toMatchObject({ ok: true, error: null, translation: expect.stringMatching(/[\u0900-\u097f]/) });
  });

  it('is for those who manage translation settings', async () => {
    const translator = await createMember(t.app, 'collaborator');
    const refused = await post(t.app, '/api/translation/engine/test', { engine: 'transliteration', target: 'hi' }, { token: translator.token });
    expect(refused.status).toBe(403);
  });

  it.skipIf(!apertium.url)('Apertium through the real APy: a sample sentence in Spanish, its pairs listed, Hindi not offered', async () => {
    const admin = await createMember(t.app, 'organisationAdmin');
    const test = await post(
      t.app,
      '/api/translation/engine/test',
      { engine: 'apertium', target: 'es', text: 'Open a savings account today.' },
      { token: admin.token },
    );
    expect(test.body.data).toMatchObject({ ok: true, error: null, translation: expect.stringContaining('cuenta de ahorros') });
    const list = await post(t.app, '/api/translation/engines/list', {}, { token: admin.token });
    const entry = (list.body.data.engines as { id: string; targets: string[]; pairs: { source: string; target: string }[] }[]).find(
      (e) => e.id === 'apertium',
    )!;
    expect(entry.targets).toEqual(['es', 'es-MX']);
    expect(entry.pairs).toContainEqual({ source: 'hi', target: 'ur' });
  });

  it.skipIf(Boolean(apertium.url))('Apertium unreachable: the test says why and no language is offered', async () => {
    const admin = await createMember(t.app, 'organisationAdmin');
    const test = await post(t.app, '/api/translation/engine/test', { engine: 'apertium', target: 'es' }, { token: admin.token });
    expect(test.body.data).toMatchObject({ ok: false, error: expect.stringContaining('Apertium could not be reached') });
    const list = await post(t.app, '/api/translation/engines/list', {}, { token: admin.token });
    expect((list.body.data.engines as { id: string; targets: string[] }[]).find((e) => e.id === 'apertium')?.targets).toEqual([]);
  });
});
