/**
 * Roles that may change projects, scope, settings and domains. The server decides (its policy
 * module, docs/permissions.md); the client only hides what would be refused.
 */
const MANAGING_ROLES: ReadonlySet<string> = new Set(['superAdmin', 'organisationAdmin', 'freeOrgAdmin', 'deliveryManager']);

export function canManageProjects(role: string | undefined | null): boolean {
  return role ? MANAGING_ROLES.has(role) : false;
}
