import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taggedDocx } from '../documents/document-test-helpers.ts';
import { call as callApi, post } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMember, uniqueSite, type Member } from './project-test-helpers.ts';
import { upload } from '../scope/scope-test-helpers.ts';

type Part = { name: string; value: string | Buffer; filename?: string };
type Doc = { fileId: string; fileName: string; sourceWordCount: number };
type Totals = { sourceWordCount: number; uniqueWordCount: number; urlCount: number; inScopeUrlCount: number };
type Counts = { language: string; newContentWordCount: number; newContentSegmentCount: number; translatedWordCount: number };

/**
 * The totals of a document project as each caller sees them: a house's users count only the
 * documents they see (their house's and the organisation-wide ones; a translator only its
 * categories), organisation-wide roles everything.
 */
describe('document project totals: a parliament house counts only what it sees', () => {
  let t: TestApp;
  let owner: Member;
  let lokAdmin: Member;
  let rajyaTranslator: Member;
  let projectId: string;
  const docs: Record<string, Doc> = {};

  const ask = (path: string, body: Record<string, unknown>, who: Member) => post(t.app, `/api/${path}`, body, { token: who.token });
  const ok = async (path: string, body: Record<string, unknown>, who: Member) => {
    const res = await ask(path, body, who);
    expect(res.status, `${who.role} ${path} ${JSON.stringify(res.body)}`).toBe(200);
    return res.body.data;
  };
  const uploadDoc = async (who: Member, tag: string, fields: Record<string, string>) => {
    const parts: Part[] = Object.entries({ translate: 'false', languages: 'hi', ...fields }).map(([name, value]) => ({ name, value }));
    const res = await upload(t.app, '/api/doc-file/upload/docs', who.token, [...parts, { name: 'file', value: taggedDocx(tag), filename: `${tag}.docx` }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    docs[tag] = res.body.data.file;
    return res.body.data;
  };
  /** Translates the cell "<tag> roads" (two words) by hand, as the organisation admin. */
  const translateCell = async (tag: string) => {
    const text = `${tag} roads`;
    const rows = (await ok('translation/dashboard/get', { projectId, targetLang: 'hi', search: text, pageNumber: 1, pageSize: 10 }, owner)).rows as {
      sourceHash: string;
      sourceText: string;
    }[];
    const cell = rows.find((r) => r.sourceText === text)!;
    await ok(
      'translation/user/update',
      { projectId, targetLang: 'hi', sourceHash: cell.sourceHash, preProcessedTarget: 'सड़कें', displayType: 'translation' },
      owner,
    );
  };
  const words = (...tags: string[]) => tags.reduce((sum, tag) => sum + docs[tag]!.sourceWordCount, 0);
  const details = async (who: Member) => (await ok('project/details', { projectId }, who)) as { totals: Totals; counts: Counts[]; sourceWordCount: number };
  const editorCounts = async (who: Member) =>
    ((await ok('translation/counts', { projectId }, who)).languages as { language: string; totalWordCount: number; totalSegmentCount: number }[])[0]!;

  beforeAll(async () => {
    t = await createTestApp({}, { startWorkers: false });
    owner = await createMember(t.app, 'organisationAdmin');
    const lokAdminMember = await createMember(t.app, 'lokSabhaAdmin', owner.organisationId);
    const rajyaAdmin = await createMember(t.app, 'rajyaSabhaAdmin', owner.organisationId);
    rajyaTranslator = await createMember(t.app, 'rajyaSabhaTranslator', owner.organisationId);
    lokAdmin = lokAdminMember;
    await ok('user/update/category/list', { userId: rajyaTranslator.id, categories: ['QL'] }, rajyaAdmin);

    projectId = (await uploadDoc(owner, 'Common', { projectName: 'House totals', category: 'SYN' })).projectId;
    await uploadDoc(lokAdmin, 'Lok', { projectId, category: 'LOB' });
    await uploadDoc(rajyaAdmin, 'Rajya', { projectId, category: 'LOB' });
    await uploadDoc(owner, 'RajyaQl', { projectId, category: 'QL', house: 'rajyaSabha' });

    // One cell of the Rajya Sabha's LOB document translated by hand: only who sees it counts it.
    await translateCell('Rajya');
  });
  afterAll(() => t.close());

  it('project/details: a Lok Sabha admin counts its house and the organisation-wide documents', async () => {
    const all = await details(owner);
    const lok = await details(lokAdmin);
    expect(all.totals).toMatchObject({ urlCount: 4, inScopeUrlCount: 4, sourceWordCount: words('Common', 'Lok', 'Rajya', 'RajyaQl') });
    expect(lok.totals).toMatchObject({ urlCount: 2, inScopeUrlCount: 2, sourceWordCount: words('Common', 'Lok') });
    expect(lok.sourceWordCount).toBe(words('Common', 'Lok'));
    expect(lok.totals.uniqueWordCount).toBeGreaterThan(0);
    expect(lok.totals.uniqueWordCount).toBeLessThan(all.totals.uniqueWordCount);
    // The overview agrees with the editor's counts for the same caller (the editor already hid the other house).
    for (const who of [owner, lokAdmin]) {
      const overview = (await details(who)).counts[0]!;
      const editor = await editorCounts(who);
      expect(overview.newContentWordCount + overview.translatedWordCount, who.role).toBe(editor.totalWordCount);
    }
    expect(all.counts[0]!.translatedWordCount).toBeGreaterThan(0);
    expect(lok.counts[0]!.translatedWordCount).toBe(0);
    expect(all.totals.uniqueWordCount).toBe(all.counts[0]!.newContentWordCount + all.counts[0]!.translatedWordCount);
    expect(lok.totals.uniqueWordCount).toBe(lok.counts[0]!.newContentWordCount);
  });

  it('a Rajya Sabha translator counts only the documents of its categories', async () => {
    const mine = await details(rajyaTranslator);
    expect(mine.totals).toMatchObject({ urlCount: 1, sourceWordCount: words('RajyaQl') });
    expect(mine.counts[0]!.translatedWordCount).toBe(0);
    expect(mine.totals.uniqueWordCount).toBe((await editorCounts(rajyaTranslator)).totalWordCount);
    const wordcount = (await callApi(t.app, 'GET', `/api/project/wordcount/${projectId}`, { token: rajyaTranslator.token })).body.data;
    expect(wordcount).toMatchObject({ sourceWordCount: words('RajyaQl'), urlCount: 1 });
    const stats = await ok('project/stats', { projectId }, rajyaTranslator);
    expect(stats.totals.sourceWordCount).toBe(words('RajyaQl'));
    expect(Object.values(stats.crawl.urlsByStatus as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('the project list, URL counts and the domain word counts follow the same rule', async () => {
    const listed = async (who: Member) =>
      ((await ok('project', { pageNumber: 1, pageSize: 10 }, who)).projectList as { id: string; sourceWordCount: number }[]).find((p) => p.id === projectId)!;
    expect((await listed(owner)).sourceWordCount).toBe(words('Common', 'Lok', 'Rajya', 'RajyaQl'));
    expect((await listed(lokAdmin)).sourceWordCount).toBe(words('Common', 'Lok'));
    expect((await listed(rajyaTranslator)).sourceWordCount).toBe(words('RajyaQl'));

    const rajyaUrl = `document://${docs.Rajya!.fileId}/${encodeURIComponent(docs.Rajya!.fileName)}`;
    const urlWise = async (who: Member) => (await ok('project/stats/urlWise', { projectId, urls: [rajyaUrl] }, who)).urls[0];
    expect(await urlWise(owner)).toMatchObject({ found: true, sourceWordCount: words('Rajya') });
    expect(await urlWise(lokAdmin)).toMatchObject({ found: false, sourceWordCount: 0 });

    // A document project has no web domains: the domain calls' only content figure is the project's unique words.
    for (const who of [owner, lokAdmin, rajyaTranslator]) {
      const unique = (await details(who)).totals.uniqueWordCount;
      expect((await ok('multi/domain/stats', { projectId }, who)).uniqueWordCount, who.role).toBe(unique);
      expect((await ok('domain/wise/wordcount', { projectId }, who)).uniqueWordCount, who.role).toBe(unique);
    }
  });
  it('dashboard/fetchStat: translated words of a document project count only the documents the caller sees', async () => {
    // A document project enters the dashboard's figures only through a web domain an organisation admin adds to it.
    await ok('project/addNewDomain', { projectId, url: `https://${uniqueSite('docs')}/`, languages: ['hi'] }, owner);
    await translateCell('Lok');
    const stat = async (who: Member) => (await ok('dashboard/fetchStat', { projectId }, who)).stat as { projects: number; translatedWords: number };
    const all = await stat(owner);
    expect(all.projects).toBe(1);
    expect(all.translatedWords).toBe(4);
    expect(await stat(lokAdmin)).toMatchObject({ projects: 1, translatedWords: 2 });
    expect(await stat(rajyaTranslator)).toMatchObject({ projects: 1, translatedWords: 0 });
  });
});
