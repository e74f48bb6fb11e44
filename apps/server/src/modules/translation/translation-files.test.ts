import { readTm } from '@lipi/engine/codecs';
import { describe, expect, it } from 'vitest';
import { randomIp } from '../../test/auth-helpers.ts';
import { useTranslationFixtures } from '../../test/translation-fixtures.ts';
import { createMember } from '../projects/project-test-helpers.ts';
import { addMember, upload } from '../scope/scope-test-helpers.ts';
import { PAGE_ONE, PAGE_TWO, ask, createFixture } from './translation-test-helpers.ts';

const { t, f, other } = useTranslationFixtures([
  { ...PAGE_ONE[0]!, lang: 'hi', target: '=स्वागत', type: 'MACHINE' },
  { ...PAGE_ONE[1]!, lang: 'hi', target: 'पहले <1>शर्तें</1> पढ़ें', type: 'PBK' },
  { ...PAGE_ONE[2]!, lang: 'hi', target: 'संपर्क करें', type: 'USER', displayType: 't13n' },
  { ...PAGE_TWO[1]!, lang: 'hi', target: 'Our story began in 1990', type: 'NO_TRANSLATION_AVAILABLE' },
  { ...PAGE_ONE[3]!, lang: 'mr', target: 'मोफत डिलिव्हरी', type: 'USER' },
]);

const call = (path: string, body: object, token = f.admin.token) => ask(t.app, token, path, { projectId: f.projectId, ...body });
const download = (path: string, body: object, token = f.admin.token) =>
  t.app.inject({ method: 'POST', url: `/api/${path}`, payload: body, headers: { authorization: `Bearer ${token}` }, remoteAddress: randomIp() });

