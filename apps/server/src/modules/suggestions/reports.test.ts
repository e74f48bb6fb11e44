import { describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema/index.ts';
import { call, post } from '../../test/auth-helpers.ts';
import { upload } from '../scope/scope-test-helpers.ts';
import { useSuggestionsFixture } from './suggestions-test-helpers.ts';

/** The CSV reports: suggestion download and upload of decisions, and the feedback list and its CSV. */
const fx = useSuggestionsFixture();
const { newProject, suggest, tmOf, statusOf, csvOf } = fx;

describe('suggestion/download and suggestion/upload', () => {
  it('downloads suggestionReport.csv with formula cells neutralised', async () => {
    const p = await newProject();
    await suggest(p, { text: 'Back home', suggestedText: '=HYPERLINK("http://evil.example","click")' });
    await suggest(p, { text: 'Back home', suggestedText: '+1 and "quotes", commas' });
    await suggest(p, { text: 'Back home', suggestedText: '-2' });
    await suggest(p, { text: 'Back home', suggestedText: '@SUM(A1)' });
    await suggest(p, { text: 'Back home', suggestedText: '\tTabbed' });
    const res = await csvOf(p, '/api/suggestion/download', {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="suggestionReport.csv"');
    const body = res.body.replace(/^\uFEFF/, '');
    expect(body.split('\r\n')[0]).toBe(
      'id,status,targetLang,sourceText,currentTranslation,suggestedText,count,pageUrl,createdAt,updatedAt,decision,editedText',
    );
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(body).toContain(`"'+1 and ""quotes"", commas"`);
    expect(body).toContain(`,'-2,`);
    expect(body).toContain(`,'@SUM(A1),`);
    expect(body).toContain(`,'\tTabbed,`);
    expect(body).not.toMatch(/,=|,\+|,-2|,@/);
    const onlyAccepted = await csvOf(p, '/api/suggestion/download', { status: 'accepted' });
    expect(
      onlyAccepted.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
  });

  it('uploads decisions: round trip of the report, and a wrong file changes nothing', async () => {
    const p = await newProject();
    const a = await suggest(p, { text: 'Back home', suggestedText: 'घर जाएँ' });
    const b = await suggest(p, { text: 'We grow mangoes since 1990.', suggestedText: 'गलत' });
    const c = await suggest(p, { text: 'We grow mangoes since 1990.', suggestedText: '=1+1' });
    const report = (await csvOf(p, '/api/suggestion/download', {})).body;
    const lines = report.split('\r\n');
    const edited = lines.map((line) => {
      if (line.startsWith(a.id)) return `${line.slice(0, -1)}accepted,`;
      if (line.startsWith(b.id)) return `${line.slice(0, -1)}rejected,`;
      return line;
    });
    const send = (content: string | Buffer, token = p.token) =>
      upload(fx.app, '/api/suggestion/upload', token, [
        { name: 'projectId', value: p.projectId },
        { name: 'file', value: content, filename: 'suggestionReport.csv', contentType: 'text/csv' },
      ]);

    const wrongFiles: Array<string | Buffer> = [
      'just some text',
      Buffer.from([0xff, 0xfe, 0x00, 0x01]),
      `id,verdict\n${a.id},accepted\n`,
      `id,decision\n${a.id},maybe\n`,
      `id,decision\n${a.id},accepted\n00000000-0000-4000-8000-000000000000,rejected\n`,
      `id,decision,editedText\n${a.id},accepted,"unclosed\n`,
      `id,decision,editedText\n${a.id},rejected,\n${b.id},accepted,<1>bad</1>\n`,
    ];
    for (const file of wrongFiles) {
      const res = await send(file);
      expect([res.status, res.body.message], String(file)).toEqual([400, 'Please upload a correct format']);
    }
    expect([await statusOf(a.id), await statusOf(b.id), await statusOf(c.id)]).toEqual(['new', 'new', 'new']);
    expect((await tmOf(p, 'Back home'))?.preProcessedTarget).toBe('मुख्य पृष्ठ');

    const res = await send(edited.join('\r\n'));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ accepted: 1, rejected: 1, unchanged: 1 });
    expect([await statusOf(a.id), await statusOf(b.id), await statusOf(c.id)]).toEqual(['accepted', 'rejected', 'new']);
    expect((await tmOf(p, 'Back home'))?.preProcessedTarget).toBe('घर जाएँ');

    const withEdit = await send(`id,decision,editedText\n${c.id},accepted,'=हम आम उगाते हैं\n`);
    expect(withEdit.body.data).toEqual({ accepted: 1, rejected: 0, unchanged: 0 });
    expect((await tmOf(p, 'We grow mangoes since 1990.'))?.preProcessedTarget).toBe('=हम आम उगाते हैं');
    const other = await newProject();
    expect((await send(`id,decision\n${a.id},rejected\n`, other.token)).status).toBe(404);
  });
});

describe('feedback', () => {
  it('feedback/get pages newest first; feedback/csv/get is formula-safe', async () => {
    const p = await newProject();
    const rows = [];
    for (let i = 0; i < 3; i++) {
      const [row] = await fx.app.ctx.db
        .insert(feedback)
        .values({
          projectId: p.projectId,
          pageUrl: `${fx.origin}/about`,
          targetLang: 'hi',
          rating: i + 3,
          message: i === 2 ? '=cmd|calc' : `Message ${i}`,
          createdAt: new Date(Date.now() - (3 - i) * 1000),
        })
        .returning();
      rows.push(row!);
    }
    const page = await post(fx.app, '/api/feedback/get', { projectId: p.projectId, pageNumber: 1, pageSize: 2 }, { token: p.token });
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.feedback).toEqual([
      { id: rows[2]!.id, pageUrl: `${fx.origin}/about`, targetLang: 'hi', rating: 5, message: '=cmd|calc', createdAt: rows[2]!.createdAt.toISOString() },
      { id: rows[1]!.id, pageUrl: `${fx.origin}/about`, targetLang: 'hi', rating: 4, message: 'Message 1', createdAt: rows[1]!.createdAt.toISOString() },
    ]);
    const csv = await csvOf(p, '/api/feedback/csv/get', {});
    expect(csv.headers['content-disposition']).toBe('attachment; filename="feedbackReport.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,createdAt,targetLang,rating,pageUrl,message');
    expect(lines[1]).toBe(`${rows[2]!.id},${rows[2]!.createdAt.toISOString()},hi,5,${fx.origin}/about,'=cmd|calc`);
    expect(lines).toHaveLength(4);
    const other = await newProject();
    expect((await call(fx.app, 'POST', '/api/feedback/get', { token: other.token, body: { projectId: p.projectId } })).status).toBe(404);
  });
});
