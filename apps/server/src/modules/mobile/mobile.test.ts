import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { parseStringsXml } from '@lipi/engine/files/android';
import { post } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { applyNmt, createMtApp, startFakeLibre, waitForRun, type FakeLibre } from '../machine-translation/mt-test-helpers.ts';
import { createMember, type Member } from '../projects/project-test-helpers.ts';
import { upload } from '../scope/scope-test-helpers.ts';

const FIXTURE = readFileSync(new URL('../../../../../packages/engine/src/files/android/fixtures/strings.xml', import.meta.url));

const V1 = `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="app_name" translatable="false">Kart</string>
    <string name="hello">Hello %1$s</string>
    <string name="bye">Goodbye</string>
    <plurals name="items"><item quantity="one">%d item</item><item quantity="other">%d items</item></plurals>
</resources>
`;
const V2 = V1.replace(
  '<string name="bye">Goodbye</string>',
  '<string name="bye">Goodbye and see you soon</string>\n    <string name="new_key">Open settings now</string>',
).replace(/\s*<plurals[\s\S]*<\/plurals>/, '');

describe('mobile string files', () => {
  let t: TestApp;
  let libre: FakeLibre;
  let owner: Member;
  beforeAll(async () => {
    libre = await startFakeLibre();
    t = await createMtApp(libre.url);
    owner = await createMember(t.app, 'organisationAdmin');
  });
  afterAll(async () => {
    await t.close();
    await libre.close();
  });

  const send = (path: string, parts: { name: string; value: string | Buffer; filename?: string }[], token = owner.token) =>
    upload(t.app, `/api/translation/${path}`, token, parts);
  const call = (path: string, body: Record<string, unknown>, token = owner.token) => post(t.app, `/api/translation/${path}`, body, { token });
  const create = async (content: string | Buffer, name = 'App') => {
    const res = await send('xmlFileTranslation', [
      { name: 'projectName', value: name },
      { name: 'languages', value: 'hi' },
      { name: 'file', value: content, filename: 'strings.xml' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { projectId: string; fileId: string };
  };
  const download = (projectId: string, fileId: string, targetLang: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/translation/stringxmlFile/download',
      payload: { projectId, fileId, targetLang },
      headers: { authorization: `Bearer ${owner.token}` },
    });

  it('xmlFileTranslation makes a mobile project whose strings are segments of the editor', async () => {
    const res = await send('xmlFileTranslation', [{ name: 'file', value: FIXTURE, filename: 'strings.xml' }]);
    expect(res.body).toMatchObject({ success: false, message: 'Please choose at least one language' });
    const { projectId, fileId } = await create(FIXTURE, 'Shop app');
    const files = await call('stringxmlFileurls', { projectId });
    expect(files.body.data).toMatchObject({ languages: ['hi'], files: [{ fileId, fileName: 'strings.xml', version: 1, units: 24, translatableUnits: 19 }] });
    expect(files.body.data.files[0].languages).toEqual([{ language: 'hi', path: 'values-hi/strings.xml', translatedUnits: 0 }]);
    const rows = await call('dashboard/get', { projectId, targetLang: 'hi', pageNumber: 1, pageSize: 100 });
    expect(rows.body.data.rows.map((r: { sourceText: string }) => r.sourceText)).toContain('Hello, {1}! You have {2} new messages.');
    // Translatable units only (not app_name, the reference, the empty string or the codes array).
    expect(rows.body.data.total).toBe(19);
    const keys = await call('stringxmlKeys', { projectId, fileId, targetLang: 'hi', pageNumber: 1, pageSize: 3 });
    expect(keys.body.data.rows.map((r: { unitId: string; translatable: boolean }) => [r.unitId, r.translatable])).toEqual([
      ['app_name', false],
      ['welcome', true],
      ['greeting', true],
    ]);
    expect(keys.body.data.rows[0].sourceText).toBe('ShopKart');
  });

  it('a hand edit and the default engine (offline transliteration) come out in values-hi/strings.xml', async () => {
    const { projectId, fileId } = await create(V1);
    const keys = await call('stringxmlKeys', { projectId, fileId, targetLang: 'hi', pageNumber: 1, pageSize: 20 });
    const hello = keys.body.data.rows.find((r: { unitId: string }) => r.unitId === 'hello');
    const edit = await call('user/update', {
      projectId,
      targetLang: 'hi',
      sourceHash: hello.sourceHash,
      preProcessedTarget: 'नमस्ते {1}',
      displayType: 'translation',
    });
    expect(edit.status).toBe(200);
    const run = await applyNmt(t.app, owner.token, { projectId, targetLang: 'hi', origin: 'editor', tp: 1 });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const done = await waitForRun(t.app, owner.token, projectId, run.body.data.id);
    expect(done.run.status).toBe('completed');
    const res = await download(projectId, fileId, 'hi');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-resource-path']).toBe('values-hi/strings.xml');
    expect(res.body).toContain('<string name="hello">नमस्ते %1$s</string>');
    expect(res.body).not.toContain('app_name');
    const written = parseStringsXml(res.body).units;
    // Transliterated into Devanagari, placeholders kept.
    expect(written.find((u) => u.id === 'bye')?.inner.text).toMatch(/[\u0900-\u097f]/);
    expect(written.find((u) => u.id === 'items#other')?.inner.text).toMatch(/^\{1\} [\u0900-\u097f]/);
    const zip = unzipSync(
      new Uint8Array(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/translation/stringxmlFile/zip',
            payload: { projectId },
            headers: { authorization: `Bearer ${owner.token}` },
          })
        ).rawPayload,
      ),
    );
    expect(Object.keys(zip).sort()).toEqual(['res/values-hi/strings.xml', 'res/values/strings.xml']);
    expect(strFromU8(zip['res/values/strings.xml']!)).toBe(V1);
    expect(strFromU8(zip['res/values-hi/strings.xml']!)).toBe(res.body);
  });

  it('resync reports new, changed and removed keys; unchanged keys keep their translations', async () => {
    const { projectId, fileId } = await create(V1);
    const keys = await call('stringxmlKeys', { projectId, fileId, targetLang: 'hi', pageNumber: 1, pageSize: 20 });
    const hello = keys.body.data.rows.find((r: { unitId: string }) => r.unitId === 'hello');
    await call('user/update', { projectId, targetLang: 'hi', sourceHash: hello.sourceHash, preProcessedTarget: 'नमस्ते {1}', displayType: 'translation' });
    const res = await send('mobileTranslationResync', [
      { name: 'projectId', value: projectId },
      { name: 'fileId', value: fileId },
      { name: 'file', value: V2, filename: 'strings.xml' },
    ]);
    expect(res.body).toMatchObject({
      success: true,
      message: 'File updated: 1 new, 1 changed, 2 removed strings',
      data: {
        version: 2,
        added: 1,
        changed: 1,
        removed: 2,
        unchanged: 1,
        newContentWordCount: 8,
        addedKeys: ['new_key'],
        changedKeys: ['bye'],
        removedKeys: ['items#one', 'items#other'],
      },
    });
    const after = await call('stringxmlKeys', { projectId, fileId, targetLang: 'hi', pageNumber: 1, pageSize: 20 });
    const byKey = Object.fromEntries(
      after.body.data.rows.map((r: { unitId: string; translation: { preProcessedTarget: string } | null }) => [
        r.unitId,
        r.translation?.preProcessedTarget ?? null,
      ]),
    );
    expect(byKey).toEqual({ app_name: null, hello: 'नमस्ते {1}', bye: null, new_key: null });
    const editor = await call('dashboard/get', { projectId, targetLang: 'hi', filter: 'newContent', pageNumber: 1, pageSize: 20 });
    expect(editor.body.data.rows.map((r: { sourceText: string }) => r.sourceText)).toEqual(['Goodbye and see you soon', 'Open settings now']);
  });

  it('languages, resource paths and bad files', async () => {
    const { projectId } = await create(V1);
    expect((await call('mobileLanguageAddition', { projectId, languages: ['od', 'kok', 'hi'] })).body.data).toEqual({
      languages: ['hi', 'od', 'kok'],
      added: ['od', 'kok'],
    });
    const files = await call('stringxmlFileurls', { projectId });
    expect(files.body.data.files[0].languages.map((l: { path: string }) => l.path)).toEqual([
      'values-hi/strings.xml',
      'values-or/strings.xml',
      'values-b+kok/strings.xml',
    ]);
    expect((await call('getStringxmlFilePathByLanguage', { targetLang: 'kas-IN' })).body.data).toEqual({
      language: 'kas-IN',
      folder: 'values-b+ks+Arab',
      path: 'values-b+ks+Arab/strings.xml',
    });
    const before = (await call('stringxmlFileurls', { projectId })).body.data.files.length;
    const bad = async (content: string, filename = 'strings.xml') =>
      (
        await send('xmlFileTranslation', [
          { name: 'projectId', value: projectId },
          { name: 'file', value: content, filename: filename },
        ])
      ).body;
    expect(await bad('<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><resources><string name="a">&x;</string></resources>', 'other.xml')).toMatchObject({
      success: false,
      message: expect.stringMatching(/DOCTYPE/),
    });
    expect(await bad('<resources><string name="a">x</string><string name="a">y</string></resources>', 'other.xml')).toMatchObject({
      success: false,
      message: expect.stringMatching(/appears twice/),
    });
    expect(await bad('<resources><string name="a">x</strin></resources>', 'other.xml')).toMatchObject({
      success: false,
      message: expect.stringMatching(/not well-formed/),
    });
    expect(await bad(V1, '../../etc/passwd')).toMatchObject({ success: false });
    expect(await bad(V1)).toMatchObject({ success: false, type: 'CONFLICT' });
    expect((await call('stringxmlFileurls', { projectId })).body.data.files).toHaveLength(before);
    // Another organisation sees nothing.
    const stranger = await createMember(t.app, 'organisationAdmin');
    expect((await call('stringxmlFileurls', { projectId }, stranger.token)).status).toBe(404);
  });
});
