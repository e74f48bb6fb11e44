import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getProjectForCaller } from '../projects/project-access.ts';

/**
 * An upload's project (its projectId is a form field, read with the file; the other glossary calls
 * resolve it through the route's `project` option). Another organisation's id is 404.
 */
export const projectFor = (ctx: AppContext, request: FastifyRequest, projectId: string) => getProjectForCaller(ctx, requireAuth(request), projectId);

export const csvAttachment = (filename: string) => `attachment; filename="${filename}"`;
