import { isRole, ROLE_DISPLAY_NAMES } from '@lipi/contract';

/** A role as the product shows it (spec 01 §6); unknown codes are shown as they are. */
export function roleLabel(role: string): string {
  return isRole(role) ? ROLE_DISPLAY_NAMES[role] : role;
}
