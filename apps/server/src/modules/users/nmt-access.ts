import { USER_MESSAGES } from '@lipi/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organisations, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * The nmt status flags (POST /user/update, POST organisation/edit): an administrator can forbid a
 * user or a whole organisation to start machine translation, which costs money per character.
 * Checked where runs start; runs already going finish.
 */
export async function assertMachineTranslationAllowed(db: Db, organisationId: string, userId?: string) {
  const [org] = await db.select({ nmtEnabled: organisations.nmtEnabled }).from(organisations).where(eq(organisations.id, organisationId)).limit(1);
  if (org && !org.nmtEnabled) throw new AppError('FORBIDDEN', USER_MESSAGES.nmtDisabledOrganisation);
  if (!userId) return;
  const [user] = await db.select({ nmtEnabled: users.nmtEnabled }).from(users).where(eq(users.id, userId)).limit(1);
  if (user && !user.nmtEnabled) throw new AppError('FORBIDDEN', USER_MESSAGES.nmtDisabled);
}
