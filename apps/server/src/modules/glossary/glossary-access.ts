import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getProjectForCaller } from '../projects/project-access.ts';

/** Every glossary and transliteration call reaches its project this way (another organisation's id is 404). */
export const projectFor = (ctx: AppContext, request: FastifyRequest, projectId: string) => getProjectForCaller(ctx, requireAuth(request), projectId);

export const csvAttachment = (filename: string) => `attachment; filename="${filename}"`;
