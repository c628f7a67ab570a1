// Files in an S3-compatible bucket. Uploads stream as multipart uploads in 8 MiB parts, two at a
// time (bounded memory); a failed or cut-off stream aborts the multipart upload, leaving nothing.
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { pipeline, Readable, Transform } from 'node:stream';
import { assertSafeKey, type Storage } from './storage.ts';

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

const PART_SIZE = 8 * 1024 * 1024;

export function createS3Storage(s: S3Settings): Storage & { client: S3Client } {
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials: s.credentials,
  });
  const Bucket = s.bucket;
  return {
    kind: 's3',
    client,
    async put(key, body, contentType) {
      assertSafeKey(key);
      let bytes = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _enc, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      // A stream that fails mid-way must fail the upload (lib-storage then aborts it).
      const failed = new Promise<never>((_, reject) => pipeline(body, counted, (err) => err && reject(err)));
      failed.catch(() => undefined);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counted, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: 2,
        leavePartsOnError: false,
      });
      try {
        await Promise.race([upload.done(), failed]);
      } catch (err) {
        await upload.abort().catch(() => undefined);
        await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => undefined);
        throw err;
      }
      return bytes;
    },
    async get(key, range) {
      assertSafeKey(key);
      const res = await client.send(
        new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      if (!(res.Body instanceof Readable)) throw new Error('unexpected S3 body');
      return res.Body;
    },
    async size(key) {
      assertSafeKey(key);
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return res.ContentLength ?? 0;
      } catch {
        return null;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      assertSafeKey(prefix);
      if (!prefix.endsWith('/')) throw new Error(`not a folder: ${prefix}`);
      // a listing gives at most 1,000 keys; deleting them and listing again reaches the end
      for (;;) {
        const listed = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix }));
        const keys = (listed.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
        if (keys.length === 0) return;
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
        if (!listed.IsTruncated) return;
      }
    },
  };
}
