// A store endpoint that is an S3-compatible bucket. An object exists whole or not at all, so no
// temporary name is needed. The SDK loads only when such an endpoint is used.
import type { Readable } from 'node:stream';
import { assertRelativePath, collectAtMost, type Transport } from './transport.ts';

export type S3Options = {
  /** The service's address (https://host:port); unset: AWS. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` or `bucket/prefix`. */
  bucketPath: string;
};

export async function s3Transport(opts: S3Options): Promise<Transport> {
  const { S3Client, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command, GetObjectCommand } = await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const [bucket, ...rest] = opts.bucketPath.replace(/^\/+|\/+$/g, '').split('/');
  const prefix = rest.length ? `${rest.join('/')}/` : '';
  const client = new S3Client({
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint, forcePathStyle: true } : {}),
    ...(opts.accessKeyId && opts.secretAccessKey
      ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } }
      : {}),
  });
  const key = (p: string) => {
    assertRelativePath(p);
    return `${prefix}${p}`;
  };
  const listFiles = async (dir: string) => {
    const base = dir ? `${key(dir)}/` : prefix;
    const out = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: base, Delimiter: '/' }));
    return (out.Contents ?? []).map((o) => ({ name: o.Key!.slice(base.length), size: o.Size ?? 0 })).filter((f) => f.name);
  };
  return {
    async put(p: string, body: Readable | Buffer) {
      await new Upload({ client, params: { Bucket: bucket, Key: key(p), Body: body } }).done();
    },
    async size(p: string) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(p) }));
        return head.ContentLength ?? 0;
      } catch (err) {
        if ((err as { name?: string }).name === 'NotFound') return null;
        throw err;
      }
    },
    async list(dir: string) {
      return (await listFiles(dir)).map((f) => f.name);
    },
    listFiles,
    async read(p: string) {
      const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(p) }));
      return Buffer.from(await out.Body!.transformToByteArray());
    },
    async readAtMost(p: string, maxBytes: number) {
      // Only the first maxBytes + 1 bytes are asked for; counted as they come in case a server sends more.
      let out;
      try {
        out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(p), Range: `bytes=0-${maxBytes}` }));
      } catch (err) {
        if ((err as { name?: string }).name === 'InvalidRange') return Buffer.alloc(0); // an empty object has no byte 0
        throw err;
      }
      return collectAtMost(out.Body as Readable, maxBytes);
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
      await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, MaxKeys: 1 }));
    },
    isOpen: () => true,
    async close() {
      client.destroy();
    },
  };
}
