import { describe, expect, it } from 'vitest';
import { post } from '../../test/auth-helpers.ts';
import { useOwnedProject } from '../../test/owned-project.ts';
import { createMember, createTestProject } from '../projects/project-test-helpers.ts';
import { upload } from '../scope/scope-test-helpers.ts';

const FORMAT = 'Please upload a correct format';

describe('transliteration memory and glossary calls', () => {
  const { t, owner, project } = useOwnedProject();

  const send = (path: string, value: string | Buffer, token = owner.token) =>
    upload(t.app, `/api/${path}`, token, [
      { name: 'projectId', value: project.id },
      { name: 'file', value, filename: 'words.csv' },
    ]);
  const list = async (path: string, body: Record<string, unknown> = {}, token = owner.token) =>
    post(t.app, `/api/${path}/get`, { projectId: project.id, pageNumber: 1, pageSize: 50, ...body }, { token });

  it('transliteration/post, get, delete: the memory, kept apart from the glossary', async () => {
    const res = await send('transliteration/post', 'source,hi,mr\nLipi,लिपि,लिपी\nKhadi,खादी,\n');
    expect(res.body).toMatchObject({ success: true, data: { imported: 3 }, message: '3 entries added to the transliteration memory' });
    const hindi = await list('transliteration', { targetLang: 'hi' });
    expect(hindi.body.data.total).toBe(2);
    expect(hindi.body.data.entries.map((e: { source: string; target: string }) => [e.source, e.target])).toEqual([
      ['Khadi', 'खादी'],
      ['Lipi', 'लिपि'],
    ]);
    expect((await list('transliteration', { search: 'lip' })).body.data.total).toBe(2);
    expect((await list('transliterationGlossary')).body.data.total).toBe(0);
    // The same word again replaces its spelling.
    await send('transliteration/post', 'source,hi\nLipi,लीपि\n');
    const replaced = await list('transliteration', { targetLang: 'hi', search: 'Lipi' });
    expect(replaced.body.data.entries.map((e: { target: string }) => e.target)).toEqual(['लीपि']);
    const gone = await post(t.app, '/api/transliteration/delete', { projectId: project.id, ids: [replaced.body.data.entries[0].id] }, { token: owner.token });
    expect(gone.body.data).toEqual({ deleted: 1 });
    expect((await list('transliteration')).body.data.total).toBe(2);
  });

  it('transliterationGlossary/create and csv/get round-trip', async () => {
    const res = await send('transliterationGlossary/create', 'source,hi\nSwadeshi,स्वदेशी\n"=cmd",कमांड\n');
    expect(res.body.data.imported).toBe(2);
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/transliterationGlossary/csv/get',
      payload: { projectId: project.id },
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(file.headers['content-disposition']).toBe('attachment; filename="transliterationGlossary.csv"');
    expect(file.body).toBe("\uFEFFsource,hi,mr\r\n'=cmd,कमांड,\r\nSwadeshi,स्वदेशी,\r\n");
    const before = (await list('transliterationGlossary')).body.data.entries;
    await post(t.app, '/api/transliterationGlossary/delete', { projectId: project.id, ids: before.map((e: { id: string }) => e.id) }, { token: owner.token });
    expect((await send('transliterationGlossary/create', file.body)).body.data.imported).toBe(2);
    const after = (await list('transliterationGlossary')).body.data.entries;
    expect(after.map((e: { source: string; target: string }) => [e.source, e.target])).toEqual(
      before.map((e: { source: string; target: string }) => [e.source, e.target]),
    );
  });

  it('transliteration/csv/get: the memory downloads in its upload layout and round-trips; other organisations get 404', async () => {
    const own = await createTestProject(t.app, owner, { languages: ['hi', 'mr'] });
    const sendTo = (value: string) =>
      upload(t.app, '/api/transliteration/post', owner.token, [
        { name: 'projectId', value: own },
        { name: 'file', value, filename: 'words.csv' },
      ]);
    const download = (token = owner.token) =>
      t.app.inject({ method: 'POST', url: '/api/transliteration/csv/get', payload: { projectId: own }, headers: { authorization: `Bearer ${token}` } });
    const memory = async () =>
      (await post(t.app, '/api/transliteration/get', { projectId: own, pageNumber: 1, pageSize: 50 }, { token: owner.token })).body.data.entries as {
        id: string;
        source: string;
        targetLang: string;
        target: string;
      }[];
    expect((await sendTo('source,hi,mr\nLipi,लिपि,लिपी\n"=SUM(1)",योग,\nKhadi,,खादी\n')).body.data.imported).toBe(4);
    const file = await download();
    expect([file.statusCode, file.headers['content-type'], file.headers['content-disposition']]).toEqual([
      200,
      'text/csv; charset=utf-8',
      'attachment; filename="transliterationMemory.csv"',
    ]);
    // Formula cells neutralised; each word on one row, an empty cell where it has no spelling.
    expect(file.body).toBe("\uFEFFsource,hi,mr\r\n'=SUM(1),योग,\r\nKhadi,,खादी\r\nLipi,लिपि,लिपी\r\n");
    const before = await memory();
    await post(t.app, '/api/transliteration/delete', { projectId: own, ids: before.map((e) => e.id) }, { token: owner.token });
    expect(await memory()).toEqual([]);
    expect((await sendTo(file.body)).body.data.imported).toBe(4);
    const pairs = (entries: typeof before) => entries.map((e) => [e.source, e.targetLang, e.target]);
    expect(pairs(await memory())).toEqual(pairs(before));
    // The glossary's download stays apart from the memory's.
    const glossary = await t.app.inject({
      method: 'POST',
      url: '/api/transliterationGlossary/csv/get',
      payload: { projectId: own },
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(glossary.body).toBe('\uFEFFsource,hi,mr\r\n');
    const translator = await createMember(t.app, 'lokSabhaTranslator', owner.organisationId);
    expect((await download(translator.token)).statusCode).toBe(200);
    const stranger = await createMember(t.app, 'organisationAdmin');
    const refused = await download(stranger.token);
    expect([refused.statusCode, refused.json().success]).toEqual([404, false]);
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
    expect((await post(t.app, '/api/transliterationGlossary/delete', { projectId: project.id, ids: ['x'] }, { token: translator.token })).status).toBe(403);
    expect((await list('transliteration', {}, translator.token)).status).toBe(200);
    const stranger = await createMember(t.app, 'organisationAdmin');
    expect((await list('transliterationGlossary', {}, stranger.token)).status).toBe(404);
    const invalid = await list('transliteration', { targetLang: 'xx' });
    expect([invalid.status, invalid.body.type]).toEqual([400, 'VALIDATION_ERROR']);
  });
});
