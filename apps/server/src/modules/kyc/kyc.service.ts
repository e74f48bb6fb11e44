import { KYC_MESSAGES, type KycDocument, type kycQueueRequest, type kycReviewRequest } from '@lipi/contract';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { kycDocuments, organisations } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { actorOf } from '../users/user-admin.service.ts';
import { checkKycFile, cleanFileName } from './kyc-file.ts';
import type { KycUpload } from './read-kyc-upload.ts';

type Row = typeof kycDocuments.$inferSelect;
const columns = { doc: kycDocuments, organisationName: organisations.name };

function toDocument({ doc, organisationName }: { doc: Row; organisationName: string }): KycDocument {
  return {
    id: doc.id,
    organisationId: doc.organisationId,
    organisationName,
    type: doc.type as KycDocument['type'],
    status: doc.status as KycDocument['status'],
    fileName: doc.fileName,
    contentType: doc.contentType,
    size: doc.size,
    aadhaarLast4: doc.aadhaarLast4,
    gstin: doc.gstin,
    uploadedByEmail: doc.uploadedByEmail,
    uploadedAt: doc.uploadedAt.toISOString(),
    reviewedByEmail: doc.reviewedByEmail,
    reviewedAt: doc.reviewedAt?.toISOString() ?? null,
    reason: doc.reason,
  };
}

/** The organisation a caller acts for: super admins name any existing one, everyone else only their own. */
async function organisationFor(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, requested: string | null | undefined): Promise<string> {
  const id = auth.role === 'superAdmin' ? (requested ?? auth.organisationId) : auth.organisationId;
  if (!id || (requested && requested !== id)) throw new AppError('NOT_FOUND', KYC_MESSAGES.organisationRequired);
  const [org] = await ctx.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, id)).limit(1);
  if (!org) throw new AppError('NOT_FOUND', KYC_MESSAGES.organisationRequired);
  return org.id;
}

/** One document, visible to its own organisation and to super admins only (another tenant's id is "not found"). */
async function getDocumentForCaller(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, documentId: string) {
  const [found] = await ctx.db
    .select(columns)
    .from(kycDocuments)
    .innerJoin(organisations, eq(organisations.id, kycDocuments.organisationId))
    .where(eq(kycDocuments.id, documentId))
    .limit(1);
  if (!found || (auth.role !== 'superAdmin' && found.doc.organisationId !== auth.organisationId)) throw new AppError('NOT_FOUND', KYC_MESSAGES.notFound);
  return found;
}

/** Checks the file, stores it, then records the row and its audit entry together. */
export async function uploadKycDocument(ctx: AppContext, auth: AuthInfo, upload: KycUpload): Promise<KycDocument> {
  const organisationId = await organisationFor(ctx, auth, upload.organisationId);
  const fileName = cleanFileName(upload.fileName);
  const { contentType, extension } = checkKycFile(fileName, upload.content);
  const actor = await actorOf(ctx, auth);
  const id = randomUUID();
  const storageKey = `kyc/${organisationId}/${id}.${extension}`;
  const now = ctx.clock.now();
  await ctx.storage.put(storageKey, upload.content, contentType);
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(kycDocuments).values({
        id,
        organisationId,
        type: upload.type,
        fileName,
        contentType,
        size: upload.content.length,
        storageKey,
        aadhaarLast4: upload.aadhaarLast4,
        gstin: upload.gstin,
        uploadedBy: actor.id,
        uploadedByEmail: actor.email,
        uploadedAt: now,
      });
      await recordAudit(tx, actor, now, {
        organisationId,
        action: 'kyc.uploaded',
        targetType: 'kycDocument',
        targetId: id,
        targetLabel: `${upload.type}: ${fileName}`,
        after: { type: upload.type, status: 'pending', ...(upload.gstin ? { gstin: upload.gstin } : {}) },
      });
    });
  } catch (err) {
    // No row, no file: a failed insert must not leave an orphan in the store.
    await ctx.storage.delete(storageKey).catch(() => undefined);
    throw err;
  }
  return toDocument(await getDocumentForCaller(ctx, auth, id));
}

export async function listKycDocuments(ctx: AppContext, auth: AuthInfo, requested: string | undefined): Promise<KycDocument[]> {
  const organisationId = await organisationFor(ctx, auth, requested);
  const rows = await ctx.db
    .select(columns)
    .from(kycDocuments)
    .innerJoin(organisations, eq(organisations.id, kycDocuments.organisationId))
    .where(eq(kycDocuments.organisationId, organisationId))
    .orderBy(desc(kycDocuments.uploadedAt))
    .limit(200);
  return rows.map(toDocument);
}

/** The super admin's queue: oldest first, so nothing waits forever. */
export async function kycQueue(ctx: AppContext, input: z.output<typeof kycQueueRequest>) {
  const where = input.status ? eq(kycDocuments.status, input.status) : undefined;
  const rows = await ctx.db
    .select(columns)
    .from(kycDocuments)
    .innerJoin(organisations, eq(organisations.id, kycDocuments.organisationId))
    .where(where)
    .orderBy(asc(kycDocuments.uploadedAt), asc(kycDocuments.id))
    .limit(input.pageSize)
    .offset((input.pageNumber - 1) * input.pageSize);
  const [total] = await ctx.db.select({ n: count() }).from(kycDocuments).where(where);
  return { documents: rows.map(toDocument), totalDocuments: total?.n ?? 0 };
}

export async function reviewKycDocument(ctx: AppContext, auth: AuthInfo, input: z.output<typeof kycReviewRequest>): Promise<KycDocument> {
  const { doc } = await getDocumentForCaller(ctx, auth, input.documentId);
  if (input.status === 'signed' && doc.type !== 'contract') throw badRequest(KYC_MESSAGES.signedOnlyContract);
  const reason = input.status === 'rejected' ? (input.reason ?? null) : null;
  const actor = await actorOf(ctx, auth);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(kycDocuments)
      .set({ status: input.status, reason, reviewedBy: actor.id, reviewedByEmail: actor.email, reviewedAt: now })
      .where(and(eq(kycDocuments.id, doc.id)));
    await recordAudit(tx, actor, now, {
      organisationId: doc.organisationId,
      action: 'kyc.reviewed',
      targetType: 'kycDocument',
      targetId: doc.id,
      targetLabel: `${doc.type}: ${doc.fileName}`,
      before: { status: doc.status, reason: doc.reason },
      after: { status: input.status, reason },
    });
  });
  return toDocument(await getDocumentForCaller(ctx, auth, doc.id));
}

export async function readKycFile(ctx: AppContext, auth: AuthInfo, documentId: string) {
  const { doc } = await getDocumentForCaller(ctx, auth, documentId);
  const content = await ctx.storage.get(doc.storageKey);
  if (!content) throw new AppError('NOT_FOUND', KYC_MESSAGES.notFound);
  return { content, fileName: doc.fileName, contentType: doc.contentType };
}
