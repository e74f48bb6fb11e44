import type { Role } from '@lipi/contract';

/**
 * The role × action matrix: the one place that says who may do what. Routes name an action
 * (or 'public' / 'authenticated'); docs/permissions.md mirrors this table.
 */
export const ACTIONS = {
  'user.agreeContract': ['*'],
  'user.viewSelf': ['*'],
  'project.view': ['*'],
  'project.create': ['superAdmin', 'organisationAdmin', 'freeOrgAdmin', 'deliveryManager'],
  'project.update': ['superAdmin', 'organisationAdmin', 'freeOrgAdmin', 'deliveryManager'],
  'project.delete': ['superAdmin', 'organisationAdmin', 'freeOrgAdmin', 'deliveryManager'],
  'project.settings': ['superAdmin', 'organisationAdmin', 'freeOrgAdmin', 'deliveryManager'],
  /** The free app's one project (GET /project/free). */
  'project.viewFree': ['freeOrgAdmin'],
  'domain.view': ['*'],
  /** Add, delete, toggle and change the languages of a project's domains. */
  'domain.manage': ['superAdmin', 'organisationAdmin', 'freeOrgAdmin', 'deliveryManager'],
  /** Assign collaborators to domains: free organisations have no collaborators. */
  'domain.assign': ['superAdmin', 'organisationAdmin', 'deliveryManager'],
  /** A user's own notifications. */
  'notification.own': ['*'],
  /** Change a project's scope: add, upload, toggle, track, flush, resync, (re)start its crawl. */
  'scope.edit': ['superAdmin', 'organisationAdmin', 'freeOrgAdmin', 'deliveryManager'],
  'admin.all': ['superAdmin'],
} as const satisfies Record<string, readonly (Role | '*')[]>;

export type Action = keyof typeof ACTIONS;
export type RoutePolicy = 'public' | 'authenticated' | Action;

export function can(role: string, action: Action): boolean {
  const allowed: readonly string[] = ACTIONS[action];
  return allowed.includes('*') || allowed.includes(role);
}
