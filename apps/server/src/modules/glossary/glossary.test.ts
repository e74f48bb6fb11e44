import { writeXlsx } from '@lipi/engine/codecs';
import { describe, expect, it } from 'vitest';
import { post } from '../../test/auth-helpers.ts';
import { useOwnedProject } from '../../test/owned-project.ts';
import { createMember } from '../projects/project-test-helpers.ts';
import { upload } from '../scope/scope-test-helpers.ts';

const FORMAT = 'Please upload a correct format';

describe('glossary calls', () => {
  const { t, owner, project } = useOwnedProject();

  const call = (path: string, body: Record<string, unknown>, token = owner.token) =>
    post(t.app, `/api/glossary/${path}`, { projectId: project.id, ...body }, { token });
  const send = (value: string | Buffer, filename = 'terms.csv', token = owner.token) =>
    upload(t.app, '/api/glossary/upload', token, [
      { name: 'projectId', value: project.id },
      { name: 'file', value, filename },
    ]);
  const allTerms = async () => (await call('get', { pageNumber: 1, pageSize: 200 })).body.data;
  const download = () =>
    t.app.inject({ method: 'POST', url: '/api/glossary/csv/get', payload: { projectId: project.id }, headers: { authorization: `Bearer ${owner.token}` } });

  it('add, get with search and pages, delete', async () => {
    const added = await call('add', { term: 'Lipi', rule: 'never' });
    expect(added.body).toMatchObject({
      success: true,
      message: 'Glossary term saved',
      data: { term: 'Lipi', rule: 'never', translations: {}, isCaseSensitive: false },
    });
    await call('add', { term: 'Bharat', rule: 'always', translations: { hi: 'भारत' }, isCaseSensitive: true });
    await call('add', { term: 'Lipi', rule: 'transliterate' });
    const page = await call('get', { search: 'ip', pageNumber: 1, pageSize: 10 });
    expect(page.body.data.total).toBe(1);
    expect(page.body.data.terms[0]).toMatchObject({ term: 'Lipi', rule: 'transliterate' });
    const second = await call('get', { pageNumber: 2, pageSize: 1 });
    expect([second.body.data.total, second.body.data.terms[0].term]).toEqual([2, 'Lipi']);
    const removed = await call('delete', { ids: [added.body.data.id, 'not-an-id'] });
    expect(removed.body).toMatchObject({ success: true, data: { deleted: 1 } });
    expect((await allTerms()).terms.map((x: { term: string }) => x.term)).toEqual(['Bharat']);
  });

  it('validation in the envelope, 403 without translation.manage, 404 for another organisation', async () => {
    const badRule = await call('add', { term: 'X', rule: 'sometimes' });
    expect([badRule.status, badRule.body.type, badRule.body.message]).toEqual([400, 'VALIDATION_ERROR', 'rule must be never, always or transliterate']);
    const noTranslation = await call('add', { term: 'X', rule: 'always' });
    expect(noTranslation.body.message).toBe('A term translated always needs at least one translation');
    expect((await call('add', { term: 'X', rule: 'always', translations: { xx: 'y' } })).body.message).toBe('Unknown language code in translations');
    const translator = await createMember(t.app, 'lokSabhaTranslator', owner.organisationId);
    expect((await call('add', { term: 'X', rule: 'never' }, translator.token)).status).toBe(403);
    expect((await call('get', { pageNumber: 1, pageSize: 10 }, translator.token)).status).toBe(200);
    const stranger = await createMember(t.app, 'organisationAdmin');
    expect((await call('get', { pageNumber: 1, pageSize: 10 }, stranger.token)).status).toBe(404);
    expect((await send('term,rule\nX,never\n', 'terms.csv', stranger.token)).status).toBe(404);
  });

  it('maskTermsList.csv round-trips through upload, formula cells neutralised', async () => {
    const csv = 'term,rule,isCaseSensitive,HI,mr\n"=HYPERLINK(""http://x"")",never,false,,\nGST,always,true,जीएसटी,जीएसटी\nKhadi,transliterate,,,\n';
    const res = await send(csv);
    expect(res.body).toMatchObject({ success: true, data: { imported: 3 }, message: '3 glossary terms uploaded' });
    const before = await allTerms();
    const file = await download();
    expect(file.headers['content-disposition']).toBe('attachment; filename="maskTermsList.csv"');
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(file.body.split('\r\n')[0]).toBe('\uFEFFterm,rule,isCaseSensitive,hi,mr');
    await call('delete', { ids: before.terms.map((x: { id: string }) => x.id) });
    expect((await send(file.body)).body.data.imported).toBe(before.total);
    const after = await allTerms();
    const strip = (list: { term: string; rule: string; translations: object; isCaseSensitive: boolean }[]) =>
      list.map(({ term, rule, translations, isCaseSensitive }) => ({ term, rule, translations, isCaseSensitive }));
    expect(strip(after.terms)).toEqual(strip(before.terms));
    expect(after.terms.find((x: { term: string }) => x.term.startsWith('='))).toMatchObject({ term: '=HYPERLINK("http://x")', rule: 'never' });
  });

  it('reads XLSX; a wrong file says "Please upload a correct format" and changes nothing', async () => {
    const xlsx = await writeXlsx([
      ['term', 'rule', 'hi'],
      ['Swadeshi', 'always', 'स्वदेशी'],
    ]);
    expect((await send(Buffer.from(xlsx), 'terms.xlsx')).body.data.imported).toBe(1);
    const before = await allTerms();
    const refusals = [
      await send(Buffer.from([0x00, 0xff, 0x13, 0x37]), 'terms.pdf'),
      await send('just,some\ncolumns,here\n'),
      await send('term,rule\n'),
      await send('term,rule,hi\nOkay,never,\nBad,sometimes,\n'),
      await send('term,rule,klingon\nOkay,never,x\n'),
      await send('term,rule\nNeeds,always\n'),
    ];
    expect(refusals.map((r) => [r.status, r.body.success, r.body.message])).toEqual([
      [400, false, FORMAT],
      [400, false, FORMAT],
      [400, false, FORMAT],
      [400, false, `${FORMAT}: row 3: rule must be never, always or transliterate`],
      [400, false, `${FORMAT}: unknown language column "klingon"`],
      [400, false, `${FORMAT}: row 2: a term translated always needs at least one translation`],
    ]);
    expect(await allTerms()).toEqual(before);
  });
});
