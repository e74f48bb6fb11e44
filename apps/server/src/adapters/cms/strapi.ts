import { CMS_TEXT_TYPES } from '@lipi/contract';
import { guardedRequest, type GuardOptions } from './guarded-http.ts';

export type StrapiLocale = { code: string; name: string; isDefault: boolean };
export type StrapiField = { name: string; type: string; localized: boolean; translatable: boolean };
export type StrapiContentType = {
  uid: string;
  kind: 'singleType' | 'collectionType';
  displayName: string;
  singularName: string;
  pluralName: string;
  localized: boolean;
  fields: StrapiField[];
};
/** A document in one locale, flattened (Strapi 4's `{id, attributes}` is unwrapped, its id used as documentId). */
export type StrapiEntry = { documentId: string; locale?: string; [field: string]: unknown };
export type StrapiPage = { entries: StrapiEntry[]; page: number; pageCount: number };

/** A refusal or an unreadable answer of the CMS, with Strapi's own words when it gave some. */
export class CmsError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'CmsError';
  }
}

export type StrapiClient = ReturnType<typeof createStrapiClient>;

/**
 * Strapi 5's REST API (docs.strapi.io/cms/api/rest, /cms/api/rest/locale, the i18n plugin's
 * `/api/i18n/locales` and the content-type builder's `/api/content-type-builder/content-types`),
 * reading Strapi 4's response shape too. Every call goes through the SSRF guard.
 */
export function createStrapiClient(baseUrl: string, token: string, guard: GuardOptions) {
  const root = baseUrl.replace(/\/+$/, '');

  async function call(method: 'GET' | 'PUT' | 'POST', path: string, query: Record<string, string> = {}, body?: unknown): Promise<unknown> {
    const search = new URLSearchParams(query).toString();
    let res;
    try {
      res = await guardedRequest(guard, method, `${root}${path}${search ? `?${search}` : ''}`, { authorization: `Bearer ${token}` }, body);
    } catch (err) {
      throw new CmsError(`The CMS could not be reached: ${(err as Error).message}`, 0);
    }
    const text = res.body.toString('utf8');
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      throw new CmsError(`The CMS answered ${res.status} with ${res.contentType || 'no content type'}, not JSON`, res.status);
    }
    if (res.status >= 300) {
      const error = (json as { error?: { status?: number; name?: string; message?: string } } | null)?.error;
      const said = error ? `${error.status ?? res.status} ${error.name ?? 'Error'}: ${error.message ?? ''}`.trim() : `${res.status} ${text.slice(0, 200)}`;
      throw new CmsError(said, res.status);
    }
    return json;
  }

  return {
    async listLocales(): Promise<StrapiLocale[]> {
      const data = await call('GET', '/api/i18n/locales');
      if (!Array.isArray(data)) throw new CmsError('The CMS did not list its locales (is the i18n plugin enabled?)', 200);
      return data.map((l: { code: string; name?: string; isDefault?: boolean }) => ({ code: l.code, name: l.name ?? l.code, isDefault: Boolean(l.isDefault) }));
    },

    async listContentTypes(): Promise<StrapiContentType[]> {
      const reply = (await call('GET', '/api/content-type-builder/content-types')) as { data?: unknown[] };
      if (!Array.isArray(reply?.data)) throw new CmsError('The CMS did not list its content types', 200);
      return reply.data.flatMap((raw) => {
        const ct = raw as { uid: string; schema?: Record<string, unknown> };
        if (!ct.uid?.startsWith('api::') || !ct.schema) return [];
        const schema = ct.schema as {
          kind: 'singleType' | 'collectionType';
          displayName?: string;
          singularName: string;
          pluralName: string;
          pluginOptions?: { i18n?: { localized?: boolean } };
          attributes: Record<string, { type: string; pluginOptions?: { i18n?: { localized?: boolean } } }>;
        };
        const localized = Boolean(schema.pluginOptions?.i18n?.localized);
        const fields = Object.entries(schema.attributes ?? {}).map(([name, a]) => {
          const fieldLocalized = localized && a.pluginOptions?.i18n?.localized !== false;
          return { name, type: a.type, localized: fieldLocalized, translatable: fieldLocalized && (CMS_TEXT_TYPES as readonly string[]).includes(a.type) };
        });
        return [
          {
            uid: ct.uid,
            kind: schema.kind,
            displayName: schema.displayName ?? schema.singularName,
            singularName: schema.singularName,
            pluralName: schema.pluralName,
            localized,
            fields,
          },
        ];
      });
    },

    /** One page of a collection type's entries in a locale (the default one when none is given). */
    async listEntries(pluralName: string, fields: string[], page: number, pageSize: number, locale?: string): Promise<StrapiPage> {
      const query: Record<string, string> = { 'pagination[page]': String(page), 'pagination[pageSize]': String(pageSize), sort: 'id:asc' };
      fields.forEach((f, i) => (query[`fields[${i}]`] = f));
      if (locale) query.locale = locale;
      const reply = (await call('GET', `/api/${encodeURIComponent(pluralName)}`, query)) as {
        data?: unknown[];
        meta?: { pagination?: { page?: number; pageCount?: number } };
      };
      if (!Array.isArray(reply?.data)) throw new CmsError(`The CMS did not list ${pluralName}`, 200);
      return { entries: reply.data.map(flatten), page: reply.meta?.pagination?.page ?? page, pageCount: reply.meta?.pagination?.pageCount ?? 1 };
    },

    /** A collection type's document, or a single type when documentId is null; null when missing. */
    async getEntry(
      type: { kind: string; pluralName: string; singularName: string },
      documentId: string | null,
      fields: string[],
      locale?: string,
    ): Promise<StrapiEntry | null> {
      const query: Record<string, string> = {};
      fields.forEach((f, i) => (query[`fields[${i}]`] = f));
      if (locale) query.locale = locale;
      try {
        const reply = (await call('GET', entryPath(type, documentId), query)) as { data?: unknown };
        return reply?.data ? flatten(reply.data) : null;
      } catch (err) {
        if (err instanceof CmsError && err.status === 404) return null;
        throw err;
      }
    },

    /** Creates or updates one locale version (`PUT …?locale=`): only the given (localized) fields are sent. */
    async putLocalization(
      type: { kind: string; pluralName: string; singularName: string },
      documentId: string | null,
      locale: string,
      data: Record<string, unknown>,
    ) {
      await call('PUT', entryPath(type, documentId), { locale }, { data });
    },
  };
}

function entryPath(type: { kind: string; pluralName: string; singularName: string }, documentId: string | null) {
  return type.kind === 'singleType'
    ? `/api/${encodeURIComponent(type.singularName)}`
    : `/api/${encodeURIComponent(type.pluralName)}/${encodeURIComponent(documentId ?? '')}`;
}

function flatten(raw: unknown): StrapiEntry {
  const item = raw as { id?: number | string; documentId?: string; attributes?: Record<string, unknown> };
  if (item.attributes) return { ...item.attributes, documentId: String(item.id) };
  return { ...(item as Record<string, unknown>), documentId: String(item.documentId ?? item.id) };
}
