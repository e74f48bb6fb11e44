import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 6 digits from the CSPRNG. */
export const generateOtp = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** URL-safe random token; 32 bytes unless said otherwise. */
export const generateToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/**
 * Tokens and OTPs are stored as SHA-256 digests: they are random and short-lived, so a slow hash
 * buys nothing, and a database leak does not reveal a usable value.
 */
export const hashSecret = (value: string) => createHash('sha256').update(value).digest('hex');

export function secretsMatch(value: string, digest: string): boolean {
  const a = Buffer.from(hashSecret(value), 'hex');
  const b = Buffer.from(digest, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
