import { z } from 'zod';

export const ROLES = [
  'superAdmin',
  'deliveryManager',
  'collaborator',
  'organisationAdmin',
  'freeOrgAdmin',
  'translationAdmin',
  'lokSabhaAdmin',
  'rajyaSabhaAdmin',
  'lokSabhaTranslator',
  'rajyaSabhaTranslator',
] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);

/** How each role is shown, exactly as the product shows it (most codes are shown unchanged). */
export const ROLE_DISPLAY_NAMES = Object.freeze({
  superAdmin: 'Super Admin',
  deliveryManager: 'deliveryManager',
  collaborator: 'collaborator',
  organisationAdmin: 'Organisation',
  freeOrgAdmin: 'Organisation(Free)',
  translationAdmin: 'translationAdmin',
  lokSabhaAdmin: 'lokSabhaAdmin',
  rajyaSabhaAdmin: 'rajyaSabhaAdmin',
  lokSabhaTranslator: 'lokSabhaTranslator',
  rajyaSabhaTranslator: 'rajyaSabhaTranslator',
} as const satisfies Record<Role, string>);

/**
 * The only roles a visitor may ask for on the older sign-up form. The server must reject any other
 * value: a self-chosen role would let anyone make themselves an admin. Free-trial users get
 * freeOrgAdmin from onboarding, never by choosing it.
 */
export const SELF_SIGNUP_ROLES = ['organisationAdmin'] as const satisfies readonly Role[];
export type SelfSignupRole = (typeof SELF_SIGNUP_ROLES)[number];
export const selfSignupRoleSchema = z.enum(SELF_SIGNUP_ROLES);
export const DEFAULT_SIGNUP_ROLE: SelfSignupRole = 'organisationAdmin';

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** freeOrgAdmin gets the separate, reduced application; every other role gets the main one. */
export function isFreeOrgRole(role: Role): boolean {
  return role === 'freeOrgAdmin';
}
