import { z } from 'zod';
import type { Role } from './roles.ts';

/**
 * Who may create (and then edit, switch and reset) which role. The server enforces it in the users
 * module; the dashboard offers only these roles in its forms. Nobody but a super admin creates a
 * super admin, and freeOrgAdmin comes only from free-trial onboarding, never from a form.
 * A delivery manager manages the organisation it belongs to (docs/permissions.md).
 */
export const CREATABLE_ROLES = Object.freeze({
  superAdmin: [
    'superAdmin',
    'organisationAdmin',
    'deliveryManager',
    'collaborator',
    'translationAdmin',
    'lokSabhaAdmin',
    'rajyaSabhaAdmin',
    'lokSabhaTranslator',
    'rajyaSabhaTranslator',
  ],
  organisationAdmin: [
    'organisationAdmin',
    'deliveryManager',
    'collaborator',
    'translationAdmin',
    'lokSabhaAdmin',
    'rajyaSabhaAdmin',
    'lokSabhaTranslator',
    'rajyaSabhaTranslator',
  ],
  deliveryManager: ['collaborator', 'lokSabhaTranslator', 'rajyaSabhaTranslator'],
  lokSabhaAdmin: ['lokSabhaTranslator'],
  rajyaSabhaAdmin: ['rajyaSabhaTranslator'],
  collaborator: [],
  freeOrgAdmin: [],
  translationAdmin: [],
  lokSabhaTranslator: [],
  rajyaSabhaTranslator: [],
} as const satisfies Record<Role, readonly Role[]>);

export function canCreateRole(actorRole: string, role: string): boolean {
  const allowed = (CREATABLE_ROLES as Record<string, readonly string[]>)[actorRole] ?? [];
  return allowed.includes(role);
}

/** The parliament roles: only they carry document categories (LOB, BUL1, …). */
export const PARLIAMENT_ROLES = ['lokSabhaAdmin', 'rajyaSabhaAdmin', 'lokSabhaTranslator', 'rajyaSabhaTranslator'] as const satisfies readonly Role[];
export const isParliamentRole = (role: string) => (PARLIAMENT_ROLES as readonly string[]).includes(role);

/** The two houses of Parliament: a document of one house is invisible to the other's users (docs/mobile-and-documents.md). */
export const PARLIAMENT_HOUSES = ['lokSabha', 'rajyaSabha'] as const;
export type ParliamentHouse = (typeof PARLIAMENT_HOUSES)[number];
export const parliamentHouseSchema = z.enum(PARLIAMENT_HOUSES, { error: 'Unknown house' });

/** The house a role belongs to; null for roles that work for the whole organisation. */
export function houseOfRole(role: string): ParliamentHouse | null {
  if (role === 'lokSabhaAdmin' || role === 'lokSabhaTranslator') return 'lokSabha';
  if (role === 'rajyaSabhaAdmin' || role === 'rajyaSabhaTranslator') return 'rajyaSabha';
  return null;
}
/** House translators see only the document categories their admin assigned to them. */
export const isHouseTranslator = (role: string) => role === 'lokSabhaTranslator' || role === 'rajyaSabhaTranslator';

/** A user's status as the users table shows it: invited until the set-password link is used. */
export const USER_STATUSES = ['active', 'inactive', 'invited'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const userStatusSchema = z.enum(USER_STATUSES);

/** The dashboard pages guarded by POST /user/access/verify (the server maps each to a policy action). */
export const PAGE_KEYS = [
  'projects',
  'users',
  'organisations',
  'deliveryManagers',
  'collaborators',
  'auditLog',
  'profile',
  'kyc',
  'kycReview',
  'demoIds',
  'billing',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];
export const pageKeySchema = z.enum(PAGE_KEYS);

/**
 * Which roles may open each page: the dashboard's navigation reads it; the server answers the same
 * from its policy module (a test keeps the two equal).
 */
export const PAGE_ROLES = Object.freeze({
  projects: '*',
  profile: '*',
  users: ['superAdmin', 'organisationAdmin', 'deliveryManager', 'lokSabhaAdmin', 'rajyaSabhaAdmin'],
  organisations: ['superAdmin', 'organisationAdmin', 'deliveryManager'],
  deliveryManagers: ['superAdmin', 'organisationAdmin'],
  collaborators: ['superAdmin', 'organisationAdmin', 'deliveryManager'],
  auditLog: ['superAdmin', 'organisationAdmin'],
  kyc: ['superAdmin', 'organisationAdmin'],
  kycReview: ['superAdmin'],
  demoIds: ['superAdmin', 'organisationAdmin', 'deliveryManager'],
  billing: ['superAdmin', 'organisationAdmin', 'freeOrgAdmin'],
} as const satisfies Record<PageKey, '*' | readonly Role[]>);

export function canOpenPage(role: string | null | undefined, page: PageKey): boolean {
  if (!role) return false;
  const allowed: '*' | readonly string[] = PAGE_ROLES[page];
  return allowed === '*' || allowed.includes(role);
}
