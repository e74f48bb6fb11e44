import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must use again later (a customer's CMS token) are stored sealed with
 * AES-256-GCM under a key derived (HKDF-SHA256) from the server's JWT secret and a purpose, so a
 * database dump alone does not reveal them and each purpose has its own key.
 * Format: `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
function keyFor(serverSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'lipi-secret-box', purpose, 32));
}

export function sealSecret(serverSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(serverSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

export function openSecret(serverSecret: string, purpose: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unreadable sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(serverSecret, purpose), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
