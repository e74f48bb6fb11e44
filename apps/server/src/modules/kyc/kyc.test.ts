import { KYC_MESSAGES } from '@lipi/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, kycDocuments } from '../../db/schema/index.ts';
import { createOrganisationRow, member } from '../../test/admin-fixtures.ts';
import { post } from '../../test/auth-helpers.ts';
import { multipartBody, SAMPLE_FILES } from '../../test/multipart.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

async function upload(token: string, fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const { payload, headers } = multipartBody(fields, file);
  const res = await t.app.inject({ method: 'POST', url: '/api/kyc/upload', payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() };
}

describe('KYC documents', () => {
  it('goes from pending to accepted or rejected with a reason, each decision audited, the organisation seeing its status', async () => {
    const org = await createOrganisationRow(t.app, 'Kyc Org');
    const admin = await member(t.app, org.id, 'organisationAdmin');
    const root = await member(t.app, (await createOrganisationRow(t.app, 'Lipi')).id, 'superAdmin');

    const pan = await upload(admin.token, { type: 'panCard' }, { name: 'pan card.pdf', content: SAMPLE_FILES.pdf });
    expect(pan.status).toBe(200);
    expect(pan.body.message).toBe(KYC_MESSAGES.uploaded);
    expect(pan.body.data.document).toMatchObject({
      type: 'panCard',
      status: 'pending',
      fileName: 'pan card.pdf',
      contentType: 'application/pdf',
      organisationName: 'Kyc Org',
    });
    const gst = await upload(admin.token, { type: 'gst' }, { name: 'gst.png', content: SAMPLE_FILES.png });
    expect(gst.body.data.document.contentType).toBe('image/png');

    const queue = await post(t.app, '/api/kyc/queue', { status: 'pending', pageSize: 100 }, { token: root.token });
    const ids = queue.body.data.documents.map((d: { id: string }) => d.id);
    expect(ids).toContain(pan.body.data.document.id);

    const noReason = await post(t.app, '/api/kyc/review', { documentId: gst.body.data.document.id, status: 'rejected' }, { token: root.token });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain(KYC_MESSAGES.reasonRequired);
    const signed = await post(t.app, '/api/kyc/review', { documentId: gst.body.data.document.id, status: 'signed' }, { token: root.token });
    expect(signed.body.message).toBe(KYC_MESSAGES.signedOnlyContract);

    const accepted = await post(t.app, '/api/kyc/review', { documentId: pan.body.data.document.id, status: 'accepted' }, { token: root.token });
    expect(accepted.body.data.document).toMatchObject({ status: 'accepted', reviewedByEmail: root.email, reason: null });
    const rejected = await post(
      t.app,
      '/api/kyc/review',
      { documentId: gst.body.data.document.id, status: 'rejected', reason: 'Blurred scan' },
      { token: root.token },
    );
    expect(rejected.body.data.document).toMatchObject({ status: 'rejected', reason: 'Blurred scan' });

    const mine = await post(t.app, '/api/kyc/list', {}, { token: admin.token });
    const statuses = Object.fromEntries(mine.body.data.documents.map((d: { type: string; status: string }) => [d.type, d.status]));
    expect(statuses).toEqual({ panCard: 'accepted', gst: 'rejected' });

    const audit = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.organisationId, org.id));
    expect(audit.filter((a) => a.action === 'kyc.reviewed').map((a) => a.after)).toEqual(
      expect.arrayContaining([
        { status: 'accepted', reason: null },
        { status: 'rejected', reason: 'Blurred scan' },
      ]),
    );
    expect(audit.filter((a) => a.action === 'kyc.uploaded')).toHaveLength(2);

    // Only the super admin reviews.
    const selfReview = await post(t.app, '/api/kyc/review', { documentId: gst.body.data.document.id, status: 'accepted' }, { token: admin.token });
    expect(selfReview.status).toBe(403);
  });

  it('serves a file only as an attachment, never sniffed, and never to another organisation', async () => {
    const org = await createOrganisationRow(t.app);
    const admin = await member(t.app, org.id, 'organisationAdmin');
    const otherAdmin = await member(t.app, (await createOrganisationRow(t.app)).id, 'organisationAdmin');
    const doc = (await upload(admin.token, { type: 'roc' }, { name: 'roc.pdf', content: SAMPLE_FILES.pdf })).body.data.document;

    const file = await t.app.inject({
      method: 'POST',
      url: '/api/kyc/document/download',
      payload: { documentId: doc.id },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="roc.pdf"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-type']).toBe('application/pdf');

    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/kyc/document/download',
      payload: { documentId: doc.id },
      headers: { authorization: `Bearer ${otherAdmin.token}` },
    });
    expect(stolen.statusCode).toBe(404);
    const listed = await post(t.app, '/api/kyc/list', { organisationId: org.id }, { token: otherAdmin.token });
    expect(listed.status).toBe(404);
    const ownList = await post(t.app, '/api/kyc/list', {}, { token: otherAdmin.token });
    expect(ownList.body.data.documents).toEqual([]);
  });

  it('refuses a file that is not what its name says, a non-image, a 20 MB file and a bare type, storing nothing', async () => {
    const org = await createOrganisationRow(t.app);
    const admin = await member(t.app, org.id, 'organisationAdmin');
    const disguised = await upload(admin.token, { type: 'gst' }, { name: 'gst.pdf', content: SAMPLE_FILES.html });
    expect(disguised).toMatchObject({ status: 400, body: { success: false, message: KYC_MESSAGES.nameMismatch } });
    const swapped = await upload(admin.token, { type: 'gst' }, { name: 'gst.pdf', content: SAMPLE_FILES.png });
    expect(swapped.body.message).toBe(KYC_MESSAGES.nameMismatch);
    const html = await upload(admin.token, { type: 'gst' }, { name: 'gst.html', content: SAMPLE_FILES.html });
    expect(html.body.message).toBe(KYC_MESSAGES.notImageOrPdf);
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(20 * 1024 * 1024)]);
    const tooLarge = await upload(admin.token, { type: 'contract' }, { name: 'contract.pdf', content: big });
    expect(tooLarge).toMatchObject({ status: 400, body: { message: KYC_MESSAGES.tooLarge } });
    const noFile = await upload(admin.token, { type: 'contract' });
    expect(noFile.body.message).toBe(KYC_MESSAGES.fileRequired);
    const badType = await upload(admin.token, { type: 'passport' }, { name: 'a.pdf', content: SAMPLE_FILES.pdf });
    expect(badType.body.message).toBe(KYC_MESSAGES.typeRequired);
    const rows = await t.app.ctx.db.select().from(kycDocuments).where(eq(kycDocuments.organisationId, org.id));
    expect(rows).toEqual([]);
  });

  it('keeps at most the last four digits of a masked Aadhaar and refuses a full number', async () => {
    const org = await createOrganisationRow(t.app);
    const admin = await member(t.app, org.id, 'organisationAdmin');
    const full = await upload(admin.token, { type: 'aadhaar', maskedAadhaar: '2345 6789 0123' }, { name: 'aadhaar.pdf', content: SAMPLE_FILES.pdf });
    expect(full.body.message).toBe(KYC_MESSAGES.aadhaarUnmasked);
    const missing = await upload(admin.token, { type: 'aadhaar' }, { name: 'aadhaar.pdf', content: SAMPLE_FILES.pdf });
    expect(missing.body.message).toBe(KYC_MESSAGES.aadhaarMaskedRequired);
    const masked = await upload(admin.token, { type: 'aadhaar', maskedAadhaar: 'XXXX XXXX 0123' }, { name: 'aadhaar.jpg', content: SAMPLE_FILES.jpeg });
    expect(masked.body.data.document).toMatchObject({ type: 'aadhaar', aadhaarLast4: '0123' });
    // The refused full number left no row; the kept one holds four digits only.
    const rows = await t.app.ctx.db.select().from(kycDocuments).where(eq(kycDocuments.organisationId, org.id));
    expect(rows.map((r) => r.aadhaarLast4)).toEqual(['0123']);
  });
});
