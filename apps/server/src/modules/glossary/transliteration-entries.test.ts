import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMember, createTestProject, type Member } from '../projects/project-test-helpers.ts';
import { upload } from '../scope/scope-test-helpers.ts';

const FORMAT = 'Please upload a correct format';

describe('transliteration memory and glossary calls', () => {
  let t: TestApp;
  let owner: Member;
  let projectId: string;
  beforeAll(async () => {
    t = await createTestApp({}, { startWorkers: false });
    owner = await createMember(t.app, 'organisationAdmin');
    projectId = await createTestProject(t.app, owner, { languages: ['hi', 'mr'] });
  });
  afterAll(() => t.close());

  const send = (path: string, value: string | Buffer, token = owner.token) =>
    upload(t.app, `/api/${path}`, token, [{ name: 'projectId', value: projectId }, { name: 'file', value, filename: 'words.csv' }]);
  const list = async (path: string, body: Record<string, unknown> = {}, token = owner.token) => post(t.app, `/api/${path}/get`, { projectId, pageNumber: 1, pageSize: 50, ...body }, { token });

  it('transliteration/post, get, delete: the memory, kept apart from the glossary', async () => {
    const res = await send('transliteration/post', 'source,hi,mr\nLipi,लिपि,लिपी\nKhadi,खादी,\n');
    expect(res.body).toMatchObject({ success: true, data: { imported: 3 }, message: '3 entries added to the transliteration memory' });
    const hindi = await list('transliteration', { targetLang: 'hi' });
    expect(hindi.body.data.total).toBe(2);
    expect(hindi.body.data.entries.map((e: { source: string; target: string }) => [e.source, e.target])).toEqual([['Khadi', 'खादी'], ['Lipi', 'लिपि']]);
    expect((await list('transliteration', { search: 'lip' })).body.data.total).toBe(2);
    expect((await list('transliterationGlossary')).body.data.total).toBe(0);
    // The same word again replaces its spelling.
    await send('transliteration/post', 'source,hi\nLipi,लीपि\n');
    const replaced = await list('transliteration', { targetLang: 'hi', search: 'Lipi' });
    expect(replaced.body.data.entries.map((e: { target: string }) => e.target)).toEqual(['लीपि']);
    const gone = await post(t.app, '/api/transliteration/delete', { projectId, ids: [replaced.body.data.entries[0].id] }, { token: owner.token });
    expect(gone.body.data).toEqual({ deleted: 1 });
    expect((await list('transliteration')).body.data.total).toBe(2);
  });

  it('transliterationGlossary/create and csv/get round-trip', async () => {
    const res = await send('transliterationGlossary/create', 'source,hi\nSwadeshi,स्वदेशी\n"=cmd",कमांड\n');
    expect(res.body.data.imported).toBe(2);
    const file = await t.app.inject({ method: 'POST', url: '/api/transliterationGlossary/csv/get', payload: { projectId }, headers: { authorization: `Bearer ${owner.token}` } });
    expect(file.headers['content-disposition']).toBe('attachment; filename="transliterationGlossary.csv"');
    expect(file.body).toBe("\uFEFFsource,hi,mr\r\n'=cmd,कमांड,\r\nSwadeshi,स्वदेशी,\r\n");
    const before = (await list('transliterationGlossary')).body.data.entries;
    await post(t.app, '/api/transliterationGlossary/delete', { projectId, ids: before.map((e: { id: string }) => e.id) }, { token: owner.token });
    expect((await send('transliterationGlossary/create', file.body)).body.data.imported).toBe(2);
    const after = (await list('transliterationGlossary')).body.data.entries;
    expect(after.map((e: { source: string; target: string }) => [e.source, e.target])).toEqual(before.map((e: { source: string; target: string }) => [e.source, e.target]));
  });

  it('a wrong file changes nothing; roles and organisations are checked', async () => {
    const before = (await list('transliteration')).body.data;
    const refusals = [
      await send('transliteration/post', 'word,hi\nLipi,लिपि\n'),
      await send('transliteration/post', 'source\nLipi\n'),
      await send('transliteration/post', 'source,hi,xx\nLipi,लिपि,y\n'),
      await send('transliteration/post', `source,hi\nOkay,ठीक\n${'x'.repeat(201)},y\n`),
      await send('transliteration/post', Buffer.from([0x00, 0x01, 0xff])),
    ];
    expect(refusals.map((r) => [r.status, r.body.message])).toEqual([
      [400, FORMAT],
      [400, FORMAT],
      [400, `${FORMAT}: unknown language column "xx"`],
      [400, `${FORMAT}: row 3: a source word of 1 to 200 characters is needed`],
      [400, FORMAT],
    ]);
    expect((await list('transliteration')).body.data).toEqual(before);
    const translator = await createMember(t.app, 'lokSabhaTranslator', owner.organisationId);
    expect((await send('transliteration/post', 'source,hi\nA,ए\n', translator.token)).status).toBe(403);
    expect((await post(t.app, '/api/transliterationGlossary/delete', { projectId, ids: ['x'] }, { token: translator.token })).status).toBe(403);
    expect((await list('transliteration', {}, translator.token)).status).toBe(200);
    const stranger = await createMember(t.app, 'organisationAdmin');
    expect((await list('transliterationGlossary', {}, stranger.token)).status).toBe(404);
    const invalid = await list('transliteration', { targetLang: 'xx' });
    expect([invalid.status, invalid.body.type]).toEqual([400, 'VALIDATION_ERROR']);
  });
});
