// Test connection: tries an endpoint as the admin's form holds it, before or after saving. A local
// folder must be inside the deliveries folder (the check saving makes), exist and take a file; an
// SFTP server must let us sign in and list the folder; an S3 bucket must answer a head and a
// listing. All within a short deadline, a few times a minute per admin, audited. The answer says
// what happened in plain words; the system's own text goes with it, the secret scrubbed from it.
import { eq } from 'drizzle-orm';
import { ENDPOINT_NOT_FOUND, storeKey } from '../../../domain/deliveries.ts';
import type { EndpointTestDto } from '../../../domain/deliveries-dto.ts';
import type { StoreEndpointInput } from '../../../domain/deliveries-schema.ts';
import { notFound } from '../../../domain/errors.ts';
import { explainSystemError } from '../../../domain/system-errors.ts';
import type { UserActor } from '../../actor.ts';
import { secretBox } from '../../crypto/secret-box.ts';
import { storeEndpoints } from '../../db/schema-deliveries.ts';
import type { Deps } from '../../deps.ts';
import { consumeLimit } from '../../http/rate-limit.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { FOLDER_OUTSIDE_DELIVERIES, folderEndpointRoot } from './folder-endpoint-root.ts';
import { endpointSecret, endpointSecretContext, openTransport, type EndpointRow } from './open-transport.ts';
import { endpointColumns } from './store-endpoints.ts';

/** Long enough for a distant server's handshake, short enough for an admin waiting on a button. */
export const ENDPOINT_TEST_TIMEOUT_MS = 10_000;
const LIMIT = { name: 'endpoint-test', max: 10, windowSeconds: 60, message: 'Too many connection tests.' };

const NEW_ENDPOINT = '00000000-0000-0000-0000-000000000000';

/** An error as the system wrote it, with its name and code (an S3 refusal's is in its name), never the secret. */
function rawText(err: unknown, secret: string | undefined): string {
  const e = err as { name?: string; code?: string; message?: string };
  const parts = [e.code, e.name && e.name !== 'Error' ? e.name : undefined, e.message ?? String(err)].filter(Boolean);
  const text = [...new Set(parts)].join(': ');
  return secret ? text.split(secret).join('•••') : text;
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${ms / 1000} s`), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export async function testStoreEndpoint(
  deps: Deps,
  actor: UserActor,
  input: { endpoint: StoreEndpointInput; id?: string | undefined },
): Promise<EndpointTestDto> {
  await consumeLimit(deps.pool, LIMIT, actor.userId);
  const v = input.endpoint;
  const saved = input.id ? (await deps.db.select().from(storeEndpoints).where(eq(storeEndpoints.id, input.id)).limit(1))[0] : undefined;
  if (input.id && !saved) throw notFound(ENDPOINT_NOT_FOUND);
  const id = saved?.id ?? NEW_ENDPOINT;
  const row: EndpointRow = {
    ...(saved ?? { createdAt: new Date(), updatedAt: new Date() }),
    id,
    storeKey: storeKey(v.name),
    ...endpointColumns(v),
    // A secret typed now is tried; otherwise the saved one (never sent back).
    secretSealed: v.secret
      ? secretBox(deps.env).seal(v.secret, endpointSecretContext(id))
      : v.secret === null
        ? null
        : (saved?.secretSealed ?? null),
  };
  const result = await tryEndpoint(deps, row, endpointSecret(deps.env, row));
  await deps.db.transaction((tx) =>
    recordAudit(tx, actor, {
      action: 'store_endpoint.tested',
      entityType: 'store_endpoint',
      entityId: saved?.id ?? storeKey(v.name),
      after: { name: v.name, protocol: v.protocol, host: v.host, remotePath: v.remotePath, ok: result.ok, message: result.message },
    }),
  );
  return result;
}

async function tryEndpoint(deps: Deps, row: EndpointRow, secret: string | undefined): Promise<EndpointTestDto> {
  if (row.protocol === 'folder' && !(await folderEndpointRoot(deps.env.DATA_DIR, row.remotePath)))
    return { ok: false, message: FOLDER_OUTSIDE_DELIVERIES, detail: null };
  const opening = openTransport(deps.env, row, { timeoutMs: ENDPOINT_TEST_TIMEOUT_MS });
  try {
    await withDeadline(
      opening.then(async (t) => {
        try {
          await t.check();
        } finally {
          await t.close();
        }
      }),
      ENDPOINT_TEST_TIMEOUT_MS,
    );
    return { ok: true, message: successMessage(row), detail: null };
  } catch (err) {
    // A transport that opens after the deadline is closed as soon as it does.
    opening.then((t) => t.close()).catch(() => undefined);
    const detail = rawText(err, secret);
    const known = explainSystemError(detail);
    return {
      ok: false,
      message: known ? `${known.summary} ${known.action}` : 'The connection failed. See Details for the reason the system gave.',
      detail,
    };
  }
}

const successMessage = (row: EndpointRow) =>
  row.protocol === 'folder'
    ? `Connected: the folder ${row.remotePath} exists and can be written to.`
    : row.protocol === 'sftp'
      ? `Connected: signed in to ${row.host} and listed ${row.remotePath}.`
      : `Connected: the bucket ${row.remotePath.split('/')[0]} answered.`;
