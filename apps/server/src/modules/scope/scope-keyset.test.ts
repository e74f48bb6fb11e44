import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeUrls } from '../../db/schema/index.ts';
import { randomIp } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMember, createTestProject, type Member } from '../projects/project-test-helpers.ts';
import { forgetPageAnchors } from '../translation/page-anchors.ts';
import { addMember } from './scope-test-helpers.ts';

let t: TestApp;
let admin: Member;
let collaborator: string;
let projectId: string;
/** 2,050 URLs on two hosts (every 7th a blog post): more than two parts of scope/allUrl. */
const URLS = Array.from({ length: 2050 }, (_, i) => {
  const host = i % 3 === 0 ? 'b.keyset.example' : 'a.keyset.example';
  return { url: `https://${host}/${i % 7 === 0 ? 'blog' : 'page'}-${String(i).padStart(4, '0')}`, hostname: host };
});

beforeAll(async () => {
  t = await createTestApp({}, { startWorkers: false });
  admin = await createMember(t.app);
  projectId = await createTestProject(t.app, admin);
  await t.app.ctx.db.insert(scopeUrls).values(URLS.map((u) => ({ projectId, ...u, crawlStatus: 'fetched' })));
  collaborator = (await addMember(t.app, admin.organisationId, 'collaborator', projectId, ['b.keyset.example'])).token;
});
afterAll(async () => t?.close());

type Ask = (pageNumber: number) => { method: 'GET' | 'POST'; url: string; payload?: object };
/** The raw reply of one page: what must be byte-identical whichever path read it. */
const read = async (ask: Ask, pageNumber: number, token = admin.token) => {
  const res = await t.app.inject({ ...ask(pageNumber), headers: { authorization: `Bearer ${token}` }, remoteAddress: randomIp() });
  expect(res.statusCode).toBe(200);
  return res.payload;
};
const urlsOf = (payload: string): string[] => JSON.parse(payload).data.urls.map((u: { url: string } | string) => (typeof u === 'string' ? u : u.url));
/** Every page read with OFFSET (no anchors: each page read alone); without a count, to the first empty one. */
const offsetPages = async (ask: Ask, pages = Infinity, token?: string) => {
  const out: string[] = [];
  for (let n = 1; n <= pages; n++) {
    forgetPageAnchors();
    out.push(await read(ask, n, token));
    if (urlsOf(out.at(-1)!).length === 0) break;
  }
  return out;
};
/** The pages read walking forward, as the scope table does (each after the one before: a seek). */
const walk = async (ask: Ask, pages: number, token?: string) => {
  forgetPageAnchors();
  const out: string[] = [];
  for (let n = 1; n <= pages; n++) out.push(await read(ask, n, token));
  return out;
};

const urls =
  (query: string, size: number): Ask =>
  (n) => ({ method: 'GET', url: `/api/scope/urls/${projectId}?pageNumber=${n}&pageSize=${size}${query}` });
const LISTS: [string, Ask, number][] = [
  ['scope/urls, all', urls('', 200), 10],
  ['scope/urls, a search', urls('&search=blog', 50), 5],
  ['scope/urls, an origin and a search', urls('&search=BLOG&selectedHostname=B.keyset.example', 20), 4],
  ['scope/{id}/{n}/{size}, a search', (n) => ({ method: 'GET', url: `/api/scope/${projectId}/${n}/50?searchText=page-1` }), 17],
  [
    'scope/fetchByDomain',
    (n) => ({ method: 'POST', url: '/api/scope/fetchByDomain', payload: { projectId, hostname: 'a.keyset.example', pageNumber: n, pageSize: 200 } }),
    6,
  ],
  ['scope/allUrl', (n) => ({ method: 'GET', url: `/api/scope/allUrl/${projectId}?pagePart=${n - 1}` }), 2],
];

describe('keyset pages of the scope URL lists', () => {
  it.each(LISTS)('%s: walking forward gives the same replies as OFFSET, to the last page and past it', async (_, ask, fullPages) => {
    const offset = await offsetPages(ask);
    const seen = offset.flatMap(urlsOf);
    expect(new Set(seen).size).toBe(seen.length);
    expect(offset).toHaveLength(fullPages + 2); // full pages, a short last one, an empty one past it
    expect(await walk(ask, offset.length)).toEqual(offset);
  });

  it('a jump reads with OFFSET; going back and forth stays right', async () => {
    const ask = urls('&search=blog', 50);
    const offset = await offsetPages(ask, 4);
    forgetPageAnchors();
    for (const n of [3, 4, 1, 2, 4]) expect(await read(ask, n)).toBe(offset[n - 1]);
  });

  it("a collaborator's list is its own: another caller's anchors do not move its pages", async () => {
    const ask = urls('', 20);
    const own = await offsetPages(ask, 3, collaborator);
    expect(own.flatMap(urlsOf).every((u) => u.startsWith('https://b.keyset.example/'))).toBe(true);
    await walk(ask, 2); // the admin's page 2 ends elsewhere
    expect(await read(ask, 3, collaborator)).toBe(own[2]);
    expect(await walk(ask, 3, collaborator)).toEqual(own);
  });

  it('a URL added before the page being read does not repeat a row on the next page', async () => {
    const ask = urls('', 200);
    const before = await walk(ask, 2);
    await t.app.ctx.db.insert(scopeUrls).values({ projectId, url: 'https://a.keyset.example/aaa-first', hostname: 'a.keyset.example' });
    const next = urlsOf(await read(ask, 3));
    const lastServed = urlsOf(before[1]!).at(-1)!;
    const all = (await offsetPages(ask)).flatMap(urlsOf);
    expect(all[0]).toBe('https://a.keyset.example/aaa-first');
    // The seek continues right after page 2's last row; OFFSET would repeat that row at the top.
    expect(next).toEqual(all.slice(all.indexOf(lastServed) + 1).slice(0, 200));
    forgetPageAnchors();
    expect(urlsOf(await read(ask, 3))[0]).toBe(lastServed);
  });
});
