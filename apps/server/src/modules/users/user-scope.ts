import { canCreateRole, USER_MESSAGES } from '@lipi/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import type { UserRow } from './users.service.ts';

/**
 * Whether the caller may act on this user: a super admin on anyone; everyone else only on users of
 * their own organisation whose role they could create (CREATABLE_ROLES). Another organisation's user
 * is "not found", so its ids reveal nothing; a user of a higher role in one's own organisation is
 * refused outright.
 */
export function assertManages(auth: AuthInfo, target: UserRow | undefined): asserts target is UserRow {
  if (!target) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
  if (auth.role === 'superAdmin') return;
  if (!auth.organisationId || target.organisationId !== auth.organisationId) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
  if (!canCreateRole(auth.role, target.role)) throw new AppError('FORBIDDEN', USER_MESSAGES.roleNotAllowed);
}

export function assertMayGiveRole(auth: AuthInfo, role: string) {
  if (!canCreateRole(auth.role, role)) throw new AppError('FORBIDDEN', USER_MESSAGES.roleNotAllowed);
}

export async function findUserById(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/**
 * The product must keep one active super admin: nobody could create organisations or reach the
 * others otherwise. Checked inside the transaction that would remove one; the active super admins'
 * rows are locked in one order, so two admins demoting each other at once cannot both succeed.
 */
export async function assertAnotherSuperAdmin(db: Db, userId: string) {
  const active = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'superAdmin'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update');
  if (!active.some((row) => row.id !== userId)) throw new AppError('FORBIDDEN', USER_MESSAGES.lastSuperAdmin);
}
