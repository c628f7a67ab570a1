// Takedown requests and decisions in detail: which stores a request may name (those holding the
// release now, not one already taken down nor one it never reached), one open request at a time,
// the reason as kept, decisions refused (unknown, already decided, nothing left to take down),
// the audit entry of each decision, and the takedown messages: one per store, each addressed to
// its store, their jobs committed with the approval and gone with a rollback.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_CHANGED } from '../../../domain/admin-list.ts';
import { TAKEDOWN_ALREADY_PENDING, TAKEDOWN_NOT_FOUND, TAKEDOWN_NOT_PENDING } from '../../../domain/deliveries.ts';
import type { ReleaseDeliveriesDto, TakedownRequestDto } from '../../../domain/deliveries-dto.ts';
import type { ApiErrorBody } from '../../../domain/errors.ts';
import { auditLog } from '../../db/schema-audit.ts';
import { deliveries, storeEndpoints, takedownRequests } from '../../db/schema-deliveries.ts';
import { musicReleases } from '../../db/schema-releases.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { DELIVERY_SEND } from './job-names.ts';
import { runDelivery } from './run-delivery.ts';
import { queueTakedownDeliveries } from './takedowns.ts';
import { approvedRelease, deliveryRow, giveDpids, queueFor } from '../../test/deliveries.ts';

let ctx: TestContext;
let dataDir: string;
let admin: TestUser;
let artist: TestUser;

// No delivery worker runs: the jobs queued stay in the queue to be looked at.
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-takedowns-'));
  ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
  admin = await createUser(ctx, { admin: true });
  artist = await createUser(ctx, { name: 'Mira K' });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A release of the artist's delivered to the given stores (keys), hence distributed. */
async function distributedRelease(title: string, stores: string[]): Promise<string> {
  const id = await approvedRelease(ctx, artist, { title });
  for (const d of await queueFor(ctx, id, stores, { jobs: false })) expect(await runDelivery(ctx.deps, d)).toBe('delivered');
  const [r] = await ctx.deps.db.select({ status: musicReleases.status }).from(musicReleases).where(eq(musicReleases.id, id));
  expect(r!.status).toBe('distributed');
  return id;
}

const store = async (key: string) =>
  (
    await ctx.deps.db
      .select({ id: storeEndpoints.id, partyId: storeEndpoints.partyId, name: storeEndpoints.name })
      .from(storeEndpoints)
      .where(eq(storeEndpoints.storeKey, key))
  )[0]!;

const ask = (releaseId: string, body: object) =>
  ctx.request('POST', `/api/releases/${releaseId}/takedown`, { cookie: artist.cookie, body });
const decide = (requestId: string, decision: 'approved' | 'rejected') =>
  ctx.request('POST', `/api/admin/takedowns/${requestId}`, { cookie: admin.cookie, body: { decision } });
const errorOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error;

async function pendingFor(releaseId: string): Promise<TakedownRequestDto | undefined> {
  const res = await ctx.request('GET', '/api/admin/takedowns', { cookie: admin.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as TakedownRequestDto[]).find((r) => r.releaseId === releaseId);
}

const takedownAudit = (releaseId: string) =>
  ctx.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, releaseId), like(auditLog.action, 'takedown.%')));

const takedownDeliveries = (releaseId: string) =>
  ctx.deps.db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.releaseId, releaseId), eq(deliveries.kind, 'takedown')));

/** The delivery-send jobs queued for these deliveries, as pg-boss keeps them. */
async function jobsFor(deliveryIds: string[]): Promise<string[]> {
  const { rows } = await ctx.deps.pool.query<{ id: string }>(
    "select data->>'deliveryId' as id from pgboss.job where name = $1 and data->>'deliveryId' = any($2::text[])",
    [DELIVERY_SEND.name, deliveryIds],
  );
  return rows.map((r) => r.id).sort();
}

