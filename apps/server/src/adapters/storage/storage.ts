import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { createFolderStorage } from './folder-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { StorageAdapter } from './storage-adapter.ts';

/** The configured store: S3 when S3_BUCKET is set, otherwise DATA_DIR/files. */
export function createStorage(config: Config): StorageAdapter {
  if (!config.S3_BUCKET) return createFolderStorage(join(config.DATA_DIR, 'files'));
  return createS3Storage({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
  });
}
