/**
 * Roles the server lets start machine translation and change memory in bulk (policy actions
 * translation.machine and translation.manage, docs/permissions.md). The client only hides what
 * would be refused; translation admins translate without managing projects.
 */
const TRANSLATING_ROLES: ReadonlySet<string> = new Set(['superAdmin', 'organisationAdmin', 'freeOrgAdmin', 'deliveryManager', 'translationAdmin']);

export function canRunTranslations(role: string | undefined | null): boolean {
  return role ? TRANSLATING_ROLES.has(role) : false;
}
