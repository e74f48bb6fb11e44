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
  'admin.all': ['superAdmin'],
} as const satisfies Record<string, readonly (Role | '*')[]>;

export type Action = keyof typeof ACTIONS;
export type RoutePolicy = 'public' | 'authenticated' | Action;

export function can(role: string, action: Action): boolean {
  const allowed: readonly string[] = ACTIONS[action];
  return allowed.includes('*') || allowed.includes(role);
}
