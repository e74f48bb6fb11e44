import { userCheckQuery, userCheckReply, userUpdateReply, userUpdateRequest } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, replyOf } from '../../lib/envelope.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { RATE_LIMITS } from '../auth/rate-limits.ts';
import { agreeContract, getUser, toPublicUser, touchLastActive } from './users.service.ts';

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The client calls /api/user/check/?timestamp=… (trailing slash; the timestamp only defeats caches).
  for (const url of ['/api/user/check', '/api/user/check/']) {
    api.get(
      url,
      { config: { policy: 'authenticated', rateLimit: RATE_LIMITS.userCheck }, schema: { querystring: userCheckQuery, response: replyOf(userCheckReply) } },
      async (request) => {
        const auth = requireAuth(request);
        const user = await getUser(ctx, auth.userId);
        await touchLastActive(ctx, user.id);
        return ok({ user: toPublicUser(user) });
      },
    );
  }

  api.post(
    '/api/user/update',
    { config: { policy: 'user.agreeContract', rateLimit: RATE_LIMITS.userUpdate }, schema: { body: userUpdateRequest, response: replyOf(userUpdateReply) } },
    async (request) => {
      const user = await agreeContract(ctx, requireAuth(request), request.body);
      return ok(user, 'Thank you for accepting the terms and conditions.');
    },
  );
}
