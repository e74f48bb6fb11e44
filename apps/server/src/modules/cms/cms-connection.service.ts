import { CMS_MESSAGES, CMS_WEBHOOK_HEADER } from '@lipi/contract';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { CmsError, createStrapiClient, type StrapiClient } from '../../adapters/cms/strapi.ts';
import { cmsConnections, cmsContentTypes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { openSecret, sealSecret } from '../../lib/secret-box.ts';
import type { ProjectRow } from '../projects/project-access.ts';

const TOKEN_PURPOSE = 'cms-token';
export type CmsConnection = typeof cmsConnections.$inferSelect;
type Ctx = Pick<AppContext, 'db' | 'clock' | 'config'>;

/** The SSRF guard's settings for a customer's CMS: the server's fetch allowlist, 20 s, 20 MB. */
export const cmsGuard = (ctx: Pick<AppContext, 'config'>) => ({ allowlist: ctx.config.FETCH_ALLOWLIST, timeoutMs: 20_000, maxBytes: 20 * 1024 * 1024 });

export const webhookUrlOf = (ctx: Pick<AppContext, 'config'>, projectId: string) =>
  `${ctx.config.PUBLIC_URL}/api/apiTranslation/json/webhook?projectId=${encodeURIComponent(projectId)}`;

export async function findConnection(ctx: Pick<AppContext, 'db'>, projectId: string): Promise<CmsConnection | null> {
  const [row] = await ctx.db.select().from(cmsConnections).where(eq(cmsConnections.projectId, projectId));
  return row ?? null;
}

export async function getConnection(ctx: Pick<AppContext, 'db'>, projectId: string): Promise<CmsConnection> {
  const row = await findConnection(ctx, projectId);
  if (!row) throw new AppError('BAD_REQUEST', CMS_MESSAGES.notConnected);
  return row;
}

export function clientOf(ctx: Pick<AppContext, 'config'>, connection: CmsConnection): StrapiClient {
  return createStrapiClient(connection.baseUrl, openSecret(ctx.config.JWT_SECRET, TOKEN_PURPOSE, connection.tokenEnc), cmsGuard(ctx));
}

/** `api/verify`: the locales and content types answer with this token; Strapi's own error otherwise. */
export async function verifyCms(ctx: Ctx, project: ProjectRow, input: { baseUrl: string; token?: string | undefined }) {
  const token = input.token || (await storedToken(ctx, project.id));
  const client = createStrapiClient(input.baseUrl, token, cmsGuard(ctx));
  try {
    const locales = await client.listLocales();
    const types = await client.listContentTypes();
    return { verified: true, version: 5, locales, contentTypes: types.length };
  } catch (err) {
    if (err instanceof CmsError) throw new AppError('BAD_REQUEST', `${CMS_MESSAGES.verifyFailed}: ${err.message}`);
    throw err;
  }
}

async function storedToken(ctx: Ctx, projectId: string): Promise<string> {
  const row = await findConnection(ctx, projectId);
  if (!row) throw new AppError('BAD_REQUEST', 'Please enter the API token');
  return openSecret(ctx.config.JWT_SECRET, TOKEN_PURPOSE, row.tokenEnc);
}

/** `details/update`: verified first, then saved with the token sealed; the token never comes back. */
export async function saveCmsDetails(
  ctx: Ctx,
  project: ProjectRow,
  input: { baseUrl: string; token?: string | undefined; environment: 'prod' | 'staging'; domain: string },
) {
  const token = input.token || (await storedToken(ctx, project.id));
  const verified = await verifyCms(ctx, project, { baseUrl: input.baseUrl, token });
  const now = ctx.clock.now();
  const values = {
    baseUrl: input.baseUrl.replace(/\/+$/, ''),
    tokenEnc: sealSecret(ctx.config.JWT_SECRET, TOKEN_PURPOSE, token),
    version: verified.version,
    environment: input.environment,
    domain: input.domain,
    locales: verified.locales.map((l) => l.code),
    defaultLocale: verified.locales.find((l) => l.isDefault)?.code ?? 'en',
    verifiedAt: now,
    updatedAt: now,
  };
  await ctx.db
    .insert(cmsConnections)
    .values({ projectId: project.id, ...values, createdAt: now })
    .onConflictDoUpdate({ target: cmsConnections.projectId, set: values });
  return describeConnection(ctx, project.id);
}

export async function describeConnection(ctx: Pick<AppContext, 'db' | 'config'>, projectId: string) {
  const row = await findConnection(ctx, projectId);
  return {
    connected: Boolean(row),
    provider: 'strapi' as const,
    baseUrl: row?.baseUrl ?? '',
    hasToken: Boolean(row?.tokenEnc),
    version: row?.version ?? 5,
    environment: (row?.environment ?? 'prod') as 'prod' | 'staging',
    domain: row?.domain ?? '',
    autoSync: row?.autoSync ?? false,
    webhookUrl: webhookUrlOf(ctx, projectId),
    webhookHeader: CMS_WEBHOOK_HEADER,
    locales: row?.locales ?? [],
    verifiedAt: row?.verifiedAt?.toISOString() ?? null,
  };
}

/** The content types of the project's connected CMS (not connected: a 400); the CMS's own error as a 400. */
async function connectedContentTypes(ctx: Ctx, projectId: string) {
  const connection = await getConnection(ctx, projectId);
  try {
    return await clientOf(ctx, connection).listContentTypes();
  } catch (err) {
    if (err instanceof CmsError) throw new AppError('BAD_REQUEST', err.message);
    throw err;
  }
}

/** `contentTypes/list`: read from the CMS each time (its schema may change), merged with the choice. */
export async function listCmsContentTypes(ctx: Ctx, projectId: string) {
  const types = await connectedContentTypes(ctx, projectId);
  const chosen = await ctx.db.select().from(cmsContentTypes).where(eq(cmsContentTypes.projectId, projectId));
  const byUid = new Map(chosen.map((c) => [c.uid, c]));
  return {
    contentTypes: types.map((t) => ({ ...t, selected: byUid.has(t.uid), selectedFields: byUid.get(t.uid)?.fields.map((f) => f.name) ?? [] })),
  };
}

/** `content-types/details/update`: the new choice replaces the old; only localized text fields are kept. */
export async function updateCmsContentTypes(ctx: Ctx, projectId: string, choice: { uid: string; fields: string[] }[]) {
  const types = await connectedContentTypes(ctx, projectId);
  const byUid = new Map(types.map((t) => [t.uid, t]));
  const rows = choice.flatMap((c) => {
    const type = byUid.get(c.uid);
    if (!type) throw new AppError('BAD_REQUEST', `The CMS has no content type ${c.uid}`);
    const fields = type.fields.filter((f) => f.translatable && c.fields.includes(f.name)).map((f) => ({ name: f.name, type: f.type }));
    return fields.length > 0
      ? [{ projectId, uid: type.uid, kind: type.kind, displayName: type.displayName, pluralName: type.pluralName, singularName: type.singularName, fields }]
      : [];
  });
  await ctx.db.transaction(async (tx) => {
    const keep = new Set(rows.map((r) => r.uid));
    const old = await tx.select({ uid: cmsContentTypes.uid }).from(cmsContentTypes).where(eq(cmsContentTypes.projectId, projectId));
    for (const o of old)
      if (!keep.has(o.uid)) await tx.delete(cmsContentTypes).where(and(eq(cmsContentTypes.projectId, projectId), eq(cmsContentTypes.uid, o.uid)));
    for (const r of rows)
      await tx
        .insert(cmsContentTypes)
        .values(r)
        .onConflictDoUpdate({
          target: [cmsContentTypes.projectId, cmsContentTypes.uid],
          set: { fields: r.fields, kind: r.kind, displayName: r.displayName, updatedAt: ctx.clock.now() },
        });
  });
  return listCmsContentTypes(ctx, projectId);
}

/** `auto/cms/update`: on issues a fresh webhook secret (only its hash is kept); off forgets it. */
export async function setAutoSync(ctx: Ctx, projectId: string, autoSync: boolean) {
  await getConnection(ctx, projectId);
  const secret = autoSync ? `whsec_${randomBytes(32).toString('base64url')}` : undefined;
  await ctx.db
    .update(cmsConnections)
    .set({ autoSync, webhookSecretHash: secret ? sha256(secret) : null, updatedAt: ctx.clock.now() })
    .where(eq(cmsConnections.projectId, projectId));
  return { autoSync, webhookUrl: webhookUrlOf(ctx, projectId), webhookHeader: CMS_WEBHOOK_HEADER, ...(secret ? { secret } : {}) };
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
