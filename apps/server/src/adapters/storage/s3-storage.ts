import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertSafeKey, type StorageAdapter } from './storage-adapter.ts';

export type S3Settings = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Prefix of every key in the bucket, so Lipi can share a bucket. */
  prefix: string;
};

/** Any S3-compatible store (AWS S3, MinIO, Ceph, R2…) through the AWS SDK's S3 protocol. */
export function createS3Storage(settings: S3Settings): StorageAdapter {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
  });
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${settings.prefix}${key}`;
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          ServerSideEncryption: settings.endpoint ? undefined : 'AES256',
        }),
      );
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
        if (!res.Body) return null;
        return Buffer.from(await res.Body.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
  };
}
