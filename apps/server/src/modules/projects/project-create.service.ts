import { PROJECT_MESSAGES } from '@lipi/contract';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { organisations, projectDomains, projects } from '../../db/schema/index.ts';
import { AppError, domainError } from '../../lib/errors.ts';
import { assertLanguageQuota, assertProjectQuota, auditQuotaRefusal, newProjectPageLimit } from '../billing/quota.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { createWebsiteProject, siteHostnames, websiteAddress } from './projects.service.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function requireOrganisation(auth: AuthInfo): string {
  if (!auth.organisationId) throw new AppError('FORBIDDEN', 'You are not part of an organisation');
  return auth.organisationId;
}

/**
 * Serialises project creation per organisation (a row lock on the organisation) so two clicks
 * cannot both pass the duplicate-hostname and free-plan checks.
 */
export async function lockOrganisation(tx: Tx, organisationId: string) {
  await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, organisationId)).for('update');
}

/**
 * The plan's project allowance (modules/billing). A free trial (freeOrgAdmin) has exactly one
 * project, the one made at onboarding, and keeps the spec's words for it.
 */
export async function assertMayAddProject(tx: Tx, auth: AuthInfo, organisationId: string) {
  await assertProjectQuota(tx, organisationId, auth.role === 'freeOrgAdmin' ? domainError('FREE_PROJECT_LIMIT').message : undefined);
}

/** The port that tells two sites on one host apart: '' for the scheme's default (http and https of a host are one site). */
function portOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).port;
  } catch {
    return null;
  }
}

/**
 * One site belongs to at most one live project of an organisation, whichever spelling (www or
 * not) was used. A site is host and port, as a browser's origin is: `127.0.0.1:4001` and
 * `127.0.0.1:4002` are two sites; `http://` and `https://` of one host on default ports are one.
 * Other organisations may localise the same site: their data never meets.
 */
export async function assertHostnamesFree(db: Db | Tx, organisationId: string, urls: string[], message: (site: string) => string = PROJECT_MESSAGES.exists) {
  for (const url of urls) {
    const { siteName, origin } = websiteAddress(url);
    const port = portOf(origin);
    const names = siteHostnames(siteName);
    const candidates = await db
      .select({ baseUrl: projects.baseUrl, hostname: projects.hostname, domainHostname: projectDomains.hostname, domainOrigin: projectDomains.origin })
      .from(projects)
      .leftJoin(projectDomains, eq(projectDomains.projectId, projects.id))
      .where(
        and(
          eq(projects.organisationId, organisationId),
          isNull(projects.deletingAt),
          or(inArray(projects.hostname, names), inArray(projectDomains.hostname, names)),
        ),
      )
      .limit(200);
    const taken = candidates.some(
      (c) =>
        (names.includes(c.hostname) && portOf(c.baseUrl) === port) ||
        (c.domainHostname !== null && names.includes(c.domainHostname) && portOf(c.domainOrigin) === port),
    );
    if (taken) throw domainError('PROJECT_EXISTS', message(port ? `${siteName}:${port}` : siteName));
  }
}

export async function createProject(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  auth: AuthInfo,
  input: { url: string; languages: string[]; name?: string; sourceLanguage?: string },
) {
  const organisationId = requireOrganisation(auth);
  await assertLanguageQuota(ctx, auth, organisationId, input.languages);
  const pageLimit = await newProjectPageLimit(ctx.db, organisationId);
  return auditQuotaRefusal(ctx, auth, () =>
    ctx.db.transaction(async (tx) => {
      await lockOrganisation(tx, organisationId);
      await assertMayAddProject(tx, auth, organisationId);
      await assertHostnamesFree(tx, organisationId, [input.url]);
      const { id } = await createWebsiteProject(tx, {
        organisationId,
        createdBy: auth.userId,
        url: input.url,
        languages: input.languages,
        name: input.name,
        sourceLanguage: input.sourceLanguage,
        now: ctx.clock.now(),
        pageLimit,
      });
      return { projectId: id, status: 'partialCreated' };
    }),
  );
}

type DomainInput = { url: string; languages: string[] };

/**
 * A project over several origins. The first domain is the main one (baseUrl, hostname); the
 * project's languages are the union of its domains' languages.
 */
export async function createMultiOriginProject(ctx: Pick<AppContext, 'db' | 'clock'>, auth: AuthInfo, input: { name: string; domains: DomainInput[] }) {
  const organisationId = requireOrganisation(auth);
  const addresses = input.domains.map((d) => ({ ...websiteAddress(d.url), languages: d.languages }));
  const seen = new Set<string>();
  for (const a of addresses) {
    if (seen.has(a.siteName)) throw new AppError('BAD_REQUEST', `Domain ${a.siteName} is listed twice`);
    seen.add(a.siteName);
  }
  const projectLanguages = [...new Set(addresses.flatMap((a) => a.languages))];
  await assertLanguageQuota(ctx, auth, organisationId, projectLanguages);
  const pageLimit = await newProjectPageLimit(ctx.db, organisationId);
  const now = ctx.clock.now();
  return auditQuotaRefusal(ctx, auth, () =>
    ctx.db.transaction(async (tx) => {
      await lockOrganisation(tx, organisationId);
      await assertMayAddProject(tx, auth, organisationId);
      await assertHostnamesFree(
        tx,
        organisationId,
        input.domains.map((d) => d.url),
      );
      const main = addresses[0]!;
      const [row] = await tx
        .insert(projects)
        .values({
          organisationId,
          createdBy: auth.userId,
          name: input.name,
          kind: 'multiOrigin',
          baseUrl: main.baseUrl,
          hostname: main.hostname,
          languages: projectLanguages,
          pageLimit,
          status: 'partialCreated',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: projects.id });
      await tx
        .insert(projectDomains)
        .values(addresses.map((a) => ({ projectId: row!.id, hostname: a.hostname, origin: a.origin, languages: a.languages, createdAt: now })));
      return { projectId: row!.id, status: 'partialCreated' };
    }),
  );
}
