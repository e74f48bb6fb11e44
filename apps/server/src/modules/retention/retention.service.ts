import { LIMITS } from '@lipi/contract';
import { and, lt, lte, ne, or, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { actionTokens, devOutbox, loginAttempts, otpCodes, registrations, sessions, statEvents, users } from '../../db/schema/index.ts';
import { rolledUpTo } from '../stats/stats-rollup.ts';

/**
 * The privacy policy keeps personal data for 3 years after last activity; this deletes what is
 * older. Super admins are kept so an installation never loses its operator.
 */
export async function deleteExpiredPersonalData(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const cutoff = new Date(ctx.clock.now());
  cutoff.setFullYear(cutoff.getFullYear() - LIMITS.RETENTION_YEARS);
  const deletedUsers = await ctx.db
    .delete(users)
    .where(and(lt(users.lastActiveAt, cutoff), ne(users.role, 'superAdmin')))
    .returning({ id: users.id });
  const deletedRegistrations = await ctx.db.delete(registrations).where(lt(registrations.createdAt, cutoff)).returning({ id: registrations.id });
  await ctx.db.delete(otpCodes).where(lt(otpCodes.createdAt, cutoff));
  await ctx.db.delete(actionTokens).where(lt(actionTokens.createdAt, cutoff));
  await ctx.db.delete(sessions).where(or(lt(sessions.expiresAt, cutoff), and(isNotNull(sessions.revokedAt), lt(sessions.createdAt, cutoff))));
  await ctx.db.delete(loginAttempts).where(lt(loginAttempts.updatedAt, cutoff));
  await ctx.db.delete(devOutbox).where(lt(devOutbox.createdAt, cutoff));
  // Raw statistics events (visitor hashes): only those already in the daily rollups, which are kept.
  await ctx.db.delete(statEvents).where(and(lt(statEvents.at, cutoff), lte(statEvents.id, await rolledUpTo(ctx.db))));
  return { users: deletedUsers.length, registrations: deletedRegistrations.length, cutoff };
}
