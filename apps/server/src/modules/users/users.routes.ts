import { USER_ROUTES as R } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { RATE_LIMITS } from '../auth/rate-limits.ts';
import { getUser, toPublicUser, touchLastActive } from './users.service.ts';

/** /user/check; the administration calls (and POST /user/update) are in admin-users.routes.ts. */
export function registerUserRoutes(app: FastifyInstance, ctx: AppContext) {
  // The client calls /api/user/check/?timestamp=… (trailing slash; the timestamp only defeats caches).
  for (const route of [R.check, R.checkSlash]) {
    registerRoute(app, ctx, route, {
      policy: 'authenticated',
      config: { rateLimit: RATE_LIMITS.userCheck },
      handler: async (request) => {
        const auth = requireAuth(request);
        const user = await getUser(ctx, auth.userId);
        await touchLastActive(ctx, user.id);
        return ok({ user: toPublicUser(user) });
      },
    });
  }
}
