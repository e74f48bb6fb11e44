import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type Attr = { type: string; localized: boolean };
type TypeDef = { uid: string; kind: 'singleType' | 'collectionType'; singularName: string; pluralName: string; attributes: Record<string, Attr> };
type Doc = Map<string, Record<string, unknown>>;

/** The test Strapi's two content types (integrations/strapi): an article with a non-localized slug, a homepage. */
export const FAKE_TYPES: TypeDef[] = [
  {
    uid: 'api::article.article',
    kind: 'collectionType',
    singularName: 'article',
    pluralName: 'articles',
    attributes: {
      title: { type: 'string', localized: true },
      summary: { type: 'text', localized: true },
      body: { type: 'blocks', localized: true },
      slug: { type: 'string', localized: false },
    },
  },
  {
    uid: 'api::homepage.homepage',
    kind: 'singleType',
    singularName: 'homepage',
    pluralName: 'homepages',
    attributes: { headline: { type: 'string', localized: true }, intro: { type: 'richtext', localized: true } },
  },
];

/**
 * A small Strapi on 127.0.0.1 speaking the REST calls Lipi uses, as Strapi 5 answers them (or in
 * Strapi 4's `{id, attributes}` shape): bearer token, `/api/i18n/locales`, the content-type
 * builder's list, paged lists with `fields[n]` and `locale`, `PUT …?locale=` creating or updating a
 * locale version (copying non-localized fields, and accepting unknown locales silently, as the real
 * one does). `puts` records every write.
 */
export async function startFakeStrapi(options: { token: string; version?: 4 | 5; locales?: string[]; port?: number } = { token: 'fake-token' }) {
  const locales = options.locales ?? ['en', 'hi'];
  const docs = new Map<string, Doc>();
  const puts: { path: string; locale: string; data: Record<string, unknown> }[] = [];
  let next = 1;
  const typeOf = (segment: string) => FAKE_TYPES.find((t) => (t.kind === 'collectionType' ? t.pluralName : t.singularName) === segment);
  const keyOf = (type: TypeDef, id: string | null) => `${type.uid}:${id ?? 'single'}`;

  function shape(id: string, data: Record<string, unknown>, fields: string[]) {
    const picked = fields.length ? Object.fromEntries(fields.map((f) => [f, data[f] ?? null])) : data;
    return options.version === 4
      ? { id: Number(id) || 0, attributes: { ...picked, locale: data.locale } }
      : { id: 1, documentId: id, ...picked, locale: data.locale };
  }

  function write(type: TypeDef, id: string, locale: string, data: Record<string, unknown>) {
    const doc = docs.get(keyOf(type, type.kind === 'singleType' ? null : id)) ?? new Map();
    const base = doc.get('en') ?? {};
    const shared = Object.fromEntries(
      Object.entries(type.attributes)
        .filter(([, a]) => !a.localized)
        .map(([k]) => [k, data[k] ?? base[k]]),
    );
    doc.set(locale, { ...(doc.get(locale) ?? {}), ...data, ...shared, locale });
    for (const [l, v] of doc) doc.set(l, { ...v, ...shared });
    docs.set(keyOf(type, type.kind === 'singleType' ? null : id), doc);
  }

  const server = createServer((req, res) => {
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const fail = (status: number, name: string, message: string) => send(status, { data: null, error: { status, name, message, details: {} } });
    if (req.headers.authorization !== `Bearer ${options.token}`) return fail(401, 'UnauthorizedError', 'Missing or invalid credentials');
    const url = new URL(req.url ?? '/', 'http://x');
    const locale = url.searchParams.get('locale') ?? 'en';
    const fields = [...url.searchParams.entries()].filter(([k]) => /^fields\[\d+\]$/.test(k)).map(([, v]) => v);
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      if (url.pathname === '/api/i18n/locales')
        return send(
          200,
          locales.map((code, i) => ({ id: i + 1, code, name: code, isDefault: i === 0 })),
        );
      if (url.pathname === '/api/content-type-builder/content-types')
        return send(200, {
          data: [
            {
              uid: 'plugin::upload.file',
              schema: { kind: 'collectionType', singularName: 'file', pluralName: 'files', attributes: { name: { type: 'string' } } },
            },
            ...FAKE_TYPES.map((t) => ({
              uid: t.uid,
              schema: {
                kind: t.kind,
                displayName: t.singularName[0]!.toUpperCase() + t.singularName.slice(1),
                singularName: t.singularName,
                pluralName: t.pluralName,
                pluginOptions: { i18n: { localized: true } },
                attributes: Object.fromEntries(
                  Object.entries(t.attributes).map(([k, a]) => [k, { type: a.type, pluginOptions: { i18n: { localized: a.localized } } }]),
                ),
              },
            })),
          ],
        });
      const [, api, segment, id] = url.pathname.split('/');
      const type = api === 'api' && segment ? typeOf(segment) : undefined;
      if (!type) return fail(404, 'NotFoundError', 'Not Found');
      if (req.method === 'PUT') {
        const data = (JSON.parse(raw || '{}') as { data?: Record<string, unknown> }).data ?? {};
        const docId = type.kind === 'singleType' ? 'single' : (id ?? '');
        if (type.kind === 'collectionType' && !docs.has(keyOf(type, docId))) return fail(404, 'NotFoundError', 'Not Found');
        write(type, docId, locale, data);
        puts.push({ path: url.pathname, locale, data });
        return send(200, { data: shape(docId, docs.get(keyOf(type, type.kind === 'singleType' ? null : docId))!.get(locale)!, []), meta: {} });
      }
      if (type.kind === 'singleType' || id) {
        const entry = docs.get(keyOf(type, type.kind === 'singleType' ? null : id!))?.get(locale);
        return entry ? send(200, { data: shape(id ?? 'single', entry, fields), meta: {} }) : fail(404, 'NotFoundError', 'Not Found');
      }
      const all = [...docs.entries()]
        .filter(([k, d]) => k.startsWith(`${type.uid}:`) && d.has(locale))
        .map(([k, d]) => shape(k.split(':').pop()!, d.get(locale)!, fields));
      const page = Number(url.searchParams.get('pagination[page]') ?? 1);
      const size = Number(url.searchParams.get('pagination[pageSize]') ?? 25);
      return send(200, {
        data: all.slice((page - 1) * size, page * size),
        meta: { pagination: { page, pageSize: size, pageCount: Math.max(1, Math.ceil(all.length / size)), total: all.length } },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    puts,
    /** Adds a default-locale entry (a document) as the content editor would. */
    create(uid: string, data: Record<string, unknown>, documentId = options.version === 4 ? String(next++) : `doc${next++}`) {
      const type = FAKE_TYPES.find((t) => t.uid === uid)!;
      write(type, documentId, 'en', data);
      return documentId;
    },
    read: (uid: string, documentId: string | null, locale: string) => docs.get(`${uid}:${documentId ?? 'single'}`)?.get(locale),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeStrapi = Awaited<ReturnType<typeof startFakeStrapi>>;
