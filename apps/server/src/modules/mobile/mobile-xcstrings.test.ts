import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { post } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMember, type Member } from '../projects/project-test-helpers.ts';
import { upload } from '../scope/scope-test-helpers.ts';

const CATALOG = readFileSync(new URL('../../../../../packages/engine/src/files/mobile/fixtures/Localizable.xcstrings', import.meta.url));

type Row = { unitId: string; kind: string; sourceHash: string; sourceText: string; translatable: boolean };
type Catalog = { strings: Record<string, { localizations?: Record<string, unknown> }> };

describe('Xcode String Catalog (.xcstrings)', () => {
  let t: TestApp;
  let owner: Member;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createMember(t.app, 'organisationAdmin');
  });
  afterAll(() => t.close());

  const call = (path: string, body: Record<string, unknown>) => post(t.app, `/api/translation/${path}`, body, { token: owner.token });
  const raw = (path: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/translation/${path}`, payload, headers: { authorization: `Bearer ${owner.token}` } });

  it('uploads a catalog, translates it and downloads one file holding the Hindi localization', async () => {
    const created = await upload(t.app, '/api/translation/xmlFileTranslation', owner.token, [
      { name: 'projectName', value: 'Catalog app' },
      { name: 'languages', value: 'hi,ta' },
      { name: 'file', value: CATALOG, filename: 'Localizable.xcstrings' },
    ]);
    expect(created.body, JSON.stringify(created.body)).toMatchObject({ success: true, data: { format: 'xcstrings', units: 7, translatable: 5 } });
    const { projectId, fileId } = created.body.data as { projectId: string; fileId: string };

    const files = (await call('stringxmlFileurls', { projectId })).body.data.files as { format: string; languages: { path: string }[] }[];
    expect(files[0]!.languages.map((l) => l.path)).toEqual(['Localizable.xcstrings', 'Localizable.xcstrings']);
    expect((await call('getStringxmlFilePathByLanguage', { targetLang: 'hi', fileName: 'Localizable.xcstrings' })).body.data).toEqual({
      language: 'hi',
      folder: '',
      path: 'Localizable.xcstrings',
    });

    const rows = (await call('stringxmlKeys', { projectId, fileId, targetLang: 'hi', pageNumber: 1, pageSize: 50 })).body.data.rows as Row[];
    const row = (id: string) => rows.find((r) => r.unitId === id)!;
    expect(row('greeting').sourceText).toBe('Hello, {1}!');
    expect(row('%lld items#other')).toMatchObject({ kind: 'plural', sourceText: '{1} items' });
    const translate = (r: Row, text: string) =>
      call('user/update', { projectId, targetLang: 'hi', sourceHash: r.sourceHash, preProcessedTarget: text, displayType: 'translation' });
    expect((await translate(row('greeting'), 'नमस्ते, {1}!')).status).toBe(200);
    await translate(row('%lld items#other'), '{1} वस्तुएँ');

    const out = await raw('stringxmlFile/download', { projectId, fileId, targetLang: 'hi' });
    expect(out.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(out.headers['x-resource-path']).toBe('Localizable.xcstrings');
    expect(out.body).toContain('"value" : "नमस्ते, %@!"');
    const json = JSON.parse(out.body) as Catalog;
    expect(json.strings.greeting!.localizations).toMatchObject({
      fr: { stringUnit: { value: 'Bonjour, %@ !' } },
      hi: { stringUnit: { state: 'translated', value: 'नमस्ते, %@!' } },
    });
    expect(json.strings['%lld items']!.localizations!.hi).toEqual({
      variations: {
        plural: {
          one: { stringUnit: { state: 'translated', value: '%lld वस्तुएँ' } },
          other: { stringUnit: { state: 'translated', value: '%lld वस्तुएँ' } },
        },
      },
    });

    // The zip holds one catalog with every language (ta has no translation yet: no localization).
    const zip = unzipSync(new Uint8Array((await raw('stringxmlFile/zip', { projectId })).rawPayload));
    expect(Object.keys(zip)).toEqual(['Localizable.xcstrings']);
    expect(Buffer.from(zip['Localizable.xcstrings']!).toString('utf8')).toBe(out.body);

    // A new version is compared key by key; a hostile one is refused.
    const v2 = CATALOG.toString('utf8').replace('"transfer" : {', '"Done" : {\n\n    },\n    "transfer" : {');
    const resync = await upload(t.app, '/api/translation/mobileTranslationResync', owner.token, [
      { name: 'projectId', value: projectId },
      { name: 'fileId', value: fileId },
      { name: 'file', value: v2, filename: 'Localizable.xcstrings' },
    ]);
    expect(resync.body.data).toMatchObject({ added: 1, changed: 0, removed: 0, addedKeys: ['Done'] });
    const deep = await upload(t.app, '/api/translation/xmlFileTranslation', owner.token, [
      { name: 'projectId', value: projectId },
      { name: 'file', value: `{"sourceLanguage":"en","strings":${'['.repeat(50_000)}`, filename: 'Deep.xcstrings' },
    ]);
    expect(deep.body).toMatchObject({ success: false, message: expect.stringMatching(/not a valid String Catalog/) });
  });
});
