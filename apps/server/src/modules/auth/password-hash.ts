import argon2 from 'argon2';

/**
 * argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane), which meets ASVS
 * appendix C; a lighter memory cost than the library default keeps many parallel sign-ins from
 * exhausting memory.
 */
export const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, HASH_OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash, or against a dummy hash when there is no account,
 * so that an unknown email costs the same time as a known one.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= argon2.hash('no-such-account-dummy-password', HASH_OPTIONS);
  const hash = storedHash ?? (await dummyHash);
  const matches = await argon2.verify(hash, password).catch(() => false);
  return storedHash !== undefined && matches;
}

/** Rehash on sign-in when a stored hash is weaker than today's setting; never downgrade a stronger one. */
export function isHashWeak(hash: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=\d+\$/.exec(hash);
  if (!match) return true;
  return Number(match[1]) < HASH_OPTIONS.memoryCost || Number(match[2]) < HASH_OPTIONS.timeCost;
}