describe('a takedown request', () => {
  it('may name only stores holding the release now: not one already taken down, nor one it never reached', async () => {
    const id = await distributedRelease('Held Twice', ['joox', 'kkbox']);
    const [joox, kkbox, hungama] = [await store('joox'), await store('kkbox'), await store('hungama')];
    const refused = { code: 'VALIDATION', message: 'Choose stores that have this release', field: 'storeIds' };

    let res = await ask(id, { storeIds: [joox.id, hungama.id] });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual(refused);
    expect(await pendingFor(id)).toBeUndefined();

    expect((await ask(id, { storeIds: [joox.id] })).status).toBe(201);
    expect((await decide((await pendingFor(id))!.id, 'approved')).status).toBe(200);
    expect((await takedownDeliveries(id)).map((d) => d.endpointId)).toEqual([joox.id]);

    // Joox's latest delivery is now a takedown (not yet sent, even): it no longer holds the release.
    res = await ask(id, { storeIds: [joox.id] });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual(refused);
    res = await ask(id, { storeIds: [kkbox.id, joox.id] });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual(refused);
    expect(await pendingFor(id)).toBeUndefined();

    // KKBox still has it.
    expect((await ask(id, { storeIds: [kkbox.id] })).status).toBe(201);
    expect((await pendingFor(id))!.stores).toEqual([expect.objectContaining({ name: kkbox.name })]);
  });

  it('is one open request at a time, and keeps the reason trimmed (a blank one as none)', async () => {
    const id = await distributedRelease('Rights Dispute', ['hungama']);
    expect((await ask(id, { reason: '  Rights dispute  ' })).status).toBe(201);
    const first = (await pendingFor(id))!;
    expect(first.reason).toBe('Rights dispute');

    const again = await ask(id, { reason: 'Moving labels' });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({ code: 'CONFLICT', message: TAKEDOWN_ALREADY_PENDING });
    expect((await pendingFor(id))!.id).toBe(first.id);

    expect((await decide(first.id, 'rejected')).status).toBe(200);
    const asked = await ask(id, { reason: '   ' });
    expect(asked.status).toBe(201);
    const second = (await pendingFor(id))!;
    expect(second.id).not.toBe(first.id);
    expect(second.reason).toBeNull();
    const rows = await ctx.deps.db
      .select({ id: takedownRequests.id, reason: takedownRequests.reason })
      .from(takedownRequests)
      .where(eq(takedownRequests.releaseId, id))
      .orderBy(takedownRequests.createdAt);
    expect(rows).toEqual([
      { id: first.id, reason: 'Rights dispute' },
      { id: second.id, reason: null },
    ]);
    expect(((await asked.json()) as ReleaseDeliveriesDto).canRequestTakedown).toBe(false);
  });
});

