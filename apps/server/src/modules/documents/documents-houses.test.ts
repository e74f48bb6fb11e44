import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taggedDocx } from './document-test-helpers.ts';
import { post } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMember, type Member } from '../projects/project-test-helpers.ts';
import { upload } from '../scope/scope-test-helpers.ts';

type Part = { name: string; value: string | Buffer; filename?: string };
type Uploaded = { fileId: string; house: string | null; units: number };

describe('documents: the parliament houses see only their own', () => {
  let t: TestApp;
  let owner: Member;
  let lokAdmin: Member;
  let rajyaAdmin: Member;
  let lokTranslator: Member;
  let projectId: string;
  let common: Uploaded;
  let lok: Uploaded;
  let rajya: Uploaded;

  const send = (path: string, parts: Part[], token: string) => upload(t.app, `/api/${path}`, token, parts);
  const call = (path: string, body: Record<string, unknown>, token: string) => post(t.app, `/api/${path}`, body, { token });
  const uploadTo = async (who: Member, tag: string, fields: Record<string, string>) => {
    const parts: Part[] = Object.entries({ projectId, translate: 'false', ...fields }).map(([name, value]) => ({ name, value }));
    return send('doc-file/upload/docs', [...parts, { name: 'file', value: taggedDocx(tag), filename: `${tag}.docx` }], who.token);
  };
  const listed = async (who: Member) => {
    const res = await call('fileTranslation/getFilesList', { projectId }, who.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data.files as { fileName: string }[]).map((f) => f.fileName).sort();
  };

  beforeAll(async () => {
    t = await createTestApp({}, { startWorkers: false });
    owner = await createMember(t.app, 'organisationAdmin');
    lokAdmin = await createMember(t.app, 'lokSabhaAdmin', owner.organisationId);
    rajyaAdmin = await createMember(t.app, 'rajyaSabhaAdmin', owner.organisationId);
    lokTranslator = await createMember(t.app, 'lokSabhaTranslator', owner.organisationId);
    // The translator's categories are set the way its admin sets them.
    const assigned = await call('user/update/category/list', { userId: lokTranslator.id, categories: ['LOB'] }, lokAdmin.token);
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);

    const first = await send(
      'doc-file/upload/docs',
      [
        { name: 'projectName', value: 'Parliament papers' },
        { name: 'languages', value: 'hi' },
        { name: 'translate', value: 'false' },
        { name: 'category', value: 'SYN' },
        { name: 'file', value: taggedDocx('Common'), filename: 'Common.docx' },
      ],
      owner.token,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    projectId = first.body.data.projectId;
    common = first.body.data.file;
    const lokRes = await uploadTo(lokAdmin, 'Lok', { category: 'LOB' });
    expect(lokRes.status, JSON.stringify(lokRes.body)).toBe(200);
    lok = lokRes.body.data.file;
    const rajyaRes = await uploadTo(rajyaAdmin, 'Rajya', { category: 'LOB' });
    expect(rajyaRes.status, JSON.stringify(rajyaRes.body)).toBe(200);
    rajya = rajyaRes.body.data.file;
  });
  afterAll(() => t.close());

  it('gives each upload its uploader’s house (organisation-wide roles: none, or the house they name)', async () => {
    expect([common.house, lok.house, rajya.house]).toEqual([null, 'lokSabha', 'rajyaSabha']);
    const forRajya = await uploadTo(owner, 'ForRajya', { category: 'QL', house: 'rajyaSabha' });
    expect(forRajya.body.data.file.house).toBe('rajyaSabha');
    const wrongHouse = await uploadTo(lokAdmin, 'Wrong', { category: 'LOB', house: 'rajyaSabha' });
    expect(wrongHouse.status).toBe(400);
    expect((await uploadTo(owner, 'Bad', { house: 'senate' })).status).toBe(400);
  });

  it('lists: each house its own and the organisation-wide documents; a translator only its categories', async () => {
    expect(await listed(owner)).toEqual(['Common.docx', 'ForRajya.docx', 'Lok.docx', 'Rajya.docx']);
    expect(await listed(lokAdmin)).toEqual(['Common.docx', 'Lok.docx']);
    expect(await listed(rajyaAdmin)).toEqual(['Common.docx', 'ForRajya.docx', 'Rajya.docx']);
    // Common is SYN, not one of the translator's categories.
    expect(await listed(lokTranslator)).toEqual(['Lok.docx']);
    const docs = await call('doc-file/fetch/docs', { projectId, category: 'LOB' }, rajyaAdmin.token);
    expect(docs.body.data.files.map((f: { fileId: string }) => f.fileId)).toEqual([rajya.fileId]);
    const processed = await call('fileTranslation/getProcessedFilesList', { projectId }, lokTranslator.token);
    expect(processed.body.data.total).toBe(0);
  });

  it('answers 404 for the other house’s document in every call a house user can make', async () => {
    const body = { projectId, fileId: rajya.fileId };
    // edit, delete, lang/add, nmt/auto and send/prabandhak are refused to house roles by policy already.
    for (const [path, extra] of [
      ['doc-file/fetch/files', {}],
      ['fileTranslation/export/files', { targetLang: 'hi' }],
      ['doc-file/preview', { targetLang: 'hi' }],
    ] as const) {
      for (const who of [lokAdmin, lokTranslator]) {
        const res = await call(path, { ...body, ...extra }, who.token);
        expect(res.status, `${who.role} ${path}`).toBe(404);
        expect(res.body.message, path).toMatch(/not found/i);
      }
    }
    // The translator also misses the organisation-wide SYN document.
    expect((await call('doc-file/fetch/files', { projectId, fileId: common.fileId }, lokTranslator.token)).status).toBe(404);
    const mapped = await send(
      'fileTranslation/mapTranslatedDocFile',
      [
        { name: 'projectId', value: projectId },
        { name: 'fileId', value: rajya.fileId },
        { name: 'targetLang', value: 'hi' },
        { name: 'file', value: taggedDocx('Rajya'), filename: 'x.docx' },
      ],
      lokTranslator.token,
    );
    expect(mapped.status).toBe(404);
    // Nothing happened to it: its own house still sees it unchanged.
    const still = await call('doc-file/fetch/files', body, rajyaAdmin.token);
    expect(still.body.data).toMatchObject({ category: 'LOB', languages: [{ language: 'hi' }] });
  });

  it('keeps the other house’s paragraphs out of the editor', async () => {
    const rows = async (who: Member) => call('translation/dashboard/get', { projectId, targetLang: 'hi', pageNumber: 1, pageSize: 100 }, who.token);
    const mine = await rows(lokTranslator);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const texts = (mine.body.data.rows as { sourceText: string }[]).map((r) => r.sourceText);
    expect(texts.some((s) => s.includes('Lok'))).toBe(true);
    expect(texts.filter((s) => /Rajya|Common/.test(s))).toEqual([]);
    expect(mine.body.data.total).toBe(lok.units);
    const everything = await rows(owner);
    expect(everything.body.data.total).toBeGreaterThan(lok.units * 3);
    const rajyaRows = (await rows(rajyaAdmin)).body.data.rows as { sourceText: string }[];
    expect(rajyaRows.some((r) => r.sourceText.includes('Rajya'))).toBe(true);
    expect(rajyaRows.some((r) => r.sourceText.includes('Lok'))).toBe(false);
  });

  it('lets translators upload only into an existing project and only in their categories', async () => {
    expect((await uploadTo(lokTranslator, 'Quest', { category: 'QL' })).body.message).toMatch(/categories assigned to you/);
    const ok = await uploadTo(lokTranslator, 'Mine', { category: 'LOB' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.file.house).toBe('lokSabha');
    const fresh = await send(
      'doc-file/upload/docs',
      [
        { name: 'projectName', value: 'Mine' },
        { name: 'languages', value: 'hi' },
        { name: 'category', value: 'LOB' },
        { name: 'file', value: taggedDocx('Fresh'), filename: 'Fresh.docx' },
      ],
      lokTranslator.token,
    );
    expect(fresh.status).toBe(403);
    expect(fresh.body.message).toMatch(/house admin/);
    for (const role of ['collaborator', 'translationAdmin']) {
      const other = await createMember(t.app, role, owner.organisationId);
      expect((await uploadTo(other, 'No', { category: 'LOB' })).status, role).toBe(403);
    }
  });
});
