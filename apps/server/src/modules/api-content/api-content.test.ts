import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, randomIp } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createMtApp, startFakeLibre, waitForRun, type FakeLibre } from '../machine-translation/mt-test-helpers.ts';
import { createMember, type Member } from '../projects/project-test-helpers.ts';
import { upload } from '../scope/scope-test-helpers.ts';

const I18NEXT = {
  nav: { home: 'Home', 'about.us': 'About us' },
  greeting: 'Hello {{name}}, read the <1>terms</1>',
  cart: { item_one: '{{count}} item', item_other: '{{count}} items' },
  version: 3,
};

describe('API projects and static JSON files', () => {
  let t: TestApp;
  let libre: FakeLibre;
  let admin: Member;
  let projectId: string;
  beforeAll(async () => {
    // The fake engine answers in "Hindi" and keeps the mask tokens it is given, as real engines should.
    libre = await startFakeLibre((call) => ({ texts: call.q.map((q) => `हि ${q}`) }));
    t = await createMtApp(libre.url);
    admin = await createMember(t.app, 'organisationAdmin');
    const res = await post(t.app, '/api/project/apiTranslation/create', { name: 'Shop app', languages: ['hi', 'ar'] }, { token: admin.token });
    expect(res.status).toBe(200);
    projectId = res.body.data.projectId;
  });
  afterAll(async () => {
    await t.close();
    await libre.close();
  });
  const call = (path: string, body: object, token = admin.token) => post(t.app, `/api/apiTranslation/${path}`, { projectId, ...body }, { token });
  const uploadJson = (filename: string, text: string, id = projectId) =>
    upload(t.app, '/api/apiTranslation/json/standard/file/upload', admin.token, [
      { name: 'projectId', value: id },
      { name: 'file', filename, value: text, contentType: 'application/json' },
    ]);
  const fetchFile = (apiId: string, targetLang: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/apiTranslation/json/blob/fetch',
      payload: { projectId, apiId, targetLang },
      headers: { authorization: `Bearer ${admin.token}` },
      remoteAddress: randomIp(),
    });

  it('refuses a second API project of the same name with the spec message', async () => {
    const res = await post(t.app, '/api/project/apiTranslation/create', { name: 'shop APP', languages: ['hi'] }, { token: admin.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Project with already exists');
  });

  it('uploads, lists, translates through the machine-translation run and downloads in the input shape', async () => {
    const up = await uploadJson('common.json', JSON.stringify(I18NEXT, null, 2) + '\n');
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({
      name: 'common.json',
      format: 'i18next',
      shape: 'nested',
      status: 'synced',
      keyCount: 5,
      segmentCount: 5,
      translated: { hi: 0, ar: 0 },
    });
    const apiId = up.body.data.apiId;

    const keys = await call('keys/list/get', { apiId });
    expect(keys.body.data.keys.map((k: { key: string }) => k.key)).toEqual(['nav.home', 'nav.about\\.us', 'greeting', 'cart.item_one', 'cart.item_other']);
    const list = await call('paginated/get', {});
    expect(list.body.data).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    const data = await call('data/paginated/get', { apiId, targetLang: 'hi' });
    expect(data.body.data.rows[2]).toMatchObject({ key: 'greeting', text: 'Hello {1}, read the <2>terms</2>', translation: null });

    const started = await call('static/nmt/tm', { apiId, targetLang: 'hi', nmtService: 'libretranslate' });
    expect(started.status).toBe(200);
    const done = await waitForRun(t.app, admin.token, projectId, started.body.data.id);
    expect(done.run).toMatchObject({ status: 'completed', total: 5, done: 5, failed: 0 });
    // The engine saw mask tokens, never the i18n placeholders.
    expect(libre.calls.flatMap((c) => c.q).join(' ')).not.toMatch(/\{\{name\}\}|<1>/);

    const hi = await fetchFile(apiId, 'hi');
    expect(hi.statusCode).toBe(200);
    expect(hi.headers['content-disposition']).toBe('attachment; filename="common.hi.json"');
    expect(hi.headers['content-type']).toBe('application/octet-stream');
    expect(hi.body.endsWith('}\n')).toBe(true);
    expect(JSON.parse(hi.body)).toEqual({
      nav: { home: 'हि Home', 'about.us': 'हि About us' },
      greeting: 'हि Hello {{name}}, read the <1>terms</1>',
      cart: { item_one: 'हि {{count}} item', item_other: 'हि {{count}} items' },
      version: 3,
    });
    expect((await call('paginated/get', {})).body.data.items[0]).toMatchObject({ status: 'applied_nmt', translated: { hi: 5, ar: 0 } });
    expect((await call('static/nmt/tm', { apiId, targetLang: 'hi', nmtService: 'libretranslate' })).body.type).toBe('NO_NEW_CONTENT');

    // Every language as a zip, one folder per language; Arabic gets its six plural keys.
    const zip = await fetchFile(apiId, 'all');
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['ar/common.json', 'en/common.json', 'hi/common.json']);
    const ar = JSON.parse(strFromU8(files['ar/common.json']!));
    expect(Object.keys(ar.cart)).toEqual(['item_zero', 'item_one', 'item_two', 'item_few', 'item_many', 'item_other']);
  });

  it('transliterates a file with the offline engine', async () => {
    const up = await uploadJson('menu.json', '{"menu.open":"Open {{count}} files"}');
    const started = await call('static/transliteration/tm', { apiId: up.body.data.apiId, targetLang: 'hi' });
    expect(started.status).toBe(200);
    const done = await waitForRun(t.app, admin.token, projectId, started.body.data.id);
    expect(done.run).toMatchObject({ status: 'completed', failed: 0 });
    const hi = JSON.parse((await fetchFile(up.body.data.apiId, 'hi')).body);
    expect(hi['menu.open']).toMatch(/^[\u0900-\u097F ]+\{\{count\}\}[\u0900-\u097F ]+$/);
  });

  it('refuses bad files with a clear message and loses nothing', async () => {
    expect((await uploadJson('bad.json', '{"a": ')).body.message).toMatch(/^The file is not valid JSON/);
    expect((await uploadJson('deep.json', '{"a":'.repeat(150) + '"x"' + '}'.repeat(150))).body.message).toBe('The JSON is nested deeper than 100 levels.');
    expect((await uploadJson('notes.txt', '{}')).body.message).toBe('Please upload a correct format');
    const big = await uploadJson('big.json', JSON.stringify({ a: 'x'.repeat(21 * 1024 * 1024) }));
    expect(big.status).toBe(400);
    expect((await call('json/list/fetch', {})).body.data.files.map((f: { name: string }) => f.name)).toEqual(['common.json', 'menu.json']);
  });

  it('deletes a file, keeps other tenants out and refuses files on website projects', async () => {
    const up = await uploadJson('gone.json', '{"bye":"Goodbye"}');
    const outsider = await createMember(t.app, 'organisationAdmin');
    expect((await call('json/blob/delete', { apiId: up.body.data.apiId }, outsider.token)).status).toBe(404);
    expect((await call('json/blob/delete', { apiId: up.body.data.apiId })).status).toBe(200);
    expect((await call('keys/list/get', { apiId: up.body.data.apiId })).status).toBe(404);
    const site = await post(t.app, '/api/project/new', { url: 'https://json-site.example.org/', languages: ['hi'] }, { token: admin.token });
    expect((await uploadJson('x.json', '{"a":"b"}', site.body.data.projectId)).body.message).toBe('This is not an API project');
  });
});