describe('a takedown decision', () => {
  it('refuses a request that does not exist', async () => {
    const res = await decide('00000000-0000-4000-8000-000000000000', 'approved');
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ code: 'NOT_FOUND', message: TAKEDOWN_NOT_FOUND });
  });

  it('rejects: audited with no deliveries, nothing queued, and not decided twice', async () => {
    const id = await distributedRelease('Keep It Up', ['joox']);
    expect((await ask(id, {})).status).toBe(201);
    const req = (await pendingFor(id))!;
    expect((await decide(req.id, 'rejected')).status).toBe(200);
    expect(await pendingFor(id)).toBeUndefined();
    expect(await takedownDeliveries(id)).toEqual([]);

    const audit = await takedownAudit(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      action: 'takedown.rejected',
      entityType: 'release',
      entityId: id,
      before: { takedownRequest: req.id, state: 'pending' },
      after: { takedownRequest: req.id, state: 'rejected', deliveries: 0 },
    });

    // Decided is decided: neither an approval nor a second rejection goes through.
    for (const decision of ['approved', 'rejected'] as const) {
      const res = await decide(req.id, decision);
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toEqual({ code: 'CONFLICT', message: TAKEDOWN_NOT_PENDING });
    }
    expect(await takedownDeliveries(id)).toEqual([]);
    expect(await takedownAudit(id)).toHaveLength(1);
    const [row] = await ctx.deps.db.select().from(takedownRequests).where(eq(takedownRequests.id, req.id));
    expect(row).toMatchObject({ state: 'rejected', decidedBy: admin.id });
  });

  it('approves: one takedown per store, each addressed to its store, its job queued with it, and audited', async () => {
    await giveDpids(ctx, ['joox', 'kkbox']);
    const id = await distributedRelease('Two Stores Down', ['joox', 'kkbox']);
    const [joox, kkbox] = [await store('joox'), await store('kkbox')];
    expect(joox.partyId).not.toBe(kkbox.partyId);
    expect((await ask(id, {})).status).toBe(201); // every store it reached
    const req = (await pendingFor(id))!;
    expect((await decide(req.id, 'approved')).status).toBe(200);

    const taken = await takedownDeliveries(id);
    expect(taken.map((d) => d.endpointId).sort()).toEqual([joox.id, kkbox.id].sort());
    for (const d of taken) {
      const to = d.endpointId === joox.id ? joox : kkbox;
      const other = to === joox ? kkbox : joox;
      const recipient = /<MessageRecipient>([\s\S]*?)<\/MessageRecipient>/.exec(d.message!)![1]!;
      expect(recipient).toContain(`<PartyId>${to.partyId}</PartyId>`);
      expect(recipient).toContain(to.name);
      expect(recipient).not.toContain(other.partyId!);
      expect(d).toMatchObject({ takedownRequestId: req.id, state: 'queued' });
    }
    expect(await jobsFor(taken.map((d) => d.id))).toEqual(taken.map((d) => d.id).sort());

    const audit = await takedownAudit(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      actorLabel: admin.email,
      action: 'takedown.approved',
      entityType: 'release',
      entityId: id,
    });
    expect(audit[0]!.before).toEqual({ takedownRequest: req.id, state: 'pending' });
    expect(audit[0]!.after).toEqual({ takedownRequest: req.id, state: 'approved', deliveries: 2 });
  });

  it('refuses an approval when no store named holds the release any more, writing nothing', async () => {
    const id = await distributedRelease('Already Gone', ['joox', 'kkbox']);
    const joox = await store('joox');
    expect((await ask(id, { storeIds: [joox.id] })).status).toBe(201);
    const req = (await pendingFor(id))!;

    // Meanwhile Joox got a takedown another way (an earlier one resent, say).
    const [meanwhile] = await ctx.deps.db.transaction(async (tx) => {
      const [d] = await tx
        .select()
        .from(deliveries)
        .where(and(eq(deliveries.releaseId, id), eq(deliveries.endpointId, joox.id)));
      return queueTakedownDeliveries(ctx.deps, tx, id, [{ endpointId: joox.id, releaseIcpn: d!.releaseIcpn }], null);
    });

    const res = await decide(req.id, 'approved');
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ code: 'CONFLICT', message: RECORD_CHANGED });
    expect((await pendingFor(id))!.id).toBe(req.id);
    const [row] = await ctx.deps.db.select().from(takedownRequests).where(eq(takedownRequests.id, req.id));
    expect(row).toMatchObject({ state: 'pending', decidedBy: null, decidedAt: null });
    expect((await takedownDeliveries(id)).map((d) => d.id)).toEqual([meanwhile]);
    expect(await takedownAudit(id)).toEqual([]);
  });

  it('queues the takedown jobs in the transaction: rolled back, neither deliveries nor jobs remain', async () => {
    const id = await distributedRelease('Rolled Back', ['joox', 'kkbox']);
    const [joox, kkbox] = [await store('joox'), await store('kkbox')];
    const held = await ctx.deps.db
      .select({ endpointId: deliveries.endpointId, releaseIcpn: deliveries.releaseIcpn })
      .from(deliveries)
      .where(eq(deliveries.releaseId, id));
    let queued: string[] = [];
    await expect(
      ctx.deps.db.transaction(async (tx) => {
        queued = await queueTakedownDeliveries(ctx.deps, tx, id, held, null);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(queued).toHaveLength(2);
    expect(await ctx.deps.db.select().from(deliveries).where(inArray(deliveries.id, queued))).toEqual([]);
    expect(await jobsFor(queued)).toEqual([]);

    // Committed, each has its job.
    const committed = await ctx.deps.db.transaction((tx) => queueTakedownDeliveries(ctx.deps, tx, id, held, null));
    expect(await jobsFor(committed)).toEqual([...committed].sort());
    const rows = await Promise.all(committed.map((d) => deliveryRow(ctx, d)));
    expect(rows.map((r) => r.endpointId).sort()).toEqual([joox.id, kkbox.id].sort());
  });
});
