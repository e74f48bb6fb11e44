import { fnv1a64 } from '@lipi/engine/extract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, randomIp } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createMtApp, startFakeLibre, type FakeLibre } from '../machine-translation/mt-test-helpers.ts';
import { createMember, type Member } from '../projects/project-test-helpers.ts';
import { writeTranslations } from '../translation-memory/tm-store.ts';

describe('the dynamic API (avk_get/translation) with project keys', () => {
  let t: TestApp;
  let libre: FakeLibre;
  let admin: Member;
  let projectId: string;
  let key: string;
  beforeAll(async () => {
    libre = await startFakeLibre();
    t = await createMtApp(libre.url);
    admin = await createMember(t.app, 'organisationAdmin');
    projectId = (await post(t.app, '/api/project/apiTranslation/create', { name: 'Dynamic app', languages: ['hi'] }, { token: admin.token })).body.data
      .projectId;
    const created = await post(t.app, '/api/apiTranslation/apiKeys/create', { projectId, name: 'web app' }, { token: admin.token });
    expect(created.status).toBe(200);
    key = created.body.data.key;
  });
  afterAll(async () => {
    await t.close();
    await libre.close();
  });
  const translate = (body: unknown, apiKey: string | undefined = key) =>
    t.app.inject({
      method: 'POST',
      url: '/api/avk_get/translation',
      payload: body as object,
      headers: apiKey ? { 'x-api-key': apiKey } : {},
      remoteAddress: randomIp(),
    });

  it('shows the key once and stores only its hash', async () => {
    expect(key).toMatch(/^lipi_[\w-]{40,}$/);
    const list = await post(t.app, '/api/apiTranslation/apiKeys/list', { projectId }, { token: admin.token });
    expect(list.body.data.keys).toEqual([expect.objectContaining({ name: 'web app', prefix: key.slice(0, 11), revokedAt: null })]);
    expect(JSON.stringify(list.body)).not.toContain(key);
  });

  it('answers the same shape: memory first, the engine on a miss, a bot from memory only, all logged', async () => {
    await writeTranslations(
      t.app.ctx.db,
      admin.organisationId,
      [
        {
          sourceHash: fnv1a64('Checkout'),
          sourceText: 'Checkout',
          targetLang: 'hi',
          preProcessedTarget: 'भुगतान करें',
          type: 'USER',
          displayType: 'translation',
          origin: 'test',
        },
      ],
      { keepHuman: false },
    );
    const bot = await translate({ targetLanguage: 'hi', bot: true, data: { title: 'Welcome {{name}}', items: ['Checkout', 'Cart'] } });
    expect(bot.json().data).toMatchObject({
      data: { title: 'Welcome {{name}}', items: ['भुगतान करें', 'Cart'] },
      counts: { segments: 3, fromMemory: 1, machine: 0 },
    });

    const res = await translate({ sourceLanguage: 'en', targetLanguage: 'hi', data: { title: 'Welcome {{name}}', items: ['Checkout', 'Cart'], n: 2 } });
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body.counts).toEqual({ segments: 3, fromMemory: 1, machine: 2, failed: 0 });
    expect(body.data.items[0]).toBe('भुगतान करें');
    expect(body.data.n).toBe(2);
    expect(body.data.title).toMatch(/^[\u0900-\u097F]+ \{\{name\}\}$/);
    // A string alone comes back a string; what the engine did is in memory now.
    const again = (await translate({ targetLanguage: 'hi', data: 'Cart' })).json().data;
    expect(again).toMatchObject({ data: body.data.items[1], counts: { fromMemory: 1, machine: 0 } });

    const log = await post(t.app, '/api/apiTranslation/json/requests/list', { projectId }, { token: admin.token });
    expect(log.body.data).toMatchObject({ total: 3, nmtReqs: 1 });
    expect(log.body.data.jsonRequestsList[2]).toMatchObject({ bot: true, characters: 0, keyPrefix: key.slice(0, 11) });
    const id = log.body.data.jsonRequestsList[0].requestId;
    expect((await post(t.app, '/api/apiTranslation/json/request/details', { projectId, requestId: id }, { token: admin.token })).body.data).toMatchObject({
      requestId: id,
      issues: [],
    });
    expect((await post(t.app, '/api/apiTranslation/json/request/delete', { projectId, requestId: id }, { token: admin.token })).status).toBe(200);
    expect((await post(t.app, '/api/apiTranslation/json/request/details', { projectId, requestId: id }, { token: admin.token })).status).toBe(404);
    // The dynamic texts are listed with the project's API items.
    const items = await post(t.app, '/api/apiTranslation/paginated/get', { projectId }, { token: admin.token });
    expect(items.body.data.items).toEqual([expect.objectContaining({ kind: 'dynamic', name: 'Dynamic API', translated: { hi: 3 } })]);
  });

  it('refuses a wrong, missing or revoked key, bad input and too deep JSON, with clear messages', async () => {
    expect((await translate({ targetLanguage: 'hi', data: 'x' }, 'lipi_wrong')).json()).toMatchObject({
      type: 'UNAUTHORIZED',
      message: 'Invalid or revoked API key',
    });
    expect((await translate({ targetLanguage: 'hi', data: 'x' }, '')).statusCode).toBe(401);
    expect((await translate({ targetLanguage: 'ta', data: 'x' })).json().message).toBe('This language is not one of the project\u2019s languages.');
    expect((await translate({ sourceLanguage: 'hi', targetLanguage: 'hi', data: 'x' })).json().message).toBe(
      'This project\'s texts are in en: send sourceLanguage "en".',
    );
    let deep: unknown = 'x';
    for (let i = 0; i < 120; i++) deep = { a: deep };
    expect((await translate({ targetLanguage: 'hi', data: deep })).json().message).toBe('The JSON is nested deeper than 100 levels.');
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/avk_get/translation',
      payload: JSON.stringify({ targetLanguage: 'hi', data: 'x'.repeat(21 * 1024 * 1024) }),
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      remoteAddress: randomIp(),
    });
    expect(big.json()).toMatchObject({ success: false, message: 'The JSON is larger than 20 MB.' });

    const second = (await post(t.app, '/api/apiTranslation/apiKeys/create', { projectId, name: 'old' }, { token: admin.token })).body.data;
    expect((await translate({ targetLanguage: 'hi', data: 'Cart' }, second.key)).statusCode).toBe(200);
    expect((await post(t.app, '/api/apiTranslation/apiKeys/revoke', { projectId, keyId: second.keyId }, { token: admin.token })).status).toBe(200);
    expect((await translate({ targetLanguage: 'hi', data: 'Cart' }, second.key)).statusCode).toBe(401);
    const outsider = await createMember(t.app, 'organisationAdmin');
    expect((await post(t.app, '/api/apiTranslation/apiKeys/list', { projectId }, { token: outsider.token })).status).toBe(404);
  });
});
