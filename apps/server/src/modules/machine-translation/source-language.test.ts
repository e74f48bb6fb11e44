import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PROJECT_MESSAGES } from '@lipi/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apertiumTestUrl } from '../../adapters/mt/testing/apertium-server.ts';
import { translationMemory } from '../../db/schema/index.ts';
import { call, post } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMember, createTestProject, seedScope } from '../projects/project-test-helpers.ts';
import { applyNmt, TEST_RUN_OPTIONS, waitForRun } from './mt-test-helpers.ts';
import { transliterationNeedsEnglish } from './project-engines.service.ts';
import { registerTranslationRunWorker } from './translation-run.job.ts';

// The real APy (apertium-urd-hin) when TEST_APERTIUM_URL is set; else a stand-in speaking APy's protocol for hin|urd only.
const real = apertiumTestUrl();

async function startProtocolApy(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.url?.startsWith('/listPairs')) {
        return res.end(JSON.stringify({ responseStatus: 200, responseData: [{ sourceLanguage: 'hin', targetLanguage: 'urd' }] }));
      }
      const form = new URLSearchParams(body);
      if (form.get('langpair') !== 'hin|urd') {
        res.statusCode = 400;
        return res.end(JSON.stringify({ responseStatus: 400, explanation: 'That pair is not installed' }));
      }
      res.end(JSON.stringify({ responseStatus: 200, responseData: { translatedText: `اردو ${form.get('q')?.length ?? 0}` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe(`a Hindi-source project translated into Urdu through Apertium (${real.url ? 'real APy' : 'protocol stand-in'})`, () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startProtocolApy>> | undefined;
  beforeAll(async () => {
    fake = real.url ? undefined : await startProtocolApy();
    t = await createTestApp({ APERTIUM_URL: real.url ?? fake!.url }, { startWorkers: false });
    await registerTranslationRunWorker(t.app.ctx, TEST_RUN_OPTIONS);
  });
  afterAll(async () => {
    await t.close();
    await fake?.close();
  });

  it('creates the project in Hindi, refuses Hindi as a target, translates hi→ur and serves it publicly with Hindi as the source', async () => {
    const owner = await createMember(t.app, 'organisationAdmin');
    // A target equal to the source is refused, in the envelope, with the reason.
    const same = await post(
      t.app,
      '/api/project/new',
      { url: 'https://hindi-same.example.org', sourceLanguage: 'hi', languages: ['ur', 'hi'] },
      { token: owner.token },
    );
    expect([same.status, same.body.success, same.body.type]).toEqual([400, false, 'VALIDATION_ERROR']);
    expect(JSON.stringify(same.body)).toContain(PROJECT_MESSAGES.targetIsSource('hi'));

    const projectId = await createTestProject(t.app, owner, { sourceLanguage: 'hi', languages: ['ur'] });
    const details = await post(t.app, '/api/project/details', { projectId }, { token: owner.token });
    expect(details.body.data).toMatchObject({ sourceLanguage: 'hi', languages: ['ur'] });
    const list = await post(t.app, '/api/project', {}, { token: owner.token });
    expect(list.body.data.projectList.find((p: { id: string }) => p.id === projectId)).toMatchObject({ sourceLanguage: 'hi' });

    // Update: Urdu as the source while Urdu is a target is refused; nothing changes.
    const clash = await post(t.app, '/api/project/update', { projectId, sourceLanguage: 'ur' }, { token: owner.token });
    expect([clash.status, clash.body.success, clash.body.message]).toEqual([400, false, PROJECT_MESSAGES.targetIsSource('ur')]);

    // The built-in transliteration starts from English only: refused with the reason.
    const t13n = await post(t.app, '/api/translation/engines/update', { projectId, targetLang: 'ur', engine: 'transliteration' }, { token: owner.token });
    expect([t13n.status, t13n.body.message]).toEqual([400, transliterationNeedsEnglish('hi')]);
    // Apertium serves hin→urd (its /listPairs): chosen for Urdu, stored from Hindi.
    const chosen = await post(t.app, '/api/translation/engines/update', { projectId, targetLang: 'ur', engine: 'apertium' }, { token: owner.token });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data).toMatchObject({ sourceLang: 'hi', engines: [{ targetLang: 'ur', engine: 'apertium', isDefault: false }] });

    const host = details.body.data.hostname as string;
    const url = `https://${host}/namaste`;
    await seedScope(t.app, projectId, [
      {
        url,
        segments: [
          { hash: 'hi-src-1', text: 'मेरा नाम राम है।', words: 4 },
          { hash: 'hi-src-2', text: 'आज मौसम अच्छा है।', words: 4 },
        ],
      },
    ]);
    const started = await applyNmt(t.app, owner.token, { projectId, targetLang: 'ur' });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ engine: 'apertium', targetLang: 'ur', total: 2 });
    const done = await waitForRun(t.app, owner.token, projectId, started.body.data.id, 30_000);
    expect(done.run).toMatchObject({ status: 'completed', done: 2, failed: 0 });

    const rows = await t.app.ctx.db
      .select({ text: translationMemory.preProcessedTarget })
      .from(translationMemory)
      .where(and(eq(translationMemory.organisationId, owner.organisationId), eq(translationMemory.targetLang, 'ur')));
    expect(rows).toHaveLength(2);
    for (const { text } of rows) {
      expect(text).toMatch(/[\u0600-\u06ff]/); // Perso-Arabic out
      expect(text).not.toMatch(/[\u0900-\u097f]/); // no Devanagari left
    }

    // The snippet's reply names Hindi as the source and default, first in the switcher's list.
    const query = new URLSearchParams({ projectId, lang: 'ur', url }).toString();
    const pub = await call(t.app, 'GET', `/api/public/translations?${query}`);
    expect(pub.status).toBe(200);
    expect(pub.body.data).toMatchObject({ lang: 'ur', sourceLang: 'hi', defaultLang: 'hi' });
    expect(pub.body.data.languages.map((l: { code: string; dir: string }) => [l.code, l.dir])).toEqual([
      ['hi', 'ltr'],
      ['ur', 'rtl'],
    ]);
    expect(Object.keys(pub.body.data.translations).sort()).toEqual(['hi-src-1', 'hi-src-2']);
  });
});
