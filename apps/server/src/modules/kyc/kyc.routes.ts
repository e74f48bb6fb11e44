import { KYC_MESSAGES, KYC_ROUTES } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { ADMIN_RATE_LIMITS } from '../users/admin-rate-limits.ts';
import { attachmentHeader } from './kyc-file.ts';
import { kycQueue, listKycDocuments, readKycFile, reviewKycDocument, uploadKycDocument } from './kyc.service.ts';
import { readKycUpload } from './read-kyc-upload.ts';

/** KYC documents (docs/kyc.md): organisations upload, super admins review. */
export function registerKycRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, KYC_ROUTES.upload, {
    policy: 'kyc.upload',
    config: { rateLimit: ADMIN_RATE_LIMITS.write },
    handler: async (request) => {
      const auth = requireAuth(request);
      const document = await uploadKycDocument(ctx, auth, await readKycUpload(request));
      return ok({ document }, KYC_MESSAGES.uploaded);
    },
  });

  registerRoute(app, ctx, KYC_ROUTES.list, {
    policy: 'kyc.view',
    handler: async (request) => ok({ documents: await listKycDocuments(ctx, requireAuth(request), request.body.organisationId) }),
  });

  registerRoute(app, ctx, KYC_ROUTES.queue, {
    policy: 'kyc.review',
    handler: async (request) => ok(await kycQueue(ctx, request.body)),
  });

  registerRoute(app, ctx, KYC_ROUTES.review, {
    policy: 'kyc.review',
    handler: async (request) => ok({ document: await reviewKycDocument(ctx, requireAuth(request), request.body) }, KYC_MESSAGES.reviewed),
  });

  // Identity papers never render on the API's origin: always an attachment, never sniffed, never cached.
  registerRoute(app, ctx, KYC_ROUTES.download, {
    policy: 'kyc.view',
    handler: async (request, reply) => {
      const file = await readKycFile(ctx, requireAuth(request), request.body.documentId);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentHeader(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  });
}
