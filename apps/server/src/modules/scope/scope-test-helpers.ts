import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { domainCollaborators, projectDomains, users } from '../../db/schema/index.ts';
import { generateToken } from '../../lib/crypto.ts';
import { randomIp, signIn } from '../../test/auth-helpers.ts';
import { uniqueEmail } from '../../test/test-app.ts';
import { hashPassword } from '../auth/password-hash.ts';

/** Another member of the same organisation (a collaborator is assigned the given hostnames). */
export async function addMember(app: FastifyInstance, organisationId: string, role: string, projectId?: string, hostnames: string[] = []) {
  const password = 'Valid-Password-1';
  const [user] = await app.ctx.db
    .insert(users)
    .values({
      organisationId,
      name: 'Member',
      email: uniqueEmail(role),
      passwordHash: await hashPassword(password),
      role,
      apikey: generateToken(24),
      emailVerified: true,
    })
    .returning();
  if (projectId) {
    for (const hostname of hostnames) {
      let [domain] = await app.ctx.db
        .select()
        .from(projectDomains)
        .where(and(eq(projectDomains.projectId, projectId), eq(projectDomains.hostname, hostname)));
      domain ??= (
        await app.ctx.db
          .insert(projectDomains)
          .values({ projectId, hostname, origin: `https://${hostname}`, languages: ['hi'] })
          .returning()
      )[0]!;
      await app.ctx.db.insert(domainCollaborators).values({ domainId: domain.id, userId: user!.id });
    }
  }
  return { user: user!, token: (await signIn(app, user!.email, password)).token };
}

type Part = { name: string; value: string | Buffer; filename?: string; contentType?: string };

/** A multipart/form-data request, as a browser's FormData would send it. */
export async function upload(app: FastifyInstance, url: string, token: string, parts: Part[]) {
  const boundary = `----lipi${generateToken(8)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename ? `\r\nContent-Type: ${part.contentType ?? 'text/plain'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const res = await app.inject({
    method: 'POST',
    url,
    payload: Buffer.concat(chunks),
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    remoteAddress: randomIp(),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}
