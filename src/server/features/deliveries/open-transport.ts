// An endpoint's row -> its transport: the folder under DATA_DIR/deliveries, the SFTP server with
// the opened secret, or the bucket.
import type { Env } from '../../env.ts';
import { secretBox } from '../../crypto/secret-box.ts';
import type { storeEndpoints } from '../../db/schema-deliveries.ts';
import { DELIVERIES_FOLDER, folderEndpointRoot } from './folder-endpoint-root.ts';
import { folderTransport } from './transports/folder-transport.ts';
import type { Transport } from './transports/transport.ts';

export type EndpointRow = typeof storeEndpoints.$inferSelect;

/** What seals an endpoint's secret: tied to the endpoint, so a sealed value cannot be moved to another. */
export const endpointSecretContext = (id: string) => `store-endpoint:${id}`;

export function endpointSecret(env: Env, e: EndpointRow): string | undefined {
  return e.secretSealed ? secretBox(env).open(e.secretSealed, endpointSecretContext(e.id)) : undefined;
}

/** `timeoutMs`: how long an SFTP server may take to answer (a connection test waits less than a delivery). */
export async function openTransport(env: Env, e: EndpointRow, { timeoutMs }: { timeoutMs?: number } = {}): Promise<Transport> {
  if (e.protocol === 'folder') {
    // Checked again here: a row saved before the check, or changed in the database, goes nowhere else.
    const root = await folderEndpointRoot(env.DATA_DIR, e.remotePath);
    if (!root)
      throw new Error(`the folder ${e.remotePath} is outside ${DELIVERIES_FOLDER}/ in the data folder: change the endpoint in Settings`);
    return folderTransport(root);
  }
  const secret = endpointSecret(env, e);
  if (e.protocol === 'sftp') {
    const { sftpTransport } = await import('./transports/sftp-transport.ts');
    return sftpTransport({
      host: e.host ?? '',
      port: e.port ?? 22,
      username: e.username ?? '',
      ...(e.secretKind === 'private_key' ? { privateKey: secret } : { password: secret }),
      root: e.remotePath,
      ...(timeoutMs ? { timeoutMs } : {}),
    });
  }
  const { s3Transport } = await import('./transports/s3-transport.ts');
  const endpoint = e.host ? (/^https?:\/\//.test(e.host) ? e.host : `https://${e.host}${e.port ? `:${e.port}` : ''}`) : undefined;
  return s3Transport({
    endpoint,
    region: env.S3_REGION,
    accessKeyId: e.username ?? undefined,
    secretAccessKey: secret,
    bucketPath: e.remotePath,
  });
}
