import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { organisations, users } from '../../db/schema/index.ts';
import { generateToken } from '../../lib/crypto.ts';

/**
 * First start only: creates the super admin from ADMIN_EMAIL / ADMIN_PASSWORD, or generates a
 * password and returns it so main.ts prints it once. Later starts change nothing.
 */
export async function ensureSuperAdmin(db: Db, config: Config): Promise<{ created: boolean; generatedPassword?: string }> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'superAdmin')).limit(1);
  if (existing) return { created: false };
  const generatedPassword = config.ADMIN_PASSWORD ? undefined : randomBytes(12).toString('base64url');
  const password = config.ADMIN_PASSWORD ?? generatedPassword!;
  const [org] = await db.insert(organisations).values({ name: 'Lipi', plan: 'internal' }).returning({ id: organisations.id });
  await db.insert(users).values({
    organisationId: org!.id,
    name: 'Super Admin',
    email: config.ADMIN_EMAIL.toLowerCase(),
    passwordHash: await argon2.hash(password, { type: argon2.argon2id }),
    role: 'superAdmin',
    apikey: generateToken(24),
    contractAgreed: true,
    emailVerified: true,
  });
  return { created: true, generatedPassword };
}
