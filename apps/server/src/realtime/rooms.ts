import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { projects } from '../db/schema/index.ts';
import type { AuthInfo } from '../modules/sessions/sessions.service.ts';

/**
 * Room names: `user:{id}` (a user's notifications), `org:{id}` (organisation-wide events),
 * `project:{id}` (crawl and translation progress). A caller may join only its own user room,
 * its own organisation, and projects of its organisation (super admins: any).
 */
export async function canJoinRoom(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, roomId: string): Promise<boolean> {
  const [kind, id] = roomId.split(':');
  if (!id) return false;
  if (kind === 'user') return id === auth.userId;
  if (kind === 'org') return auth.role === 'superAdmin' || id === auth.organisationId;
  if (kind === 'project') {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
    if (auth.role === 'superAdmin') return true;
    if (!auth.organisationId) return false;
    const [row] = await ctx.db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, id), eq(projects.organisationId, auth.organisationId)));
    return Boolean(row);
  }
  return false;
}

export const userRoom = (userId: string) => `user:${userId}`;
export const projectRoom = (projectId: string) => `project:${projectId}`;
export const orgRoom = (organisationId: string) => `org:${organisationId}`;
