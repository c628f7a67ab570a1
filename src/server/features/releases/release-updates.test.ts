// A change to a distributed release: held as a revision while stores keep the delivered version,
// reviewed by an admin, then sent to every store as a complete message for the same ICPN (a new
// MessageId, a ReDelivery batch) carrying only the files that changed, once per store however many
// approvals race; UPC and ISRC changes refused; the versions list what each store received; the
// artist is mailed the outcome of each review.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISRC_FIXED, UPC_FIXED, type ReleaseVersionDto } from '../../../domain/release-updates.ts';
import type { ReleaseInput } from '../../../domain/releases.ts';
import type { UserActor } from '../../actor.ts';
import { withCheckDigit } from '../../../domain/identifiers.ts';
import { deliveries, storeEndpoints } from '../../db/schema-deliveries.ts';
import { musicReleases, releaseRevisions, releaseTracks } from '../../db/schema-releases.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { validateErn, validateManifest } from '../deliveries/ern/validate-xml.ts';
import { runDelivery } from '../deliveries/run-delivery.ts';
import { approvedRelease, deliveryRow, queueFor, treeOf } from '../../test/deliveries.ts';
import { reviewRevision } from './review-revision.ts';
import { sendUpdateReviewMail } from './send-update-review-mail.ts';
import { uploadCover } from '../../test/releases.ts';

let ctx: TestContext;
let dataDir: string;
let admin: TestUser;
let artist: TestUser;
let adminActor: UserActor;
const STORES = ['spotify', 'deezer'];
const storeDir = (key: string) => path.join(dataDir, 'deliveries', key);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-updates-'));
  ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
  admin = await createUser(ctx, { admin: true });
  artist = await createUser(ctx, { name: 'Mira K' });
  adminActor = { kind: 'user', userId: admin.id, role: 'admin', ip: null };
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A single delivered to Spotify and Deezer; its id and the form values it was approved with. */
async function distributed(): Promise<{ id: string; body: ReleaseInput }> {
  const id = await approvedRelease(ctx, artist, { stores: STORES });
  for (const d of await queueFor(ctx, id, STORES, { jobs: false })) expect(await runDelivery(ctx.deps, d)).toBe('delivered');
  const [r] = await ctx.deps.db.select().from(musicReleases).where(eq(musicReleases.id, id));
  expect(r!.status).toBe('distributed');
  const [t] = await ctx.deps.db.select().from(releaseTracks).where(eq(releaseTracks.releaseId, id));
  const body: ReleaseInput = {
    title: r!.title,
    artistName: r!.artistName,
    genre: 'Pop',
    releaseType: 'single',
    releaseDate: r!.releaseDate!,
    audioFileId: t!.audioFileId!,
    coverFileId: r!.coverFileId!,
    copyrightHolder: 'Mira K',
    upc: r!.upc!,
    isrc: t!.isrc!,
    stores: STORES,
  };
  return { id, body };
}

const edit = (id: string, body: ReleaseInput, cookie = artist.cookie) => ctx.request('PUT', `/api/releases/${id}`, { cookie, body });
const updatesOf = (id: string) =>
  ctx.deps.db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.releaseId, id), isNotNull(deliveries.revisionId)));
/** The review mails queued for the release's revisions, sent now, in order: their subjects and texts. */
async function reviewMails(id: string): Promise<{ subject: string; text: string }[]> {
  const { rows } = await ctx.deps.db.execute<{ revision_id: string }>(
    sql`select j.data->>'revisionId' revision_id from pgboss.job j join release_revisions r on r.id = (j.data->>'revisionId')::uuid
         where j.name = 'release-update-review-mail' and r.release_id = ${id} order by j.created_on`,
  );
  const sent = [];
  for (const { revision_id } of rows) {
    const before = ctx.mails.length;
    expect(await sendUpdateReviewMail(ctx.deps, { revisionId: revision_id })).toEqual({ sent: true });
    const mail = ctx.mails.at(-1)!;
    expect(ctx.mails.length).toBe(before + 1);
    expect(mail.to).toBe(artist.email);
    sent.push({ subject: mail.subject, text: mail.text });
  }
  return sent;
}
const versions = async (id: string) =>
  (await (await ctx.request('GET', `/api/releases/${id}/versions`, { cookie: artist.cookie })).json()) as ReleaseVersionDto[];