describe('translation/generateReport and /report/download', () => {
  it('per URL and language: words by what their translation is', async () => {
    const res = await call('translation/generateReport', {});
    expect(res.status).toBe(200);
    const report = res.body.data.report;
    expect(report).toHaveLength(4);
    expect(report.find((r: { url: string; language: string }) => r.url === f.urls[0] && r.language === 'hi')).toEqual({
      url: f.urls[0],
      language: 'hi',
      totalWords: 15,
      machineWords: 4,
      userWords: 0,
      pbkWords: 4,
      transliteratedWords: 2,
      noTranslationWords: 0,
      newContentWords: 5,
    });
    expect(report.find((r: { url: string; language: string }) => r.url === f.urls[1] && r.language === 'hi')).toMatchObject({
      transliteratedWords: 2,
      noTranslationWords: 5,
      newContentWords: 4,
    });
    const one = await call('translation/generateReport', { targetLang: 'mr', url: f.urls[0] });
    expect(one.body.data.report).toEqual([expect.objectContaining({ language: 'mr', userWords: 5, newContentWords: 10 })]);
    expect((await call('translation/generateReport', { targetLang: 'ta' })).status).toBe(400);
    expect((await call('translation/generateReport', { projectId: 5 })).body.type).toBe('VALIDATION_ERROR');
    expect((await call('translation/generateReport', { projectId: other.projectId })).status).toBe(404);
  });

  it('downloads the report as a CSV attachment', async () => {
    const res = await download('report/download', { projectId: f.projectId, targetLang: 'hi' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="translation-report-${f.host}.csv"`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('URL,Language,Total words,Machine translated,Self translated,Prabandhak translated,Transliterated,No translation,New content');
    expect(lines).toContain(`${f.urls[0]},hi,15,4,0,4,2,0,5`);
    const bad = await download('report/download', { projectId: f.projectId, url: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, type: 'VALIDATION_ERROR' });
    const foreign = await download('report/download', { projectId: other.projectId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false });
  });
});

describe('TM export and import', () => {
  it('exports the project rows of a language in each format with the right type', async () => {
    const types = {
      tmx: 'application/x-tmx+xml',
      xliff12: 'application/xliff+xml',
      xliff2: 'application/xliff+xml',
      csv: 'text/csv',
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    };
    for (const [format, type] of Object.entries(types)) {
      const res = await download('translation/tm/export', { projectId: f.projectId, targetLang: 'hi', format });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['content-type'])).toContain(type);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="translation-memory-.+-hi\.(tmx|xlf|xliff|csv|xlsx)"$/);
      const units = await readTm(format as 'tmx', new Uint8Array(res.rawPayload));
      expect(units).toHaveLength(4);
    }
    expect((await download('translation/tm/export', { projectId: f.projectId, targetLang: 'hi', format: 'doc' })).json().type).toBe('VALIDATION_ERROR');
    expect((await download('translation/tm/export', { projectId: other.projectId, targetLang: 'hi', format: 'tmx' })).statusCode).toBe(404);
  });

  it('round trip: TMX exported here and imported into another organisation gives identical rows', async () => {
    const exported = await download('translation/tm/export', { projectId: f.projectId, targetLang: 'hi', format: 'tmx' });
    const target = await createFixture(t.app);
    const res = await upload(t.app, '/api/translation/tm/import', target.admin.token, [
      { name: 'projectId', value: target.projectId },
      { name: 'targetLang', value: 'hi' },
      { name: 'file', value: exported.rawPayload, filename: 'memory.tmx', contentType: 'application/x-tmx+xml' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      data: { imported: 4, added: 4, changed: 0, unchanged: 0, skipped: 0, unmatched: 0, skippedUnits: [] },
      message: 'Import finished: 4 added, 0 changed, 0 unchanged, 0 skipped',
    });
    const rowsOf = async (token: string, projectId: string) =>
      (await ask(t.app, token, 'translation/dashboard/get', { projectId, targetLang: 'hi', pageSize: 50 })).body.data.rows.map(
        (r: { sourceHash: string; translation: { preProcessedTarget: string; type: string; displayType: string } | null }) => [
          r.sourceHash,
          r.translation && [r.translation.preProcessedTarget, r.translation.type, r.translation.displayType],
        ],
      );
    expect(await rowsOf(target.admin.token, target.projectId)).toEqual(await rowsOf(f.admin.token, f.projectId));
  });

  it('imports as USER unless the file says otherwise; counts skipped and unmatched units', async () => {
    const target = await createFixture(t.app);
    const csv = [
      'source,target,sourceLang,targetLang,type',
      `Contact us,संपर्क,en,hi,`,
      `Free delivery on all orders,मुफ्त डिलीवरी,en,hi-IN,PBK`,
      `Read the <1>terms</1> first,शर्तें पढ़ें,en,hi,`,
      `Welcome to our shop,स्वागत,en,ta,`,
      `Not on any page,कहीं नहीं,en,hi,`,
    ].join('\n');
    const res = await upload(t.app, '/api/translation/tm/import', target.admin.token, [
      { name: 'projectId', value: target.projectId },
      { name: 'targetLang', value: 'hi' },
      { name: 'file', value: csv, filename: 'tm.csv', contentType: 'text/csv' },
    ]);
    expect(res.body.data).toEqual({
      imported: 2,
      added: 2,
      changed: 0,
      unchanged: 0,
      skipped: 2,
      unmatched: 1,
      skippedUnits: [
        { unit: '"Read the <1>terms</1> first"', reason: 'The translation must keep the tags of the source text ({1}, <1>…</1>) exactly once each' },
        { unit: '"Welcome to our shop"', reason: 'its target language ta is not hi' },
      ],
    });
    const rows = (await ask(t.app, target.admin.token, 'translation/dashboard/get', { projectId: target.projectId, targetLang: 'hi', pageSize: 50 })).body.data
      .rows;
    const byText = Object.fromEntries(
      rows.map((r: { sourceText: string; translation: { type: string } | null }) => [r.sourceText, r.translation?.type ?? null]),
    );
    expect(byText).toMatchObject({
      'Contact us': 'USER',
      'Free delivery on all orders': 'PBK',
      'Read the <1>terms</1> first': null,
      'Welcome to our shop': null,
    });
  });

  it('tells added, changed and unchanged apart when a file is imported again with one edit', async () => {
    const target = await createFixture(t.app);
    const send = (csv: string) =>
      upload(t.app, '/api/translation/tm/import', target.admin.token, [
        { name: 'projectId', value: target.projectId },
        { name: 'targetLang', value: 'hi' },
        { name: 'file', value: csv, filename: 'tm.csv', contentType: 'text/csv' },
      ]);
    const rows = ['en,hi', 'Contact us,संपर्क', 'Free delivery on all orders,मुफ्त डिलीवरी', 'Welcome to our shop,स्वागत'];
    expect((await send(rows.join('\n'))).body.data).toMatchObject({ imported: 3, added: 3, changed: 0, unchanged: 0, skipped: 0 });
    const again = await send([...rows.slice(0, 3), 'Welcome to our shop,हमारी दुकान में स्वागत'].join('\n'));
    expect(again.body.data).toMatchObject({ imported: 1, added: 0, changed: 1, unchanged: 2, skipped: 0, unmatched: 0 });
    expect(again.body.message).toBe('Import finished: 0 added, 1 changed, 2 unchanged, 0 skipped');
  });

  it('XLIFF without target-language takes the form language; gettext headers are skipped with their reason', async () => {
    const target = await createFixture(t.app);
    const xliff = `<?xml version="1.0" encoding="utf-8"?>
<xliff version="1.1" xmlns="urn:oasis:names:tc:xliff:document:1.1">
<file original="messages.po" source-language="en-US" datatype="po">
<body>
<trans-unit id="1" restype="x-gettext-domain-header" approved="no" xml:space="preserve"><source>Project-Id-Version: shop
Content-Type: text/plain; charset=UTF-8
</source><target>Project-Id-Version: shop
Content-Type: text/plain; charset=UTF-8
</target></trans-unit>
<trans-unit id="2" xml:space="preserve" approved="yes"><source>Contact us</source><target state="translated">संपर्क करें</target></trans-unit>
<trans-unit id="3" xml:space="preserve"><source>Welcome to our shop</source></trans-unit>
</body></file></xliff>`;
    const res = await upload(t.app, '/api/translation/tm/import', target.admin.token, [
      { name: 'projectId', value: target.projectId },
      { name: 'targetLang', value: 'hi' },
      { name: 'file', value: xliff, filename: 'messages.xlf', contentType: 'application/xliff+xml' },
    ]);
    expect(res.body.data).toEqual({
      imported: 1,
      added: 1,
      changed: 0,
      unchanged: 0,
      skipped: 2,
      unmatched: 0,
      skippedUnits: [
        { unit: '1', reason: 'gettext header (restype="x-gettext-domain-header"), not a translation' },
        { unit: '3', reason: 'no target text' },
      ],
    });
  });

  it('a wrong file changes nothing: Please upload a correct format; roles and organisations are checked', async () => {
    const target = await createFixture(t.app);
    const parts = (file: string, filename: string, projectId = target.projectId) => [
      { name: 'projectId', value: projectId },
      { name: 'targetLang', value: 'hi' },
      { name: 'file', value: file, filename },
    ];
    const wrong = [
      ['not a memory at all', 'notes.txt'],
      ['<tmx version="1.4"><body><tu>', 'broken.tmx'],
      ['', 'empty.tmx'],
      ['', 'empty.csv'],
      ['  \n', 'blank.xlf'],
      ['source,target\n', 'header-only.csv'],
      ['<?xml version="1.0"?><tmx version="1.4"><header srclang="en"/><body></body></tmx>', 'no-units.tmx'],
    ] as const;
    for (const [file, name] of wrong) {
      const res = await upload(t.app, '/api/translation/tm/import', target.admin.token, parts(file, name));
      expect([name, res.status]).toEqual([name, 400]);
      expect(res.body).toMatchObject({ success: false, message: 'Please upload a correct format' });
    }
    const counts = await ask(t.app, target.admin.token, 'translation/tm/count', { projectId: target.projectId });
    expect(counts.body.data.languages[0].tmCounts).toEqual({ USER: 0, MACHINE: 0, PBK: 0, NO_TRANSLATION_AVAILABLE: 0 });
    const csv = 'source,target\nContact us,संपर्क\n';
    expect((await upload(t.app, '/api/translation/tm/import', target.admin.token, parts(csv, 'tm.csv', other.projectId))).status).toBe(404);
    const collaborator = await addMember(t.app, target.admin.organisationId, 'collaborator', target.projectId, [target.host]);
    expect((await upload(t.app, '/api/translation/tm/import', collaborator.token, parts(csv, 'tm.csv'))).status).toBe(403);
    const missing = await upload(t.app, '/api/translation/tm/import', target.admin.token, [
      { name: 'projectId', value: target.projectId },
      { name: 'file', value: csv, filename: 'tm.csv' },
    ]);
    expect(missing.status).toBe(400);
    expect(missing.body.type).toBe('VALIDATION_ERROR');
    const stranger = await createMember(t.app);
    expect((await upload(t.app, '/api/translation/tm/import', stranger.token, parts(csv, 'tm.csv'))).status).toBe(404);
  });
});
