import { startFakeStrapi } from '../../adapters/cms/testing/fake-strapi.ts';

/** A Strapi the module tests drive as a content editor would: the fake, or the real one. */
export type StrapiTarget = {
  name: string;
  url: string;
  token: string;
  createArticle: (data: Record<string, unknown>) => Promise<string>;
  updateArticle: (documentId: string, data: Record<string, unknown>) => Promise<void>;
  setHomepage: (data: Record<string, unknown>) => Promise<void>;
  read: (uid: string, documentId: string | null, locale: string) => Promise<Record<string, unknown> | undefined>;
  /** Locale versions written by Lipi (the fake records them; for the real one, read back instead). */
  writtenLocales: () => string[] | null;
  close: () => Promise<void>;
};

export async function fakeTarget(): Promise<StrapiTarget> {
  const fake = await startFakeStrapi({ token: 'fake-strapi-token' });
  return {
    name: 'a fake Strapi',
    url: fake.url,
    token: 'fake-strapi-token',
    createArticle: async (data) => fake.create('api::article.article', data),
    updateArticle: async (id, data) => void fake.create('api::article.article', { ...fake.read('api::article.article', id, 'en'), ...data }, id),
    setHomepage: async (data) => void fake.create('api::homepage.homepage', data, 'single'),
    read: async (uid, id, locale) => fake.read(uid, id, locale),
    writtenLocales: () => [...new Set(fake.puts.map((p) => p.locale))],
    close: fake.close,
  };
}

/** The real Strapi 5 of scripts/strapi-test.sh, through its REST API with the bootstrap's token. */
export function realTarget(url: string, token: string): StrapiTarget {
  const rest = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (res.status === 404) return undefined;
    if (!res.ok) throw new Error(`Strapi ${method} ${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  };
  return {
    name: 'the real Strapi 5',
    url,
    token,
    createArticle: async (data) => String((await rest('POST', '/api/articles', { data }))!.documentId),
    updateArticle: async (id, data) => void (await rest('PUT', `/api/articles/${id}`, { data })),
    setHomepage: async (data) => void (await rest('PUT', '/api/homepage', { data })),
    read: (uid, id, locale) => rest('GET', uid === 'api::homepage.homepage' ? `/api/homepage?locale=${locale}` : `/api/articles/${id}?locale=${locale}`),
    writtenLocales: () => null,
    close: async () => undefined,
  };
}
