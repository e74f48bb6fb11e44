import { ORGANISATION_MESSAGES, ORGANISATION_ROUTES } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { ADMIN_RATE_LIMITS } from '../users/admin-rate-limits.ts';
import { allOrganisations, listOrganisations, organisationDetails } from './organisation-queries.ts';
import { createOrganisation, editOrganisation } from './organisations.service.ts';

/** The organisation calls of spec 02 §7 (super admins: every organisation; the others: their own). */
export function registerOrganisationRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, ORGANISATION_ROUTES.list, {
    policy: 'organisation.view',
    handler: async (request) => ok(await listOrganisations(ctx, requireAuth(request), request.body)),
  });

  registerRoute(app, ctx, ORGANISATION_ROUTES.all, {
    policy: 'organisation.view',
    handler: async (request) => ok(await allOrganisations(ctx, requireAuth(request))),
  });

  registerRoute(app, ctx, ORGANISATION_ROUTES.details, {
    policy: 'organisation.view',
    handler: async (request) => ok(await organisationDetails(ctx, requireAuth(request), request.body.organisationId)),
  });

  registerRoute(app, ctx, ORGANISATION_ROUTES.edit, {
    policy: 'organisation.edit',
    handler: async (request) => ok(await editOrganisation(ctx, requireAuth(request), request.body), ORGANISATION_MESSAGES.updated),
  });

  registerRoute(app, ctx, ORGANISATION_ROUTES.create, {
    policy: 'organisation.create',
    config: { rateLimit: ADMIN_RATE_LIMITS.write },
    handler: async (request) => ok(await createOrganisation(ctx, requireAuth(request), request.body), ORGANISATION_MESSAGES.created),
  });
}
