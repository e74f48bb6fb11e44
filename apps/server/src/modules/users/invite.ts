import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { hours } from '../../lib/clock.ts';
import { createActionToken } from '../auth/action-tokens.ts';
import { queueMail } from '../messaging/messaging.ts';

/** An invitation link lives longer than a forgotten-password link: the invitee may be away for a weekend. */
export const INVITE_LINK_TTL_HOURS = 72;

/**
 * A new user's set-password link. It is an ordinary reset link (/new-password/{token}), so setting the
 * password goes through the one reset path, which also marks the email verified (the link arrived there).
 */
export function createInviteToken(tx: Db, ctx: Pick<AppContext, 'clock'>, userId: string): Promise<string> {
  return createActionToken(tx, ctx.clock, { userId, purpose: 'reset', ttlMs: hours(INVITE_LINK_TTL_HOURS) });
}

/** Queued after the commit: on PGlite the job queue shares the one connection a transaction holds. */
export async function sendInviteMail(ctx: AppContext, input: { email: string; name: string; organisationName: string; invitedBy: string; token: string }) {
  const link = `${ctx.config.PUBLIC_URL}/new-password/${input.token}`;
  await queueMail(ctx, {
    to: input.email,
    subject: `You have been invited to ${input.organisationName} on Lipi`,
    text: `Hello ${input.name},\n\n${input.invitedBy} has created a Lipi account for you in ${input.organisationName}. Open this link within ${INVITE_LINK_TTL_HOURS} hours to set your password:\n\n${link}\n\nIf you did not expect this mail, you can ignore it.`,
  });
}
