/**
 * Roles that may change projects, scope, settings and domains. The server decides (its policy
 * module, docs/permissions.md); the client only hides what would be refused.
 */
const MANAGING_ROLES: ReadonlySet<string> = new Set(['superAdmin', 'organisationAdmin', 'freeOrgAdmin', 'deliveryManager']);

/**
 * Roles the server lets start machine translation and manage translation memory, glossaries and
 * engines (policy actions translation.machine and translation.manage): the managing roles and
 * translation admins, who translate without managing projects.
 */
const TRANSLATING_ROLES: ReadonlySet<string> = new Set([...MANAGING_ROLES, 'translationAdmin']);

export function canManageProjects(role: string | undefined | null): boolean {
  return role ? MANAGING_ROLES.has(role) : false;
}

export function canRunTranslations(role: string | undefined | null): boolean {
  return role ? TRANSLATING_ROLES.has(role) : false;
}

/** Roles with suggestion.review: the translating roles review visitors' suggestions and feedback. */
export function canReviewSuggestions(role: string | undefined | null): boolean {
  return canRunTranslations(role);
}

/** Roles with domain.assign: they assign collaborators to a website's domains and to a mobile app. */
export function canAssignCollaborators(role: string | undefined | null): boolean {
  return role === 'superAdmin' || role === 'organisationAdmin' || role === 'deliveryManager';
}
