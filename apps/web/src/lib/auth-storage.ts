import { isRole, type Role } from '@lipi/contract';

const TOKEN_KEY = 'lipi.token';
const ROLE_KEY = 'lipi.session';

type EncodedRole = { v: 1; r: string; s: string };

function randomSalt(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The role is kept encoded (base64 of a salted JSON) so storage never shows a bare role name.
 * This is obfuscation, not security: the server decides every permission from the token.
 */
export function encodeRole(role: Role): string {
  const payload: EncodedRole = { v: 1, r: role, s: randomSalt() };
  return btoa(JSON.stringify(payload));
}

export function decodeRole(encoded: string | null): Role | null {
  if (!encoded) return null;
  try {
    const payload = JSON.parse(atob(encoded)) as Partial<EncodedRole>;
    return typeof payload.r === 'string' && isRole(payload.r) ? payload.r : null;
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

export function getStoredRole(): Role | null {
  return decodeRole(storage()?.getItem(ROLE_KEY) ?? null);
}

export function setStoredRole(role: string): void {
  if (isRole(role)) storage()?.setItem(ROLE_KEY, encodeRole(role));
}

export function storeSession(token: string, role?: string): void {
  setToken(token);
  if (role) setStoredRole(role);
}

export function clearSession(): void {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(ROLE_KEY);
}
