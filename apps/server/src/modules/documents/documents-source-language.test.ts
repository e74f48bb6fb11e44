import { PROJECT_MESSAGES } from '@lipi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { readDocx } from '@lipi/engine/files/docx';
import { buildSmallDocx } from '@lipi/engine/files/docx/small-docx';
import { post } from '../../test/auth-helpers.ts';
import { eventually } from '../../test/test-app.ts';
import { applyNmt, createMtApp, startFakeLibre, waitForRun, type FakeLibre } from '../machine-translation/mt-test-helpers.ts';
import { createMember, type Member } from '../projects/project-test-helpers.ts';
import { upload } from '../scope/scope-test-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';

const DEVANAGARI = /[\u0900-\u097F]/;
/** The fake engine "translates" by replacing each Devanagari word with "word" (markers kept as they are). */
const toEnglish = (text: string) => text.replace(/[\u0900-\u097F]+/g, 'word');

const HINDI_DOCX = buildSmallDocx((xml) =>
  xml
    .replace('The committee ', 'समिति ने ')
    .replace('approved ', 'मंज़ूर ')
    .replace('the budget', 'बजट किया')
    .replace('<w:t>Item</w:t>', '<w:t>मद</w:t>')
    .replace('Cost in rupees', 'रुपये में लागत')
    .replace('<w:t>Roads</w:t>', '<w:t>सड़कें</w:t>'),
);
const HINDI_STRINGS_XML = Buffer.from(
  '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n  <string name="greeting">नमस्ते दुनिया</string>\n  <string name="save">सहेजें</string>\n</resources>\n',
);
const HINDI_STRINGS = Buffer.from('"greeting" = "नमस्ते दुनिया";\n"save" = "सहेजें";\n');

describe('a Hindi source: documents and mobile string files translated into English', () => {
  let t: TestApp;
  let libre: FakeLibre;
  let owner: Member;
  beforeAll(async () => {
    libre = await startFakeLibre((call) => ({ texts: call.q.map(toEnglish) }));
    t = await createMtApp(libre.url);
    owner = await createMember(t.app, 'organisationAdmin');
  });
  afterAll(async () => {
    await t.close();
    await libre.close();
  });

  type Part = { name: string; value: string | Buffer; filename?: string };
  const send = (path: string, parts: Part[]) => upload(t.app, `/api/${path}`, owner.token, parts);
  const call = (path: string, body: Record<string, unknown>) => post(t.app, `/api/${path}`, body, { token: owner.token });
  const raw = (path: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/${path}`, payload, headers: { authorization: `Bearer ${owner.token}` } });

  it('extracts, counts, machine-translates hi→en and exports an English .docx', async () => {
    const same = await send('doc-file/upload/docs', [
      { name: 'sourceLanguage', value: 'hi' },
      { name: 'languages', value: 'hi' },
      { name: 'file', value: HINDI_DOCX, filename: 'समिति.docx' },
    ]);
    expect([same.status, same.body.success, same.body.message]).toEqual([400, false, PROJECT_MESSAGES.targetIsSource('hi')]);

    const created = await send('doc-file/upload/docs', [
      { name: 'sourceLanguage', value: 'hi' },
      { name: 'languages', value: 'en' },
      { name: 'translate', value: 'false' },
      { name: 'file', value: HINDI_DOCX, filename: 'समिति.docx' },
    ]);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { projectId, file } = created.body.data as { projectId: string; file: { fileId: string; units: number; sourceWordCount: number } };
    expect((await call('project/details', { projectId })).body.data).toMatchObject({ sourceLanguage: 'hi', languages: ['en'] });
    // Counted as Hindi: the body paragraph "समिति ने मंज़ूर बजट किया." is five words.
    expect(file.units).toBe(readDocx(HINDI_DOCX, 'hi').units.length);
    expect(file.sourceWordCount).toBe(readDocx(HINDI_DOCX, 'hi').units.reduce((n, u) => n + u.wordCount, 0));
    expect((await call('fileTranslation/lang/add', { projectId, fileId: file.fileId, languages: ['hi'] })).status).toBe(400);

    const started = await call('fileTranslation/nmt/auto', { projectId, fileId: file.fileId, engine: 'libretranslate' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await eventually(async () => {
      const res = await call('doc-file/fetch/files', { projectId, fileId: file.fileId });
      return res.body.data?.status === 'NMT_TRANSLATED' ? true : undefined;
    }, 20_000);
    expect(libre.calls.every((c) => c.source === 'hi' && c.target === 'en')).toBe(true);

    const res = await raw('fileTranslation/export/files', { projectId, fileId: file.fileId, targetLang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('.en.docx');
    const english = readDocx(res.rawPayload, 'en');
    expect(english.units).toHaveLength(file.units);
    expect(english.units.filter((u) => DEVANAGARI.test(u.text))).toEqual([]);
    expect(english.units[0]!.text).toBe('<1>word word </1>word word word{2}<3>.</3>');
    const xml = strFromU8(unzipSync(new Uint8Array(res.rawPayload))['word/document.xml']!);
    expect(xml).toContain('<w:lang w:val="en"');
    expect(xml).toContain('<w:footnoteReference w:id="1"/>');
  });

  it('keys mobile strings in Hindi and writes the English files where each platform looks', async () => {
    const created = await send('translation/xmlFileTranslation', [
      { name: 'projectName', value: 'Hindi app' },
      { name: 'sourceLanguage', value: 'hi' },
      { name: 'languages', value: 'en' },
      { name: 'file', value: HINDI_STRINGS_XML, filename: 'strings.xml' },
    ]);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { projectId, fileId } = created.body.data as { projectId: string; fileId: string };
    expect(created.body.data.sourceWordCount).toBe(3);
    const ios = await send('translation/xmlFileTranslation', [
      { name: 'projectId', value: projectId },
      { name: 'file', value: HINDI_STRINGS, filename: 'Localizable.strings' },
    ]);
    expect(ios.status, JSON.stringify(ios.body)).toBe(200);
    expect((await call('translation/mobileLanguageAddition', { projectId, languages: ['hi'] })).status).toBe(400);

    const run = await applyNmt(t.app, owner.token, { projectId, targetLang: 'en', nmtService: 'libretranslate' });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect((await waitForRun(t.app, owner.token, projectId, run.body.data.id)).run.status).toBe('completed');

    const one = await raw('translation/stringxmlFile/download', { projectId, fileId, targetLang: 'en' });
    expect(one.headers['x-resource-path']).toBe('values-en/strings.xml');
    expect(one.body).toContain('<string name="greeting">word word</string>');
    const zip = unzipSync(new Uint8Array((await raw('translation/stringxmlFile/zip', { projectId })).rawPayload));
    expect(Object.keys(zip).sort()).toEqual([
      'en.lproj/Localizable.strings',
      'hi.lproj/Localizable.strings',
      'res/values-en/strings.xml',
      'res/values/strings.xml',
    ]);
    expect(strFromU8(zip['res/values/strings.xml']!)).toContain('नमस्ते दुनिया');
    expect(strFromU8(zip['en.lproj/Localizable.strings']!)).toContain('"save" = "word";');
  });
});
