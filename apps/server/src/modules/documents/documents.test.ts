import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync, zipSync } from 'fflate';
import { readDocx, writeDocx } from '@lipi/engine/files/docx';
import { buildSmallDocx } from '@lipi/engine/files/docx/small-docx';
import { post } from '../../test/auth-helpers.ts';
import { createTestApp, eventually, type TestApp } from '../../test/test-app.ts';
import { startFakeLibre, TEST_RUN_OPTIONS, type FakeLibre } from '../machine-translation/mt-test-helpers.ts';
import { registerTranslationRunWorker } from '../machine-translation/translation-run.job.ts';
import { createMember, type Member } from '../projects/project-test-helpers.ts';
import { upload } from '../scope/scope-test-helpers.ts';
import { signWebhook } from './documents-webhook.ts';

const SECRET = `whsec_${Buffer.from('document-webhook-test-secret-32b').toString('base64')}`;
const DOCX = buildSmallDocx();
const DEVANAGARI = /[\u0900-\u097F]/;

describe('documents (fileTranslation, doc-file)', () => {
  let t: TestApp;
  let libre: FakeLibre;
  let owner: Member;
  let stranger: Member;
  beforeAll(async () => {
    libre = await startFakeLibre();
    t = await createTestApp({ LIBRETRANSLATE_URL: libre.url, DOCUMENT_WEBHOOK_SECRET: SECRET }, { startWorkers: false });
    await registerTranslationRunWorker(t.app.ctx, TEST_RUN_OPTIONS);
    owner = await createMember(t.app, 'organisationAdmin');
    stranger = await createMember(t.app, 'organisationAdmin');
  });
  afterAll(async () => {
    await t.close();
    await libre.close();
  });

  type Part = { name: string; value: string | Buffer; filename?: string };
  const send = (path: string, parts: Part[], token = owner.token) => upload(t.app, `/api/${path}`, token, parts);
  const call = (path: string, body: Record<string, unknown>, token = owner.token) => post(t.app, `/api/${path}`, body, { token });
  const create = async (fields: Record<string, string> = {}, file: Buffer = DOCX, name = 'report.docx') => {
    const parts: Part[] = Object.entries({ projectName: 'Lok Sabha papers', languages: 'hi', ...fields }).map(([n, value]) => ({ name: n, value }));
    const res = await send('doc-file/upload/docs', [...parts, { name: 'file', value: file, filename: name }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { projectId: string; file: { fileId: string; status: string; units: number } };
  };
  const exportFile = (projectId: string, fileId: string, targetLang?: string, token = owner.token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/fileTranslation/export/files',
      payload: { projectId, fileId, targetLang },
      headers: { authorization: `Bearer ${token}` },
    });
  const waitStatus = (projectId: string, fileId: string, status: string) =>
    eventually(async () => {
      const res = await call('doc-file/fetch/files', { projectId, fileId });
      return res.body.data?.status === status ? res.body.data : undefined;
    }, 20_000);

  it('upload → machine translation on upload (built-in transliteration) → a Hindi .docx that opens', async () => {
    const { projectId, file } = await create({ category: 'LOB', subType: 'revised', date: '2026-11-27', languages: 'hi,ta' });
    expect(file).toMatchObject({ status: 'NEW_URL', units: readDocx(DOCX).units.length });
    const done = await waitStatus(projectId, file.fileId, 'NMT_TRANSLATED');
    expect(done.languages.map((l: { language: string; translatedUnits: number }) => [l.language, l.translatedUnits])).toEqual([
      ['hi', file.units],
      ['ta', file.units],
    ]);
    expect(done.languages[0].run).toMatchObject({ status: 'completed', total: file.units });
    // The editor works on the document's paragraphs (the same segments).
    const rows = await call('translation/dashboard/get', { projectId, targetLang: 'hi', pageNumber: 1, pageSize: 100 });
    expect(rows.body.data.total).toBe(file.units);

    const res = await exportFile(projectId, file.fileId, 'hi');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('report.hi.docx');
    const hindi = readDocx(res.rawPayload);
    expect(hindi.units).toHaveLength(file.units);
    expect(hindi.units.filter((u) => DEVANAGARI.test(u.text)).length).toBeGreaterThan(file.units / 2);
    const xml = strFromU8(unzipSync(new Uint8Array(res.rawPayload))['word/document.xml']!);
    expect(xml).toContain('<w:lang w:val="hi" w:bidi="hi"/>');
    expect(xml).toContain('<w:footnoteReference w:id="1"/>');

    const zip = unzipSync(new Uint8Array((await exportFile(projectId, file.fileId)).rawPayload));
    expect(Object.keys(zip).sort()).toEqual(['report.hi.docx', 'report.ta.docx']);
    expect(readDocx(zip['report.ta.docx']!).units.some((u) => /[\u0B80-\u0BFF]/.test(u.text))).toBe(true);

    const processed = await call('fileTranslation/getProcessedFilesList', { projectId });
    expect(processed.body.data.files.map((f: { fileId: string }) => f.fileId)).toEqual([file.fileId]);
    const byCategory = await call('doc-file/fetch/docs', { projectId, category: 'LOB', docDate: '2026-11-27' });
    expect(byCategory.body.data).toMatchObject({ total: 1, files: [{ category: 'LOB', subType: 'revised', docDate: '2026-11-27' }] });
    expect((await call('doc-file/fetch/docs', { projectId, category: 'QL' })).body.data.total).toBe(0);
  });

  it('refuses bad files with a clear message and stores nothing', async () => {
    const { projectId } = await create({ translate: 'false' });
    const bomb = Buffer.from(zipSync({ 'word/document.xml': new Uint8Array(20 * 1024 * 1024) }, { level: 9 }));
    const doctype = buildSmallDocx((xml) => xml.replace('<w:document', '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><w:document'));
    const cases: [Buffer, string, RegExp][] = [
      [Buffer.from('just some text'), 'notes.docx', /zip|Word document/i],
      [DOCX, 'macro.docm', /Only Word documents/],
      [bomb, 'bomb.docx', /zip bomb/],
      [doctype, 'xxe.docx', /DOCTYPE|entit/i],
      [Buffer.alloc(16 * 1024 * 1024, 1), 'huge.docx', /too large/],
    ];
    for (const [content, name, message] of cases) {
      const res = await send('doc-file/upload/docs', [
        { name: 'projectId', value: projectId },
        { name: 'file', value: content, filename: name },
      ]);
      expect(res.status, name).toBe(400);
      expect(res.body.message, name).toMatch(message);
    }
    expect((await call('fileTranslation/getFilesList', { projectId })).body.data.total).toBe(1);
    const noLang = await send('doc-file/upload/docs', [{ name: 'file', value: DOCX, filename: 'a.docx' }]);
    expect(noLang.body.message).toBe('Please choose at least one language');
  });

  it('keeps other organisations out of every call', async () => {
    const { projectId, file } = await create({ translate: 'false' });
    const body = { projectId, fileId: file.fileId };
    for (const [path, extra] of [
      ['fileTranslation/getFilesList', {}],
      ['doc-file/fetch/files', {}],
      ['fileTranslation/lang/add', { languages: ['mr'] }],
      ['fileTranslation/edit', { category: 'QL' }],
      ['fileTranslation/delete', { fileIds: [file.fileId] }],
      ['fileTranslation/nmt/auto', {}],
    ] as const) {
      const res = await call(path, { ...body, ...extra }, stranger.token);
      expect(res.status, path).toBe(404);
    }
    expect((await exportFile(projectId, file.fileId, 'hi', stranger.token)).statusCode).toBe(404);
    const foreign = await send(
      'doc-file/upload/docs',
      [
        { name: 'projectId', value: projectId },
        { name: 'file', value: DOCX, filename: 'x.docx' },
      ],
      stranger.token,
    );
    expect(foreign.status).toBe(404);
    expect((await call('fileTranslation/getFilesList', { projectId })).body.data.total).toBe(1);
  });

  it('edits, adds languages, maps an outside translation into memory and deletes', async () => {
    const { projectId, file } = await create({ translate: 'false' });
    const cats = await call('doc-file/fetch/category', {});
    expect(cats.body.data.categories.map((c: { code: string }) => c.code)).toEqual(['LOB', 'BUL1', 'BUL2', 'QL', 'SYN', 'PTBL']);
    expect(cats.body.data.categories.find((c: { code: string }) => c.code === 'QL').subTypes.map((s: { label: string }) => s.label)).toEqual([
      'Starred',
      'Unstarred',
    ]);

    const edited = await call('fileTranslation/edit', {
      projectId,
      fileId: file.fileId,
      fileName: 'प्रश्न सूची.docx',
      category: 'QL',
      subType: 'starred',
      docDate: '2026-12-01',
    });
    expect(edited.body.data).toMatchObject({ fileName: 'प्रश्न सूची.docx', category: 'QL', subType: 'starred', docDate: '2026-12-01' });
    expect((await call('fileTranslation/edit', { projectId, fileId: file.fileId, category: 'XYZ' })).status).toBe(400);

    const added = await call('fileTranslation/lang/add', { projectId, fileId: file.fileId, languages: ['mr'] });
    expect(added.body.data).toEqual({ languages: ['hi', 'mr'], added: ['mr'] });

    // A translation made outside: the same document with every paragraph's text in Marathi.
    const source = readDocx(DOCX);
    const translations = new Map(source.units.map((u) => [u.id, u.text.replace(/[A-Za-z]+/g, 'मराठी')]));
    const outside = Buffer.from(writeDocx(source, translations, { targetLang: 'mr' }).bytes);
    const mapped = await send('fileTranslation/mapTranslatedDocFile', [
      { name: 'projectId', value: projectId },
      { name: 'fileId', value: file.fileId },
      { name: 'targetLang', value: 'mr' },
      { name: 'file', value: outside, filename: 'marathi.docx' },
    ]);
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    expect(mapped.body.data.pairs).toBeGreaterThan(source.units.length / 2);
    const marathi = readDocx((await exportFile(projectId, file.fileId, 'mr')).rawPayload);
    expect(marathi.units.filter((u) => u.text.includes('मराठी')).length).toBe(mapped.body.data.pairs);
    const short = buildSmallDocx((xml) => xml.replace(/<w:tbl>[\s\S]*<\/w:tbl>/, ''));
    const mismatch = await send('fileTranslation/mapTranslatedDocFile', [
      { name: 'projectId', value: projectId },
      { name: 'fileId', value: file.fileId },
      { name: 'targetLang', value: 'mr' },
      { name: 'file', value: short, filename: 'other.docx' },
    ]);
    expect(mismatch.body.message).toMatch(/does not match the source/);

    const deleted = await call('fileTranslation/delete', { projectId, fileIds: [file.fileId] });
    expect(deleted.body.data).toEqual({ deleted: 1 });
    expect((await call('fileTranslation/getFilesList', { projectId })).body.data.total).toBe(0);
    expect((await call('translation/dashboard/get', { projectId, targetLang: 'hi', pageNumber: 1, pageSize: 10 })).body.data.total).toBe(0);
  });

  it('send/prabandhak makes a manual request; the signed webhook moves the file, replays and forgeries are refused', async () => {
    const { projectId, file } = await create({ translate: 'false' });
    const sent = await call('doc-file/send/prabandhak', { projectId, fileId: file.fileId, languages: ['hi'] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await call('doc-file/fetch/files', { projectId, fileId: file.fileId })).body.data).toMatchObject({
      status: 'PBK_SENT',
      manualRequestId: sent.body.data.requestId,
    });

    const hook = (body: string, id: string, at = Math.floor(Date.now() / 1000), signature = signWebhook(SECRET, id, at, body)) =>
      t.app.inject({
        method: 'POST',
        url: '/api/fileTranslation/webhook',
        payload: body,
        headers: { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(at), 'webhook-signature': signature },
      });
    const body = JSON.stringify({ type: 'file.translated', data: { fileId: file.fileId } });
    const id = `msg_${file.fileId}`;
    expect((await hook(body, id, undefined, 'v1,AAAA')).statusCode).toBe(401);
    expect((await hook(body, `${id}-old`, Math.floor(Date.now() / 1000) - 3600)).statusCode).toBe(401);
    const tampered = await hook(
      body.replace('translated', 'failed'),
      id,
      Math.floor(Date.now() / 1000),
      signWebhook(SECRET, id, Math.floor(Date.now() / 1000), body),
    );
    expect(tampered.statusCode).toBe(401);
    const good = await hook(body, id);
    expect(good.statusCode, good.body).toBe(200);
    expect((await hook(body, id)).statusCode).toBe(409);
    expect((await call('doc-file/fetch/files', { projectId, fileId: file.fileId })).body.data.status).toBe('PBK_TRANSLATED');
    expect((await exportFile(projectId, file.fileId, 'hi')).statusCode).toBe(200);
    expect((await call('doc-file/fetch/files', { projectId, fileId: file.fileId })).body.data.status).toBe('PBK_EXPORTED');
  });
});
