import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { organisations, registrations, users } from '../../db/schema/index.ts';
import { generateToken } from '../../lib/crypto.ts';
import { AppError, domainError } from '../../lib/errors.ts';
import { queueFirstCrawl } from '../crawl/crawl.service.ts';
import { createWebsiteProject, websiteAddress } from '../projects/projects.service.ts';
import { isUniqueViolation } from '../users/users.service.ts';
import { getRegistration } from './registration.service.ts';

export type Onboarded = { user: { id: string; role: string; organisationId: string }; projectId: string };

/**
 * Register for free: in one transaction, claims the registration (so a double click or a replay
 * gets CONFLICT), then creates the free organisation, its freeOrgAdmin and the website project.
 */
export async function onboardFreeOrg(ctx: AppContext, authenticationCode: string): Promise<Onboarded> {
  const registration = await getRegistration(ctx, authenticationCode);
  if (!registration.phoneVerified || !registration.emailVerified) {
    throw new AppError('BAD_REQUEST', 'Please verify both your mobile number and your email first.');
  }
  const now = ctx.clock.now();
  const orgName = websiteAddress(registration.url).siteName || registration.name;
  try {
    const onboarded = await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(registrations)
        // The hash moves to the user row; no second copy is kept with the finished registration.
        .set({ onboardedAt: now, passwordHash: '' })
        .where(and(eq(registrations.id, registration.id), isNull(registrations.onboardedAt)))
        .returning({ id: registrations.id });
      if (!claimed) throw domainError('ALREADY_ONBOARDED');
      const [org] = await tx.insert(organisations).values({ name: orgName, plan: 'free', createdAt: now }).returning({ id: organisations.id });
      const [user] = await tx
        .insert(users)
        .values({
          organisationId: org!.id,
          name: registration.name,
          email: registration.email,
          phone: registration.phone,
          passwordHash: registration.passwordHash,
          role: 'freeOrgAdmin',
          apikey: generateToken(24),
          contractAgreed: false,
          emailVerified: true,
          createdAt: now,
          lastActiveAt: now,
        })
        .returning({ id: users.id, role: users.role });
      const project = await createWebsiteProject(tx, {
        organisationId: org!.id,
        createdBy: user!.id,
        url: registration.url,
        languages: registration.languages,
        now,
      });
      return { user: { id: user!.id, role: user!.role, organisationId: org!.id }, projectId: project.id };
    });
    // The first crawl starts at once, after the commit (the job must see the project).
    await queueFirstCrawl(ctx, onboarded.projectId);
    return onboarded;
  } catch (err) {
    // Someone finished another registration, or signed up, with this email in the meantime.
    if (isUniqueViolation(err)) throw domainError('EMAIL_TAKEN');
    throw err;
  }
}
