import { DOMAIN_MESSAGES, DOMAIN_ROUTES as R } from '@lipi/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { assignCollaborators, listAssignedCollaborators, removeCollaborator } from './domain-collaborators.service.ts';
import { addDomain, deleteDomain, getMultiDomainStats, listDomains, listDomainsPage, toggleDomain, updateDomainLanguages } from './domains.service.ts';

/**
 * The client shows data.status of a failed addNewDomain/deleteDomain as the error, so every
 * failure of those two calls (validation, not found, conflict...) carries one: the message.
 */
async function statusOnFailure(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
  try {
    const body = JSON.parse(payload) as { message?: string; data?: unknown };
    const data = body.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : {};
    return JSON.stringify({ ...body, data: { ...data, status: typeof data.status === 'string' ? data.status : body.message } });
  } catch {
    return payload;
  }
}

/** project/addNewDomain, project/deleteDomain and the multi-domain calls of spec 02 §7. */
export function registerDomainRoutes(app: FastifyInstance, ctx: AppContext) {
  const manage = { policy: 'domain.manage', project: 'body' } as const;
  const view = { policy: 'domain.view', project: 'body' } as const;
  const assign = { policy: 'domain.assign', project: 'body' } as const;
  const withStatus = { options: { onSend: statusOnFailure } };

  registerRoute(app, ctx, R.add, {
    ...manage,
    ...withStatus,
    handler: async (request) => {
      const result = await addDomain(ctx, request.project, request.body, requireAuth(request));
      return ok(result, result.status);
    },
  });
  registerRoute(app, ctx, R.delete, {
    ...manage,
    ...withStatus,
    handler: async (request) => {
      const result = await deleteDomain(ctx, requireAuth(request), request.project, request.body);
      return ok(result, result.status);
    },
  });

  registerRoute(app, ctx, R.toggle, {
    ...manage,
    handler: async (request) => ok(await toggleDomain(ctx, requireAuth(request), request.project, request.body), DOMAIN_MESSAGES.toggled),
  });
  registerRoute(app, ctx, R.update, {
    ...manage,
    handler: async (request) => ok(await updateDomainLanguages(ctx, requireAuth(request), request.project, request.body), DOMAIN_MESSAGES.updated),
  });
  registerRoute(app, ctx, R.list, {
    ...view,
    handler: async (request) => ok({ domains: await listDomains(ctx, requireAuth(request), request.project, true) }),
  });
  registerRoute(app, ctx, R.fetch, {
    ...view,
    handler: async (request) => {
      const domains = await listDomains(ctx, requireAuth(request), request.project, false);
      return ok({ domains: domains.map(({ collaborators: _, ...d }) => d) });
    },
  });
  registerRoute(app, ctx, R.paginated, {
    ...view,
    handler: async (request) => ok(await listDomainsPage(ctx, requireAuth(request), request.project, request.body)),
  });
  registerRoute(app, ctx, R.stats, { ...view, handler: async (request) => ok(await getMultiDomainStats(ctx, requireAuth(request), request.project)) });

  // The path spellings ('Colloborator') are the client's.
  registerRoute(app, ctx, R.assignCollaborator, {
    ...assign,
    handler: async (request) => ok(await assignCollaborators(ctx, requireAuth(request), request.project, request.body), DOMAIN_MESSAGES.assigned),
  });
  registerRoute(app, ctx, R.collaborators, {
    ...view,
    handler: async (request) => ok(await listAssignedCollaborators(ctx, requireAuth(request), request.project, request.body)),
  });
  registerRoute(app, ctx, R.removeCollaborator, {
    ...assign,
    handler: async (request) => ok(await removeCollaborator(ctx, requireAuth(request), request.project, request.body), DOMAIN_MESSAGES.unassigned),
  });
}
