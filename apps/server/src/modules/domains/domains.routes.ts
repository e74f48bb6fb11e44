import {
  addDomainReply,
  addDomainRequest,
  assignCollaboratorsRequest,
  collaboratorsReply,
  DOMAIN_MESSAGES,
  deleteDomainReply,
  deleteDomainRequest,
  domainRequest,
  domainsReply,
  fetchDomainsReply,
  multiDomainStatsReply,
  paginatedDomainsReply,
  paginatedDomainsRequest,
  projectIdRequest,
  removeCollaboratorRequest,
  toggleDomainReply,
  toggleDomainRequest,
  updateDomainReply,
  updateDomainRequest,
} from '@lipi/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, replyOf } from '../../lib/envelope.ts';
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const manage = { policy: 'domain.manage' } as const;
  const view = { policy: 'domain.view' } as const;
  const assign = { policy: 'domain.assign' } as const;

  api.post('/api/project/addNewDomain', { config: manage, onSend: statusOnFailure, schema: { body: addDomainRequest, response: replyOf(addDomainReply) } }, async (request) => {
    const result = await addDomain(ctx, requireAuth(request), request.body);
    return ok(result, result.status);
  });
  api.post('/api/project/deleteDomain', { config: manage, onSend: statusOnFailure, schema: { body: deleteDomainRequest, response: replyOf(deleteDomainReply) } }, async (request) => {
    const result = await deleteDomain(ctx, requireAuth(request), request.body);
    return ok(result, result.status);
  });

  api.post('/api/domain/toggle', { config: manage, schema: { body: toggleDomainRequest, response: replyOf(toggleDomainReply) } }, async (request) =>
    ok(await toggleDomain(ctx, requireAuth(request), request.body), DOMAIN_MESSAGES.toggled),
  );
  api.post('/api/domain/update', { config: manage, schema: { body: updateDomainRequest, response: replyOf(updateDomainReply) } }, async (request) =>
    ok(await updateDomainLanguages(ctx, requireAuth(request), request.body), DOMAIN_MESSAGES.updated),
  );
  api.post('/api/domains', { config: view, schema: { body: projectIdRequest, response: replyOf(domainsReply) } }, async (request) =>
    ok({ domains: await listDomains(ctx, requireAuth(request), request.body.projectId, true) }),
  );
  api.post('/api/fetch/domains', { config: view, schema: { body: projectIdRequest, response: replyOf(fetchDomainsReply) } }, async (request) => {
    const domains = await listDomains(ctx, requireAuth(request), request.body.projectId, false);
    return ok({ domains: domains.map(({ collaborators: _, ...d }) => d) });
  });
  api.post('/api/paginated/domain/list', { config: view, schema: { body: paginatedDomainsRequest, response: replyOf(paginatedDomainsReply) } }, async (request) =>
    ok(await listDomainsPage(ctx, requireAuth(request), request.body)),
  );
  api.post('/api/multi/domain/stats', { config: view, schema: { body: projectIdRequest, response: replyOf(multiDomainStatsReply) } }, async (request) =>
    ok(await getMultiDomainStats(ctx, requireAuth(request), request.body.projectId)),
  );

  // The path spellings ('Colloborator') are the client's.
  api.post('/api/domains/assignColloborator', { config: assign, schema: { body: assignCollaboratorsRequest, response: replyOf(collaboratorsReply) } }, async (request) =>
    ok(await assignCollaborators(ctx, requireAuth(request), request.body), DOMAIN_MESSAGES.assigned),
  );
  api.post('/api/domains/getCollaboratorAssignedList', { config: view, schema: { body: domainRequest, response: replyOf(collaboratorsReply) } }, async (request) =>
    ok(await listAssignedCollaborators(ctx, requireAuth(request), request.body)),
  );
  api.post(
    '/api/domains/onMultiDomainColloboratorDelete',
    { config: assign, schema: { body: removeCollaboratorRequest, response: replyOf(collaboratorsReply) } },
    async (request) => ok(await removeCollaborator(ctx, requireAuth(request), request.body), DOMAIN_MESSAGES.unassigned),
  );
}
