import { API_KEY_MESSAGES } from '@lipi/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { apiKeys, projects } from '../../db/schema/index.ts';
import { generateToken, hashSecret } from '../../lib/crypto.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';

const KEY_PREFIX = 'lipi_';
/** How many live keys one project may hold (rotation needs two; more is a leak waiting to happen). */
const MAX_LIVE_KEYS = 20;

type KeyRow = typeof apiKeys.$inferSelect;
const toKey = (row: KeyRow) => ({
  keyId: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/**
 * A new key: 32 random bytes, returned once; only its SHA-256 is stored (a random 256-bit secret
 * needs no slow hash), with a short prefix to tell keys apart in the list.
 */
export async function createApiKey(ctx: Pick<AppContext, 'db' | 'clock'>, project: ProjectRow, input: { name: string; userId: string }) {
  const live = await ctx.db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.projectId, project.id), isNull(apiKeys.revokedAt)))
    .limit(MAX_LIVE_KEYS);
  if (live.length >= MAX_LIVE_KEYS) throw new AppError('BAD_REQUEST', `A project can have at most ${MAX_LIVE_KEYS} active keys; revoke one first.`);
  const key = `${KEY_PREFIX}${generateToken(32)}`;
  const [row] = await ctx.db
    .insert(apiKeys)
    .values({
      projectId: project.id,
      name: input.name,
      prefix: key.slice(0, KEY_PREFIX.length + 6),
      keyHash: hashSecret(key),
      createdBy: input.userId,
      createdAt: ctx.clock.now(),
    })
    .returning();
  return { ...toKey(row!), key };
}

export async function listApiKeys(ctx: Pick<AppContext, 'db'>, project: ProjectRow) {
  const rows = await ctx.db.select().from(apiKeys).where(eq(apiKeys.projectId, project.id)).orderBy(desc(apiKeys.createdAt)).limit(200);
  return { keys: rows.map(toKey) };
}

export async function revokeApiKey(ctx: Pick<AppContext, 'db' | 'clock'>, project: ProjectRow, keyId: string) {
  const [row] = await ctx.db
    .update(apiKeys)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(apiKeys.projectId, project.id), eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (!row) throw notFound(API_KEY_MESSAGES.notFound);
  return { keyId: row.id };
}

/** The live key's project, by the key's hash (an indexed point lookup); a wrong or revoked key is 401. */
export async function authenticateApiKey(ctx: Pick<AppContext, 'db' | 'clock'>, key: string | undefined) {
  if (!key || !key.startsWith(KEY_PREFIX) || key.length > 200) throw new AppError('UNAUTHORIZED', API_KEY_MESSAGES.invalid);
  const [found] = await ctx.db
    .select({ key: apiKeys, project: projects })
    .from(apiKeys)
    .innerJoin(projects, eq(projects.id, apiKeys.projectId))
    .where(and(eq(apiKeys.keyHash, hashSecret(key)), isNull(apiKeys.revokedAt), isNull(projects.deletingAt)))
    .limit(1);
  if (!found) throw new AppError('UNAUTHORIZED', API_KEY_MESSAGES.invalid);
  await ctx.db.update(apiKeys).set({ lastUsedAt: ctx.clock.now() }).where(eq(apiKeys.id, found.key.id));
  return found;
}