describe('an update to a distributed release', () => {
  it('waits for review while stores keep the delivered version; approved, each store gets one update with only the changed files', async () => {
    const { id, body } = await distributed();
    const first = await ctx.deps.db.select().from(deliveries).where(eq(deliveries.releaseId, id));

    // A typo fixed: the release itself does not change until reviewed.
    const saved = await edit(id, { ...body, title: 'Night Drive (Remastered)' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ title: 'Night Drive', status: 'distributed' });
    const [pending] = await ctx.deps.db.select().from(releaseRevisions).where(eq(releaseRevisions.releaseId, id));
    expect(pending).toMatchObject({ state: 'pending', version: null });
    expect((await versions(id)).map((v) => [v.version, v.state, v.deliveries.length])).toEqual([
      [null, 'pending', 0],
      [1, 'live', 2],
    ]);

    // Artists cannot approve it.
    const refused = await ctx.request('PATCH', `/api/admin/releases/${id}/revision`, {
      cookie: artist.cookie,
      body: { decision: 'approve' },
    });
    expect(refused.status).toBe(403);

    // Two approvals at once: one applies it, the other finds nothing waiting; one update per store.
    const outcomes = await Promise.allSettled([
      reviewRevision(ctx.deps, adminActor, id, { decision: 'approve', adminNotes: '' }),
      reviewRevision(ctx.deps, adminActor, id, { decision: 'approve', adminNotes: '' }),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { code: 'CONFLICT' } });
    const updates = await updatesOf(id);
    expect(updates).toHaveLength(2);
    const [release] = await ctx.deps.db.select().from(musicReleases).where(eq(musicReleases.id, id));
    expect(release).toMatchObject({ title: 'Night Drive (Remastered)', upc: body.upc, status: 'distributed' });
    for (const u of updates) {
      expect(u).toMatchObject({ kind: 'update', state: 'queued', releaseIcpn: body.upc, fileHashes: {} });
      expect(first.map((f) => f.messageId)).not.toContain(u.messageId);
      expect(await validateErn(u.message!)).toEqual({ valid: true });
      expect(u.message).toContain(`<ICPN>${body.upc}</ICPN>`);
      expect(u.message).toContain(`<ISRC>${body.isrc}</ISRC>`);
      expect(u.message).toContain('Night Drive (Remastered)');
      expect(u.message).toContain('<DealList>');
      // The store holds the files: the message names none, and the batch carries none.
      expect(u.message).not.toContain('<File>');
      expect(await validateManifest(u.manifest!)).toEqual({ valid: true });
      expect(u.manifest).toContain('<DeliveryType>ReDelivery</DeliveryType>');
      expect(await runDelivery(ctx.deps, u.id)).toBe('delivered');
    }
    const [{ id: spotifyId }] = (await ctx.deps.db
      .select({ id: storeEndpoints.id })
      .from(storeEndpoints)
      .where(eq(storeEndpoints.storeKey, 'spotify'))) as [{ id: string }];
    const spotify = updates.find((u) => u.endpointId === spotifyId)!;
    expect(treeOf(storeDir('spotify')).filter((f) => f.startsWith(spotify.batchId!))).toEqual(
      [`${spotify.batchId}/${body.upc}/${body.upc}.xml`, `${spotify.batchId}/BatchComplete_${spotify.batchId}.xml`].sort(),
    );

    // The stores' panel still shows each store's release delivery; the updates are the versions'.
    const panel = (await (await ctx.request('GET', `/api/releases/${id}/deliveries`, { cookie: artist.cookie })).json()) as {
      deliveries: { kind: string; state: string }[];
    };
    expect(panel.deliveries.map((x) => [x.kind, x.state])).toEqual([
      ['new', 'delivered'],
      ['new', 'delivered'],
    ]);

    // A second change, a new cover: only the cover goes again.
    const cover = await uploadCover(ctx, artist);
    expect((await edit(id, { ...body, title: 'Night Drive (Remastered)', coverFileId: cover })).status).toBe(200);
    const reviewed = await ctx.request('PATCH', `/api/admin/releases/${id}/revision`, {
      cookie: admin.cookie,
      body: { decision: 'approve' },
    });
    expect(reviewed.status).toBe(200);
    const second = (await updatesOf(id)).filter((u) => !updates.some((x) => x.id === u.id));
    expect(second).toHaveLength(2);
    for (const u of second) {
      expect(Object.keys(u.fileHashes)).toEqual([cover]);
      expect(u.message!.match(/<File>/g)).toHaveLength(1);
      expect(await validateErn(u.message!)).toEqual({ valid: true });
      expect(await runDelivery(ctx.deps, u.id)).toBe('delivered');
      expect((await deliveryRow(ctx, u.id)).state).toBe('delivered');
    }
    const batch = second.find((u) => u.endpointId === spotifyId)!.batchId!;
    const files = treeOf(storeDir('spotify')).filter((f) => f.startsWith(batch));
    expect(files.filter((f) => f.includes('/resources/'))).toHaveLength(1);

    const list = await versions(id);
    expect(list.map((v) => [v.version, v.state])).toEqual([
      [3, 'live'],
      [2, 'approved'],
      [1, 'approved'],
    ]);
    expect(list[0]!.deliveries.map((d) => [d.kind, d.state, d.filesSent])).toEqual([
      ['update', 'delivered', 1],
      ['update', 'delivered', 1],
    ]);
    expect(list[1]!.deliveries.map((d) => d.filesSent)).toEqual([0, 0]);

    // One mail per review (the losing approval queued none), each naming the version it became.
    const mails = await reviewMails(id);
    expect(mails.map((m) => m.subject)).toEqual([
      'Your update to "Night Drive (Remastered)" is approved',
      'Your update to "Night Drive (Remastered)" is approved',
    ]);
    expect(mails.map((m) => /\(version (\d)\)/.exec(m.text)?.[1])).toEqual(['2', '3']);
  });

  it('refuses a changed UPC or ISRC, naming the field, and keeps the release as it was', async () => {
    const { id, body } = await distributed();
    const upc = await edit(id, { ...body, upc: withCheckDigit('812345678901') });
    expect(upc.status).toBe(400);
    expect(await upc.json()).toEqual({ error: { code: 'VALIDATION', message: UPC_FIXED, field: 'upc' } });
    const isrc = await edit(id, { ...body, isrc: 'QZABC2600001' });
    expect(isrc.status).toBe(400);
    expect(await isrc.json()).toEqual({ error: { code: 'VALIDATION', message: ISRC_FIXED, field: 'isrc' } });
    expect(await ctx.deps.db.select().from(releaseRevisions).where(eq(releaseRevisions.releaseId, id))).toEqual([]);
  });

  it('a rejected update changes nothing and sends nothing', async () => {
    const { id, body } = await distributed();
    expect((await edit(id, { ...body, title: 'Wrong' })).status).toBe(200);
    const res = await ctx.request('PATCH', `/api/admin/releases/${id}/revision`, {
      cookie: admin.cookie,
      body: { decision: 'reject', adminNotes: 'The title must match the artwork.' },
    });
    expect(res.status).toBe(200);
    expect(await updatesOf(id)).toEqual([]);
    const [r] = await ctx.deps.db.select().from(musicReleases).where(eq(musicReleases.id, id));
    expect(r!.title).toBe('Night Drive');
    expect((await versions(id)).map((v) => [v.version, v.state, v.adminNotes])).toEqual([
      [null, 'rejected', 'The title must match the artwork.'],
      [1, 'live', null],
    ]);
    const [mail] = await reviewMails(id);
    expect(mail!.subject).toBe('Your update to "Night Drive" was not approved');
    expect(mail!.text).toContain('The stores keep the version they have.');
    expect(mail!.text).toContain('The title must match the artwork.');
  });
});
