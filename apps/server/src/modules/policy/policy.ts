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
  /** Read translations, counts, memory, revisions, reports and fuzzy matches of a visible project. */
  'translation.view': ['*'],
  /** Edit one translation by hand (saved as USER), create a revision: translators and collaborators too. */
  'translation.edit': ['*'],
  /** Start bulk machine translation or transliteration (engine calls cost money). */
  'translation.machine': ['superAdmin', 'organisationAdmin', 'freeOrgAdmin', 'deliveryManager', 'translationAdmin'],
  /** Memory-wide changes: replace, language deletion, TM import, engines, glossaries, transliteration memory. */
  'translation.manage': ['superAdmin', 'organisationAdmin', 'freeOrgAdmin', 'deliveryManager', 'translationAdmin'],
  /** Review visitors' suggestions and feedback, clear the delivery cache. */
  'suggestion.review': ['superAdmin', 'organisationAdmin', 'freeOrgAdmin', 'deliveryManager', 'translationAdmin'],
  'admin.all': ['superAdmin'],
} as const satisfies Record<string, readonly (Role | '*')[]>;

export type Action = keyof typeof ACTIONS;
export type RoutePolicy = 'public' | 'authenticated' | Action;

export function can(role: string, action: Action): boolean {
  const allowed: readonly string[] = ACTIONS[action];
  return allowed.includes('*') || allowed.includes(role);
}
