import { USER_MESSAGES, USER_ROUTES } from '@lipi/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { can } from '../policy/policy.ts';
import { ADMIN_RATE_LIMITS } from './admin-rate-limits.ts';
import { changeOwnPassword, verifyPageAccess } from './profile.service.ts';
import { createUserByAdmin, switchUserStatus, updateUserCategories } from './user-admin.service.ts';
import { listCollaborators, listDeliveryManagers, listUsers, loadAdminUser } from './user-queries.ts';
import { assertManages } from './user-scope.ts';
import { updateUser } from './user-update.service.ts';

const read = { rateLimit: ADMIN_RATE_LIMITS.read };
const write = { rateLimit: ADMIN_RATE_LIMITS.write };

/** The administration calls on users (spec 02 §7 Users); who may do what: docs/permissions.md. */
export function registerAdminUserRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, USER_ROUTES.list, {
    policy: 'user.view',
    config: read,
    handler: async (request) => ok(await listUsers(ctx, requireAuth(request), request.body)),
  });

  // One's own details by api key, or those of a user one manages.
  registerRoute(app, ctx, USER_ROUTES.details, {
    policy: 'user.profile',
    config: read,
    handler: async (request) => {
      const auth = requireAuth(request);
      const [target] = await ctx.db.select().from(users).where(eq(users.apikey, request.body.apikey)).limit(1);
      if (target?.id !== auth.userId) {
        if (!can(auth.role, 'user.view')) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
        assertManages(auth, target);
      }
      return ok(await loadAdminUser(ctx.db, target!));
    },
  });

  registerRoute(app, ctx, USER_ROUTES.deliveryManagers, {
    policy: 'deliveryManager.view',
    config: read,
    handler: async (request) => ok(await listDeliveryManagers(ctx, requireAuth(request))),
  });

  registerRoute(app, ctx, USER_ROUTES.collaborators, {
    policy: 'collaborator.view',
    config: read,
    handler: async (request) => ok(await listCollaborators(ctx, requireAuth(request))),
  });

  registerRoute(app, ctx, USER_ROUTES.create, {
    policy: 'user.manage',
    config: write,
    handler: async (request) => ok(await createUserByAdmin(ctx, requireAuth(request), request.body), USER_MESSAGES.created),
  });

  registerRoute(app, ctx, USER_ROUTES.switchStatus, {
    policy: 'user.manage',
    config: write,
    handler: async (request) => {
      const user = await switchUserStatus(ctx, requireAuth(request), request.body);
      return ok(user, user.isActive ? USER_MESSAGES.activated : USER_MESSAGES.deactivated);
    },
  });

  registerRoute(app, ctx, USER_ROUTES.update, {
    policy: 'user.agreeContract',
    config: write,
    handler: async (request) => {
      const isTermsOnly = Object.keys(request.body.updateObj).every((key) => key === 'contractAgreed');
      const user = await updateUser(ctx, requireAuth(request), request.body);
      return ok(user, isTermsOnly ? 'Thank you for accepting the terms and conditions.' : USER_MESSAGES.updated);
    },
  });

  registerRoute(app, ctx, USER_ROUTES.resetPasswordThroughProfile, {
    policy: 'user.profile',
    config: { rateLimit: ADMIN_RATE_LIMITS.password },
    handler: async (request) => ok(await changeOwnPassword(ctx, requireAuth(request), request.body), USER_MESSAGES.passwordChanged),
  });

  registerRoute(app, ctx, USER_ROUTES.accessVerify, {
    policy: 'user.profile',
    config: read,
    handler: async (request) => ok(verifyPageAccess(requireAuth(request), request.body.pageKey)),
  });

  registerRoute(app, ctx, USER_ROUTES.categories, {
    policy: 'user.manage',
    config: write,
    handler: async (request) => ok(await updateUserCategories(ctx, requireAuth(request), request.body), USER_MESSAGES.categoriesUpdated),
  });
}
