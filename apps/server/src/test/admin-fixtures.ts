import type { FastifyInstance } from 'fastify';
import { organisations, users } from '../db/schema/index.ts';
import { generateToken } from '../lib/crypto.ts';
import { hashPassword } from '../modules/auth/password-hash.ts';
import { signIn } from './auth-helpers.ts';
import { uniqueEmail } from './test-app.ts';

const PASSWORD = 'Valid-Password-1';
let cachedHash: Promise<string> | undefined;

export async function createOrganisationRow(app: FastifyInstance, name = 'Org') {
  const [org] = await app.ctx.db.insert(organisations).values({ name, plan: 'standard' }).returning();
  return org!;
}

/** A signed-in member of an organisation with a role (a factory: tests about administration build their own people). */
export async function member(app: FastifyInstance, organisationId: string, role: string, options: { isActive?: boolean } = {}) {
  cachedHash ??= hashPassword(PASSWORD);
  const email = uniqueEmail(role.toLowerCase());
  const [user] = await app.ctx.db
    .insert(users)
    .values({
      organisationId,
      name: `Test ${role}`,
      email,
      passwordHash: await cachedHash,
      role,
      apikey: generateToken(24),
      emailVerified: true,
      isActive: options.isActive ?? true,
    })
    .returning();
  const session = options.isActive === false ? null : await signIn(app, email, PASSWORD);
  return { ...user!, password: PASSWORD, token: session?.token ?? '' };
}
