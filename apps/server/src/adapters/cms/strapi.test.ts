import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CmsError, createStrapiClient } from './strapi.ts';
import { startFakeStrapi, type FakeStrapi } from './testing/fake-strapi.ts';

const LOOPBACK = { allowlist: ['127.0.0.1'], timeoutMs: 5_000, maxBytes: 1024 * 1024 };
const ARTICLE = { kind: 'collectionType', pluralName: 'articles', singularName: 'article' };

describe.each([5, 4] as const)('Strapi adapter against a fake speaking Strapi %i', (version) => {
  let fake: FakeStrapi;
  beforeAll(async () => {
    fake = await startFakeStrapi({ token: 'tok', version });
  });
  afterAll(() => fake.close());

  it('lists locales, api:: content types with kind and localized fields, entries by page, and writes a locale', async () => {
    const id = fake.create('api::article.article', { title: 'Hello', slug: 'hello' });
    const client = createStrapiClient(fake.url, 'tok', LOOPBACK);
    expect(await client.listLocales()).toEqual([
      { code: 'en', name: 'en', isDefault: true },
      { code: 'hi', name: 'hi', isDefault: false },
    ]);
    const types = await client.listContentTypes();
    expect(types.map((t) => [t.uid, t.kind])).toEqual([
      ['api::article.article', 'collectionType'],
      ['api::homepage.homepage', 'singleType'],
    ]);
    expect(types[0]!.fields.find((f) => f.name === 'slug')).toMatchObject({ localized: false, translatable: false });
    expect(types[0]!.fields.find((f) => f.name === 'body')).toMatchObject({ localized: true, translatable: true });
    const page = await client.listEntries('articles', ['title'], 1, 100);
    expect(page.entries.find((e) => e.documentId === id)).toMatchObject({ title: 'Hello' });
    // Writing back is Strapi 5's `PUT …?locale=` (Strapi 4's POST …/localizations is not built: docs/cms.md).
    if (version === 4) return;
    await client.putLocalization(ARTICLE, id, 'hi', { title: 'नमस्ते' });
    expect(fake.read('api::article.article', id, 'hi')).toMatchObject({ title: 'नमस्ते', slug: 'hello' });
  });
});

describe('Strapi adapter refusals', () => {
  it('gives Strapi’s own words for a wrong token, and says when the answer is not JSON', async () => {
    const fake = await startFakeStrapi({ token: 'right' });
    await expect(createStrapiClient(fake.url, 'wrong', LOOPBACK).listLocales()).rejects.toThrow('401 UnauthorizedError: Missing or invalid credentials');
    await fake.close();
    const html = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>login</html>'));
    await new Promise<void>((r) => html.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(html.address() as AddressInfo).port}`;
    await expect(createStrapiClient(url, 't', LOOPBACK).listLocales()).rejects.toThrow('The CMS answered 200 with text/html, not JSON');
    html.close();
  });

  it('refuses a CMS address on a private network or loopback before connecting (SSRF guard)', async () => {
    const guard = { allowlist: [], timeoutMs: 2_000, maxBytes: 1024 };
    for (const url of ['http://127.0.0.1:1337', 'http://10.0.0.5', 'http://169.254.169.254', 'http://localhost:1337', 'file:///etc/passwd']) {
      const err = await createStrapiClient(url, 't', guard)
        .listLocales()
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(CmsError);
      expect((err as Error).message).toMatch(/could not be reached: (Address|Host|Scheme|Not a valid)/);
    }
  });
});

const REAL = process.env.TEST_STRAPI_URL;
const realToken = () => process.env.TEST_STRAPI_TOKEN ?? '';
describe.skipIf(!REAL)('Strapi adapter against the real Strapi 5 (TEST_STRAPI_URL; start it with scripts/strapi-test.sh)', () => {
  it('reads its locales and the test project’s content types, and refuses a wrong token with its own error', async () => {
    const client = createStrapiClient(REAL!, realToken(), LOOPBACK);
    expect((await client.listLocales()).map((l) => l.code)).toEqual(expect.arrayContaining(['en', 'hi']));
    const types = await client.listContentTypes();
    const article = types.find((t) => t.uid === 'api::article.article')!;
    expect(article.kind).toBe('collectionType');
    expect(article.fields.filter((f) => f.translatable).map((f) => f.name)).toEqual(['title', 'summary', 'body']);
    expect(types.find((t) => t.uid === 'api::homepage.homepage')?.kind).toBe('singleType');
    await expect(createStrapiClient(REAL!, 'wrong', LOOPBACK).listLocales()).rejects.toThrow('401 UnauthorizedError: Missing or invalid credentials');
  });
});
if (!REAL) console.info('strapi.test: the real-Strapi block is skipped (set TEST_STRAPI_URL, see scripts/strapi-test.sh)');
