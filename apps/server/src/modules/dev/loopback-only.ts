import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors.ts';
import { classifyBytes } from '../../lib/net/ip-policy.ts';
import { parseHostLiteral } from '../../lib/net/ip-literal.ts';

export const LOOPBACK_ONLY_MESSAGE = 'The dev outbox answers only on this machine (127.0.0.1 or ::1)';

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms (`::ffff:127.0.0.1`, how a dual-stack socket reports them). */
export function isLoopbackAddress(address: string | undefined): boolean {
  const literal = address ? parseHostLiteral(address) : null;
  return literal !== null && classifyBytes(literal.bytes) === 'loopback';
}

/**
 * The dev outbox holds password-reset links and OTPs of every account, the super admin's included,
 * and needs no sign-in: only a caller on this machine may read it. The socket's own address is
 * checked, never X-Forwarded-For (a header anyone can write).
 */
export async function loopbackOnly(request: FastifyRequest): Promise<void> {
  if (!isLoopbackAddress(request.socket.remoteAddress)) throw forbidden(LOOPBACK_ONLY_MESSAGE);
}
