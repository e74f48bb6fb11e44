import '../test/setup.ts';
import { describe, expect, it } from 'vitest';
import { clearSession, decodeRole, encodeRole, getStoredRole, getToken, storeSession } from './auth-storage.ts';

describe('role encoding', () => {
  it('round-trips every role without storing it in the clear', () => {
    for (const role of ['superAdmin', 'organisationAdmin', 'freeOrgAdmin', 'lokSabhaTranslator'] as const) {
      const encoded = encodeRole(role);
      expect(encoded).not.toContain(role);
      expect(decodeRole(encoded)).toBe(role);
    }
  });

  it('salts the encoding, so the same role is stored differently each time', () => {
    expect(encodeRole('freeOrgAdmin')).not.toBe(encodeRole('freeOrgAdmin'));
  });

  it('rejects garbage and unknown roles', () => {
    expect(decodeRole(null)).toBeNull();
    expect(decodeRole('not base64 at all %%%')).toBeNull();
    expect(decodeRole(btoa('"freeOrgAdmin"'))).toBeNull();
    expect(decodeRole(btoa(JSON.stringify({ v: 1, r: 'emperor', s: 'x' })))).toBeNull();
  });

  it('stores token and encoded role, and clears both', () => {
    storeSession('tok-123', 'freeOrgAdmin');
    expect(getToken()).toBe('tok-123');
    expect(getStoredRole()).toBe('freeOrgAdmin');
    expect(Object.values(localStorage).join(' ')).not.toContain('freeOrgAdmin');
    clearSession();
    expect(getToken()).toBeNull();
    expect(getStoredRole()).toBeNull();
  });
});
