import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
// s3rver ships no types: a local server that speaks the S3 protocol, for the S3 adapter's tests.
// @ts-expect-error -- untyped package
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createOrganisationRow, member } from '../../test/admin-fixtures.ts';
import { multipartBody, SAMPLE_FILES } from '../../test/multipart.ts';
import { createFolderStorage } from './folder-storage.ts';
import { createS3Storage } from './s3-storage.ts';

type S3Server = { run: () => Promise<AddressInfo>; close: () => Promise<void> };

let server: S3Server;
let endpoint: string;
beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 's3rver-')),
    configureBuckets: [{ name: 'lipi-files' }],
  }) as S3Server;
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(() => server.close());

describe('storage adapters', () => {
  it('S3: stores, reads back and deletes an object in an S3-compatible store', async () => {
    const storage = createS3Storage({
      endpoint,
      region: 'us-east-1',
      bucket: 'lipi-files',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix: 'lipi/',
    });
    await storage.put('kyc/org/doc.pdf', SAMPLE_FILES.pdf, 'application/pdf');
    expect((await storage.get('kyc/org/doc.pdf'))?.equals(SAMPLE_FILES.pdf)).toBe(true);
    await storage.delete('kyc/org/doc.pdf');
    expect(await storage.get('kyc/org/doc.pdf')).toBeNull();
    await expect(storage.put('../escape', SAMPLE_FILES.pdf, 'application/pdf')).rejects.toThrow(/Unsafe/);
  });

  it('folder: refuses keys that climb out of its folder', async () => {
    const storage = createFolderStorage(mkdtempSync(join(tmpdir(), 'lipi-files-')));
    await storage.put('kyc/a/b.png', SAMPLE_FILES.png, 'image/png');
    expect((await storage.get('kyc/a/b.png'))?.equals(SAMPLE_FILES.png)).toBe(true);
    expect(await storage.get('kyc/a/none.png')).toBeNull();
    await expect(storage.get('../../etc/passwd')).rejects.toThrow(/Unsafe/);
  });

  it('a KYC upload goes to the bucket when S3_* is configured', async () => {
    let t: TestApp | undefined;
    try {
      t = await createTestApp({ S3_ENDPOINT: endpoint, S3_BUCKET: 'lipi-files', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' });
      expect(t.app.ctx.storage.kind).toBe('s3');
      const admin = await member(t.app, (await createOrganisationRow(t.app)).id, 'organisationAdmin');
      const { payload, headers } = multipartBody({ type: 'contract' }, { name: 'contract.pdf', content: SAMPLE_FILES.pdf });
      const up = await t.app.inject({ method: 'POST', url: '/api/kyc/upload', payload, headers: { ...headers, authorization: `Bearer ${admin.token}` } });
      expect(up.statusCode).toBe(200);
      const file = await t.app.inject({
        method: 'POST',
        url: '/api/kyc/document/download',
        payload: { documentId: up.json().data.document.id },
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(file.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    } finally {
      await t?.close();
    }
    // A second app (its own database and migrations) under a shared, busy machine.
  }, 120_000);
});
