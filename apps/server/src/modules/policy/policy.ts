import type { PageKey, Role } from '@lipi/contract';

/**
 * The role × action matrix: the one place that says who may do what. Routes name an action
 * (or 'public' / 'authenticated'); docs/permissions.md mirrors this table.
 */
export const ACTIONS = {
  /** POST /user/update: the own contract agreement; editing someone else also needs user.manage (checked in the service). */
  'user.agreeContract': ['*'],
  'user.viewSelf': ['*'],
  /** The own profile: password change, page access checks. */
  'user.profile': ['*'],
  /** See the users one manages (CREATABLE_ROLES of the contract, inside one's organisation). */
  'user.view': ['superAdmin', 'organisationAdmin', 'deliveryManager', 'lokSabhaAdmin', 'rajyaSabhaAdmin'],
  /** Create, edit, switch and set categories of the users one manages. */
  'user.manage': ['superAdmin', 'organisationAdmin', 'deliveryManager', 'lokSabhaAdmin', 'rajyaSabhaAdmin'],
  'deliveryManager.view': ['superAdmin', 'organisationAdmin'],
  'collaborator.view': ['superAdmin', 'organisationAdmin', 'deliveryManager'],
  /** Super admins: every organisation; the others: their own. */
  'organisation.view': ['superAdmin', 'organisationAdmin', 'deliveryManager'],
  'organisation.edit': ['superAdmin', 'organisationAdmin'],
  'organisation.create': ['superAdmin'],
  /** Read the audit log (super admins: any organisation's; organisation admins: their own). */
  'audit.view': ['superAdmin', 'organisationAdmin'],
  /** Upload KYC documents for one's organisation (super admins: for any) and read their statuses. */
  'kyc.upload': ['superAdmin', 'organisationAdmin'],
  'kyc.view': ['superAdmin', 'organisationAdmin'],
  /** The review queue of every organisation: accept, reject with a reason, mark a contract signed. */
  'kyc.review': ['superAdmin'],
  /** Demo ids: a prospect's site shown translated (sales), in one's organisation. */
  'demo.manage': ['superAdmin', 'organisationAdmin', 'deliveryManager'],
  /** Run the statistics rollup job now (operations; the e2e journey): it reads every organisation's events. */
  'stats.rollup': ['superAdmin'],
  'project.view': ['*'],
  'project.create': ['superAdmin', 'organisationAdmin', 'freeOrgAdmin', 'deliveryManager'],
  'project.update': ['superAdmin', 'organisationAdmin', 'freeOrgAdmin', 'deliveryManager'],
  'project.delete': ['superAdmin', 'organisationAdmin', 'freeOrgAdmin', 'deliveryManager'],
  'project.settings': ['superAdmin', 'organisationAdmin', 'freeOrgAdmin', 'deliveryManager'],
  /**
   * doc-file/upload/docs: a Word document into a document project (a new project too, except for
   * house translators, who add to an existing one). House roles upload for their own house.
   */
  'document.upload': [
    'superAdmin',
    'organisationAdmin',
    'freeOrgAdmin',
    'deliveryManager',
    'lokSabhaAdmin',
    'rajyaSabhaAdmin',
    'lokSabhaTranslator',
    'rajyaSabhaTranslator',
  ],
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
  /** The organisation's plan, usage, payments and invoices (docs/billing.md). */
  'billing.view': ['superAdmin', 'organisationAdmin', 'freeOrgAdmin'],
  /** Every organisation's payments and invoices (proUser/payment/list with scope 'all' or another organisation). */
  'billing.viewAll': ['superAdmin'],
  /** Refund a paid payment through the gateway, with the reason (docs/billing.md). */
  'billing.refund': ['superAdmin'],
  /** Buy a plan or a top-up, dismiss an order. */
  'billing.pay': ['superAdmin', 'organisationAdmin', 'freeOrgAdmin'],
  /** plan/update: prices and allowances of every plan. */
  'plan.manage': ['superAdmin'],
  'suggestion.review': ['superAdmin', 'organisationAdmin', 'freeOrgAdmin', 'deliveryManager', 'translationAdmin'],
  /** Request professional translation, see quotes, assign linguists, approve, reject, revert, delete requests. */
  'manualTranslation.manage': ['superAdmin', 'organisationAdmin', 'deliveryManager'],
  /** See the organisation's manual-translation requests and their batches. */
  'manualTranslation.view': ['*'],
  /** Work on one's own tasks (the service checks the task is the caller's). */
  'manualTranslation.work': ['*'],
} as const satisfies Record<string, readonly (Role | '*')[]>;

export type Action = keyof typeof ACTIONS;
export type RoutePolicy = 'public' | 'authenticated' | Action;

/** The policy action behind each dashboard page (POST /user/access/verify); equals the contract's PAGE_ROLES. */
export const PAGE_ACTIONS = {
  projects: 'project.view',
  profile: 'user.profile',
  users: 'user.view',
  organisations: 'organisation.view',
  deliveryManagers: 'deliveryManager.view',
  collaborators: 'collaborator.view',
  auditLog: 'audit.view',
  kyc: 'kyc.view',
  kycReview: 'kyc.review',
  demoIds: 'demo.manage',
  billing: 'billing.view',
} as const satisfies Record<PageKey, Action>;

export function can(role: string, action: Action): boolean {
  const allowed: readonly string[] = ACTIONS[action];
  return allowed.includes('*') || allowed.includes(role);
}
