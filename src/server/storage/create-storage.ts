// Disk under DATA_DIR/files by default; an S3-compatible bucket when S3_BUCKET is set. The S3 SDK
// is large: it is imported only when a bucket is configured (loading starts at once, and each
// call waits for it), never at a start-up that stores on disk.
import path from 'node:path';
import type { Env } from '../env.ts';
import { createDiskStorage } from './disk-storage.ts';
import type { Storage } from './storage.ts';

export function createStorage(env: Env): Storage {
  if (env.S3_BUCKET) {
    const settings = {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials: env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY! } : undefined,
    };
    const s3 = import('./s3-storage.ts').then(({ createS3Storage }) => createS3Storage(settings));
    s3.catch(() => undefined); // reported by the first call that needs it
    return {
      kind: 's3',
      put: async (key, body, contentType) => (await s3).put(key, body, contentType),
      get: async (key, range) => (await s3).get(key, range),
      size: async (key) => (await s3).size(key),
      delete: async (key) => (await s3).delete(key),
      deletePrefix: async (prefix) => (await s3).deletePrefix(prefix),
    };
  }
  return createDiskStorage(path.resolve(env.DATA_DIR, 'files'));
}
