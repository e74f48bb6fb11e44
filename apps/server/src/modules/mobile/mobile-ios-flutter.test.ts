import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { encodeMobileText } from '@lipi/engine/files/mobile';
import { post } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMember, type Member } from '../projects/project-test-helpers.ts';
import { upload } from '../scope/scope-test-helpers.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../../../packages/engine/src/files/mobile/fixtures/${name}`, import.meta.url));
// Older Xcode projects keep .strings in UTF-16 with a BOM.
const STRINGS_UTF16 = Buffer.from(encodeMobileText(`\uFEFF${fixture('Localizable.strings').toString('utf8')}`, 'utf-16le'));

type Row = { unitId: string; kind: string; sourceHash: string; sourceText: string; translation: { preProcessedTarget: string } | null };

describe('iOS and Flutter string files', () => {
  let t: TestApp;
  let owner: Member;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createMember(t.app, 'organisationAdmin');
  });
  afterAll(() => t.close());

  const send = (path: string, parts: { name: string; value: string | Buffer; filename?: string }[]) =>
    upload(t.app, `/api/translation/${path}`, owner.token, parts);
  const call = (path: string, body: Record<string, unknown>) => post(t.app, `/api/translation/${path}`, body, { token: owner.token });
  const raw = (path: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/translation/${path}`, payload, headers: { authorization: `Bearer ${owner.token}` } });
  const addFile = async (projectId: string, name: string) => {
    const res = await send('xmlFileTranslation', [
      { name: 'projectId', value: projectId },
      { name: 'file', value: fixture(name), filename: name },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { fileId: string; format: string };
  };
  const keys = async (projectId: string, fileId: string) =>
    (await call('stringxmlKeys', { projectId, fileId, targetLang: 'hi', pageNumber: 1, pageSize: 50 })).body.data as {
      rows: Row[];
      pluralCategories: string[];
    };
  const translate = (projectId: string, row: Row, text: string) =>
    call('user/update', { projectId, targetLang: 'hi', sourceHash: row.sourceHash, preProcessedTarget: text, displayType: 'translation' });

  it('uploads .strings (UTF-16), .stringsdict and .arb, and downloads each in its platform layout', async () => {
    const created = await send('xmlFileTranslation', [
      { name: 'projectName', value: 'iOS and Flutter' },
      { name: 'languages', value: 'hi' },
      { name: 'file', value: STRINGS_UTF16, filename: 'Localizable.strings' },
    ]);
    expect(created.body, JSON.stringify(created.body)).toMatchObject({ success: true, data: { format: 'ios-strings', translatable: 7 } });
    const { projectId, fileId: stringsId } = created.body.data as { projectId: string; fileId: string };
    const dict = await addFile(projectId, 'Localizable.stringsdict');
    const arb = await addFile(projectId, 'app_en.arb');
    expect([dict.format, arb.format]).toEqual(['ios-stringsdict', 'arb']);
    const files = (await call('stringxmlFileurls', { projectId })).body.data.files as { format: string; languages: { path: string }[] }[];
    expect(files.map((f) => [f.format, f.languages[0]!.path])).toEqual([
      ['ios-strings', 'hi.lproj/Localizable.strings'],
      ['ios-stringsdict', 'hi.lproj/Localizable.stringsdict'],
      ['arb', 'lib/l10n/app_hi.arb'],
    ]);

    const greeting = (await keys(projectId, stringsId)).rows.find((r) => r.unitId === 'greeting')!;
    expect(greeting.sourceText).toBe('Hello, {1}!');
    expect((await translate(projectId, greeting, 'नमस्ते, {1}!')).status).toBe(200);
    const strings = await raw('stringxmlFile/download', { projectId, fileId: stringsId, targetLang: 'hi' });
    expect(strings.headers['x-resource-path']).toBe('hi.lproj/Localizable.strings');
    expect([...strings.rawPayload.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    expect(new TextDecoder('utf-16le').decode(strings.rawPayload)).toContain('"greeting" = "नमस्ते, %@!";');

    const arbKeys = await keys(projectId, arb.fileId);
    expect(arbKeys.pluralCategories).toEqual(['one', 'other']);
    const other = arbKeys.rows.find((r) => r.unitId === 'itemCount#other')!;
    expect(other).toMatchObject({ kind: 'plural', sourceText: '{1} items' });
    await translate(projectId, other, '{1} वस्तुएँ');
    const arbOut = await raw('stringxmlFile/download', { projectId, fileId: arb.fileId, targetLang: 'hi' });
    const json = JSON.parse(arbOut.body) as Record<string, string>;
    expect(json['@@locale']).toBe('hi');
    expect(json.itemCount).toBe('{count, plural, =0{No items} one{One item} other{{count} वस्तुएँ}}');
    expect(arbOut.headers['content-disposition']).toContain('app_hi.arb');

    const zip = unzipSync(new Uint8Array((await raw('stringxmlFile/zip', { projectId })).rawPayload));
    expect(Object.keys(zip).sort()).toEqual([
      'en.lproj/Localizable.strings',
      'en.lproj/Localizable.stringsdict',
      'hi.lproj/Localizable.strings',
      'hi.lproj/Localizable.stringsdict',
      'lib/l10n/app_en.arb',
      'lib/l10n/app_hi.arb',
    ]);
    // The source comes back byte for byte, UTF-16 included.
    expect(Buffer.from(zip['en.lproj/Localizable.strings']!).equals(STRINGS_UTF16)).toBe(true);
    expect(Buffer.from(zip['lib/l10n/app_hi.arb']!).toString('utf8')).toBe(arbOut.body);
  });

  it('resyncs an ARB file and refuses broken, hostile or mismatched files', async () => {
    const created = await send('xmlFileTranslation', [
      { name: 'projectName', value: 'Flutter' },
      { name: 'languages', value: 'hi' },
      { name: 'file', value: fixture('app_en.arb'), filename: 'app_en.arb' },
    ]);
    const { projectId, fileId } = created.body.data as { projectId: string; fileId: string };
    const v2 = fixture('app_en.arb')
      .toString('utf8')
      .replace('"Shopping list"', '"Shopping list pro"')
      .replace('"unicode"', '"settings": "Open settings",\n  "unicode"');
    const res = await send('mobileTranslationResync', [
      { name: 'projectId', value: projectId },
      { name: 'fileId', value: fileId },
      { name: 'file', value: v2, filename: 'app_en.arb' },
    ]);
    expect(res.body.data).toMatchObject({ added: 1, changed: 1, removed: 0, addedKeys: ['settings'], changedKeys: ['appTitle'], newContentWordCount: 5 });
    const bad = async (name: string, content: string) =>
      (
        await send('xmlFileTranslation', [
          { name: 'projectId', value: projectId },
          { name: 'file', value: content, filename: name },
        ])
      ).body;
    expect(await bad('Broken.strings', '"a" = "b"')).toMatchObject({ success: false, message: expect.stringMatching(/not valid/) });
    expect(
      await bad(
        'X.stringsdict',
        '<?xml version="1.0"?><!DOCTYPE plist [<!ENTITY x SYSTEM "file:///etc/passwd">]><plist><dict><key>a</key><string>&x;</string></dict></plist>',
      ),
    ).toMatchObject({ success: false, message: expect.stringMatching(/DOCTYPE/) });
    expect(await bad('app_fr.arb', '{"a": 1,,}')).toMatchObject({ success: false, message: expect.stringMatching(/not valid JSON/) });
    expect(await bad('notes.txt', 'hello')).toMatchObject({ success: false });
    // A new version must be the same kind of file.
    const mismatch = await send('mobileTranslationResync', [
      { name: 'projectId', value: projectId },
      { name: 'fileId', value: fileId },
      { name: 'file', value: '"a" = "b";', filename: 'Localizable.strings' },
    ]);
    expect(mismatch.body).toMatchObject({ success: false, message: expect.stringMatching(/not valid JSON/) });
    expect((await call('getStringxmlFilePathByLanguage', { targetLang: 'od', fileName: 'Localizable.strings' })).body.data).toEqual({
      language: 'od',
      folder: 'or.lproj',
      path: 'or.lproj/Localizable.strings',
    });
  });

  it('an assigned collaborator sees the mobile project, its files and keys; an unassigned one does not', async () => {
    const created = await send('xmlFileTranslation', [
      { name: 'projectName', value: 'Team app' },
      { name: 'languages', value: 'hi' },
      { name: 'file', value: fixture('app_en.arb'), filename: 'app_en.arb' },
    ]);
    const { projectId } = created.body.data as { projectId: string };
    const [c1, c2] = [await createMember(t.app, 'collaborator', owner.organisationId), await createMember(t.app, 'collaborator', owner.organisationId)];
    const as = (member: Member, path: string, body: Record<string, unknown>) => post(t.app, `/api/${path}`, body, { token: member.token });
    expect((await as(c1, 'translation/stringxmlFileurls', { projectId })).status).toBe(404);
    const assigned = await call('mobileCollaborators/assign', { projectId, userIds: [c1.id, c1.id] });
    expect(assigned.body).toMatchObject({ success: true, data: { collaborators: [{ id: c1.id, email: c1.email }] } });
    const outsider = await createMember(t.app, 'collaborator');
    expect((await call('mobileCollaborators/assign', { projectId, userIds: [outsider.id] })).body).toMatchObject({ success: false, type: 'BAD_REQUEST' });

    const listed = (await as(c1, 'project', { pageNumber: 1, pageSize: 50 })).body.data.projectList as { projectId: string }[];
    expect(listed.map((p) => p.projectId)).toEqual([projectId]);
    expect((await as(c1, 'translation/stringxmlFileurls', { projectId })).status).toBe(200);
    expect((await as(c1, 'translation/mobileCollaborators/assign', { projectId, userIds: [c2.id] })).status).toBe(403);
    expect((await as(c2, 'translation/stringxmlFileurls', { projectId })).status).toBe(404);
    expect((await as(c2, 'project', { pageNumber: 1, pageSize: 50 })).body.data.totalProjects).toBe(0);

    expect((await call('mobileCollaborators/assign', { projectId, userIds: [] })).body.data.collaborators).toEqual([]);
    expect((await as(c1, 'translation/stringxmlFileurls', { projectId })).status).toBe(404);
  });
});
