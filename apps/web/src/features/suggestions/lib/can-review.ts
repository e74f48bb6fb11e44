/** Roles with 'suggestion.review' (docs/permissions.md); the server decides, the client only hides what it would refuse. */
const REVIEWERS: ReadonlySet<string> = new Set(['superAdmin', 'organisationAdmin', 'freeOrgAdmin', 'deliveryManager', 'translationAdmin']);

export const canReviewSuggestions = (role: string | null | undefined) => (role ? REVIEWERS.has(role) : false);
