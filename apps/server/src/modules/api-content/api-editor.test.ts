import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, randomIp } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createMtApp, startFakeLibre, waitForRun, type FakeLibre } from '../machine-translation/mt-test-helpers.ts';
import { createMember, type Member } from '../projects/project-test-helpers.ts';

describe('API items, languages, the texts editor, counts and runs', () => {
  let t: TestApp;
  let libre: FakeLibre;
  let admin: Member;
  let outsider: Member;
  let projectId: string;
  let fileId: string;
  let key: string;
  beforeAll(async () => {
    libre = await startFakeLibre((call) => ({ texts: call.q.map((q) => `हि ${q}`) }));
    t = await createMtApp(libre.url);
    admin = await createMember(t.app, 'organisationAdmin');
    outsider = await createMember(t.app, 'organisationAdmin');
    projectId = (await post(t.app, '/api/project/apiTranslation/create', { name: 'Editor app', languages: ['hi'] }, { token: admin.token })).body.data
      .projectId;
    key = (await post(t.app, '/api/apiTranslation/apiKeys/create', { projectId, name: 'app' }, { token: admin.token })).body.data.key;
  });
  afterAll(async () => {
    await t.close();
    await libre.close();
  });
  const call = (path: string, body: object, token = admin.token) =>
    post(
      t.app,
      `/api/${/^(staticTranslation|dynamicTranslation|apiTransation)\//.test(path) ? '' : 'apiTranslation/'}${path}`,
      { projectId, ...body },
      { token },
    );
  const dynamic = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/avk_get/translation', payload: body, headers: { 'x-api-key': key }, remoteAddress: randomIp() });

  it('adds a file from a JSON body, renames it and refuses bad bodies', async () => {
    const added = await call('add/file', { name: 'app', data: { title: 'Welcome {{name}}', menu: { open: 'Open' } } });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ name: 'app.json', kind: 'static', keyCount: 2, segmentCount: 2, status: 'synced' });
    fileId = added.body.data.apiId;
    expect((await call('add/file', { name: 'x', data: 'not an object' })).status).toBe(400);
    expect((await call('add/file', { name: '', data: {} })).status).toBe(400);
    const renamed = await call('update', { apiId: fileId, name: 'common' });
    expect(renamed.body.data.name).toBe('common.json');
    await call('add/file', { name: 'other.json', data: { a: 'Other' } });
    expect((await call('update', { apiId: fileId, name: 'other.json' })).status).toBe(409);
    expect((await call('update', { apiId: fileId, name: 'x' }, outsider.token)).status).toBe(404);
  });

  it('lists, edits into memory and counts static texts; a dropped placeholder is refused', async () => {
    const list = await call('staticTranslation/getStaticTranslationDataList', { targetLang: 'hi', search: 'welcome' });
    expect(list.body.data).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    const row = list.body.data.rows[0];
    expect(row).toMatchObject({ itemName: 'common.json', key: 'title', text: 'Welcome {1}', translation: null });
    const bad = await call('staticTranslation/applyStaticContentEditByUser', { sourceHash: row.sourceHash, targetLang: 'hi', translation: 'स्वागत है' });
    expect(bad.status).toBe(400);
    const saved = await call('staticTranslation/applyStaticContentEditByUser', { sourceHash: row.sourceHash, targetLang: 'hi', translation: 'स्वागत है {1}' });
    expect(saved.body.data).toMatchObject({ translation: 'स्वागत है {1}', type: 'USER' });
    expect((await call('staticTranslation/applyStaticContentEditByUser', { sourceHash: 'nope', targetLang: 'hi', translation: 'x' })).status).toBe(404);
    expect((await call('staticTranslation/applyStaticContentEditByUser', { sourceHash: row.sourceHash, targetLang: 'ta', translation: 'x' })).status).toBe(400);
    const untranslated = await call('staticTranslation/getStaticTranslationDataList', { targetLang: 'hi', filter: 'untranslated' });
    expect(untranslated.body.data.rows.map((r: { key: string }) => r.key).sort()).toEqual(['a', 'menu.open']);
    const counts = await call('staticTranslation/tmCount/get', {});
    expect(counts.body.data).toEqual({ total: 3, languages: [{ targetLang: 'hi', total: 3, translated: 1, human: 1, machine: 0 }] });
    expect((await call('staticTranslation/tmCount/get', {}, outsider.token)).status).toBe(404);
  });

  it('groups dynamic texts by domain, lists, edits, counts and machine-translates them', async () => {
    await dynamic({ targetLanguage: 'hi', bot: true, domain: 'shop.example.com', data: { buy: 'Buy now', cart: 'Cart' } });
    await dynamic({ targetLanguage: 'hi', bot: true, data: ['Cart'] });
    const domains = await call('getDynamicDataDomainList', {});
    expect(domains.body.data.domains.map((d: { domain: string; segmentCount: number }) => [d.domain, d.segmentCount])).toEqual([
      ['Dynamic API', 1],
      ['shop.example.com', 2],
    ]);
    expect((await call('dynamic/segmentCount/get', {})).body.data).toMatchObject({ segments: 2, domains: 2, words: 3 });
    const list = await call('dynamicTranslation/getDynamicTranslationDataList', { targetLang: 'hi', apiId: domains.body.data.domains[1].apiId });
    expect(list.body.data.rows.map((r: { text: string }) => r.text)).toEqual(['Buy now', 'Cart']);
    // A file's text is not a dynamic one, and a file id is not a domain.
    expect(
      (
        await call('dynamic/tm/edit', {
          sourceHash: (await call('staticTranslation/getStaticTranslationDataList', { targetLang: 'hi' })).body.data.rows[0].sourceHash,
          targetLang: 'hi',
          translation: 'x {1}',
        })
      ).status,
    ).toBe(404);
    expect((await call('dynamicTranslation/tmCount/get', { apiId: fileId })).status).toBe(404);
    const edited = await call('dynamic/tm/edit', { sourceHash: list.body.data.rows[1].sourceHash, targetLang: 'hi', translation: 'कार्ट' });
    expect(edited.status).toBe(200);
    const run = await call('dynamic/nmt/tm', { targetLang: 'hi', nmtService: 'libretranslate' });
    expect(run.status).toBe(200);
    const done = await waitForRun(t.app, admin.token, projectId, run.body.data.id);
    expect(done.run).toMatchObject({ status: 'completed', total: 1, failed: 0 });
    expect((await call('dynamicTranslation/tmCount/get', {})).body.data.languages[0]).toEqual({
      targetLang: 'hi',
      total: 2,
      translated: 2,
      human: 1,
      machine: 1,
    });
    expect((await call('dynamic/transliteration/tm', { targetLang: 'hi' })).body.type).toBe('NO_NEW_CONTENT');
    // The files were not part of the dynamic run.
    expect((await call('staticTranslation/tmCount/get', {})).body.data.languages[0].translated).toBe(1);
  });

  it('machine-translates the whole project, sends texts to professional translation and reports stats', async () => {
    const run = await call('nmt', { targetLang: 'hi', nmtService: 'libretranslate' });
    expect(run.status).toBe(200);
    await waitForRun(t.app, admin.token, projectId, run.body.data.id);
    expect((await call('nmt', { targetLang: 'hi' })).body.type).toBe('NO_NEW_CONTENT');
    const stats = await call('apiTransation/projectStats/stats', {});
    expect(stats.body.data).toMatchObject({ files: 2, domains: 2, segments: 5, translated: { hi: 5 }, requests: 2, nmtReqs: 0 });
    const sent = await call('sendToManualTranslation', { apiIds: [fileId], targetLangs: ['hi'], pipeline: 'translation' });
    expect(sent.status).toBe(200);
    expect(sent.body.data.apiIds).toEqual([fileId]);
    const status = await call('json/maual/status/get', {});
    expect(status.body.data.requests[0]).toMatchObject({ requestId: sent.body.data.requestId, apiIds: [fileId], targetLangs: ['hi'] });
    const items = await call('paginated/get', { pageSize: 20 });
    expect(items.body.data.items.find((i: { apiId: string }) => i.apiId === fileId).status).toBe('sent_to_pbk');
    expect((await call('sendToManualTranslation', { apiIds: [fileId], targetLangs: ['hi'], pipeline: 'translation' }, outsider.token)).status).toBe(404);
    expect((await call('json/maual/status/get', {}, outsider.token)).status).toBe(404);
  });

  it('adds and deletes languages, deletes items, and keeps other tenants out', async () => {
    expect((await call('newLang/add', { languages: ['ta', 'zz-bad'] })).status).toBe(400);
    expect((await call('newLang/add', { languages: ['ta'] })).body.data.languages).toEqual(['hi', 'ta']);
    expect((await call('dynamic/language/add', { languages: ['bn', 'ta'] })).body.data.languages).toEqual(['hi', 'ta', 'bn']);
    expect((await call('newLang/add', { languages: ['mr'] }, outsider.token)).status).toBe(404);
    expect((await call('langauge/delete', { targetLang: 'bn' })).body.data.languages).toEqual(['hi', 'ta']);
    expect((await call('langauge/delete', { targetLang: 'ta' }, outsider.token)).status).toBe(404);
    expect((await call('delete', { apiId: fileId }, outsider.token)).status).toBe(404);
    expect((await call('delete', { apiId: fileId })).status).toBe(200);
    expect((await call('delete', { apiId: fileId })).status).toBe(404);
    expect((await call('apiTransation/projectStats/stats', {})).body.data.files).toBe(1);
  });
});
