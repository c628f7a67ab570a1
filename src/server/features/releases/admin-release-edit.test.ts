// An admin corrects a distributed release for its artist: the console's form starts from the
// release (or the update waiting), the change is held as a pending revision written by the admin
// with the artist's checks (UPC and delivered ISRCs fixed, the owner's files), audited, and once
// approved goes to every store as one update each; the versions say who wrote each change. Only
// admins may; the artist's own route still refuses anyone else's release.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCheckDigit } from '../../../domain/identifiers.ts';
import { OWNER_BEING_DELETED } from '../../../domain/account-texts.ts';
import { NOT_IN_STORES, REVISION_CHANGED_ELSEWHERE, UPC_FIXED, type ReleaseVersionDto } from '../../../domain/release-updates.ts';
import type { AdminRevisionStartDto } from '../../../domain/release-updates-dto.ts';
import type { ReleaseInput } from '../../../domain/releases.ts';
import { accountDeletions } from '../../db/schema-account.ts';
import { auditLog } from '../../db/schema-audit.ts';
import { deliveries } from '../../db/schema-deliveries.ts';
import { musicReleases, releaseRevisions, releaseTracks } from '../../db/schema-releases.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { runDelivery } from '../deliveries/run-delivery.ts';
import { approvedRelease, queueFor } from '../../test/deliveries.ts';
import { changedFields } from './admin-revise-release.ts';
import { sendUpdateReviewMail } from './send-update-review-mail.ts';
import { uploadCover } from '../../test/releases.ts';

let ctx: TestContext;
let dataDir: string;
let admin: TestUser;
let artist: TestUser;
let other: TestUser;
const STORES = ['spotify', 'deezer'];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-admin-edit-'));
  ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
  admin = await createUser(ctx, { admin: true, name: 'Asha Admin' });
  artist = await createUser(ctx, { name: 'Mira K' });
  other = await createUser(ctx, { name: 'Other Artist' });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A single delivered to Spotify and Deezer; its id. */
async function distributed(): Promise<string> {
  const id = await approvedRelease(ctx, artist, { stores: STORES });
  for (const d of await queueFor(ctx, id, STORES, { jobs: false })) expect(await runDelivery(ctx.deps, d)).toBe('delivered');
  return id;
}

const base = `/api/admin/releases`;
async function start(id: string, cookie = admin.cookie): Promise<AdminRevisionStartDto> {
  const res = await ctx.request('GET', `${base}/${id}/revision-values`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as AdminRevisionStartDto;
}
const save = (id: string, basedOn: string, body: ReleaseInput, cookie = admin.cookie) =>
  ctx.request('PUT', `${base}/${id}/revision-values?basedOn=${encodeURIComponent(basedOn)}`, { cookie, body });
const live = async (id: string) => (await ctx.deps.db.select().from(musicReleases).where(eq(musicReleases.id, id)))[0]!;
const revisionsOf = (id: string) => ctx.deps.db.select().from(releaseRevisions).where(eq(releaseRevisions.releaseId, id));
const auditOf = (id: string) =>
  ctx.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'release.update_written')))
    .orderBy(desc(auditLog.createdAt));
const versions = async (id: string, cookie: string, admin = false) =>
  (await (
    await ctx.request('GET', admin ? `${base}/${id}/versions` : `/api/releases/${id}/versions`, { cookie })
  ).json()) as ReleaseVersionDto[];

describe("an admin's edit of a release in stores", () => {
  it('waits for review as a revision written by the admin, changes nothing live, and once approved sends one update per store', async () => {
    const id = await distributed();
    const before = await live(id);
    const first = await start(id);
    expect(first).toMatchObject({ fromPending: false, values: { title: 'Night Drive', upc: before.upc, stores: STORES } });
    expect(Object.keys(first.files).sort()).toEqual([before.coverFileId, first.values.audioFileId].sort());

    const res = await save(id, first.basedOn, { ...first.values, title: 'Night Drive (Remastered)', producer: ['Ravi S'] });
    expect(res.status).toBe(200);
    const listed = (await res.json()) as ReleaseVersionDto[];
    expect(listed[0]).toMatchObject({ state: 'pending', version: null, editedBy: { by: 'admin', name: 'Asha Admin' } });

    // Nothing live changed: the release, its tracks, what stores were sent.
    expect(await live(id)).toEqual(before);
    const [revision] = await revisionsOf(id);
    expect(revision).toMatchObject({
      state: 'pending',
      authorId: admin.id,
      values: { title: 'Night Drive (Remastered)', producer: 'Ravi S' },
    });
    const sent = () =>
      ctx.deps.db
        .select()
        .from(deliveries)
        .where(and(eq(deliveries.releaseId, id), isNotNull(deliveries.revisionId)));
    expect(await sent()).toEqual([]);

    // The artist reads that the team wrote it, without a name.
    expect((await versions(id, artist.cookie))[0]).toMatchObject({ state: 'pending', editedBy: { by: 'admin', name: null } });

    // Audited: who, which release, the fields changed.
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      entityType: 'release',
      before: { revision: null, title: 'Night Drive', producer: [] },
      after: { revision: revision!.id, state: 'pending', title: 'Night Drive (Remastered)', producer: ['Ravi S'] },
    });

    // The next form starts from the change waiting.
    const again = await start(id);
    expect(again).toMatchObject({ fromPending: true, values: { title: 'Night Drive (Remastered)', producer: ['Ravi S'] } });
    expect(again.basedOn).not.toBe(first.basedOn);
    expect(Object.keys(again.files).sort()).toEqual(Object.keys(first.files).sort());

    // Approved like any update: one update per store, the release changed.
    const approved = await ctx.request('PATCH', `${base}/${id}/revision`, { cookie: admin.cookie, body: { decision: 'approve' } });
    expect(approved.status).toBe(200);
    const updates = await sent();
    expect(updates).toHaveLength(2);
    expect(new Set(updates.map((u) => u.endpointId)).size).toBe(2);
    for (const u of updates) {
      expect(u).toMatchObject({ kind: 'update', revisionId: revision!.id, releaseIcpn: before.upc });
      expect(u.message).toContain('Night Drive (Remastered)');
    }
    expect(await live(id)).toMatchObject({ title: 'Night Drive (Remastered)', producer: 'Ravi S', upc: before.upc });
    const adminView = await versions(id, admin.cookie, true);
    expect(adminView.map((v) => [v.version, v.state, v.editedBy])).toEqual([
      [2, 'live', { by: 'admin', name: 'Asha Admin' }],
      [1, 'approved', null],
    ]);

    // The artist is told the team corrected it, not that their own update was approved.
    ctx.mails.length = 0;
    expect(await sendUpdateReviewMail(ctx.deps, { revisionId: revision!.id })).toEqual({ sent: true });
    expect(ctx.mails[0]).toMatchObject({ to: artist.email, subject: 'Our team updated "Night Drive (Remastered)"' });
    expect(ctx.mails[0]!.text).toContain('Our team corrected "Night Drive (Remastered)" for you (version 2)');
  });

  it('turned down by the team, a change the team wrote mails the artist nothing', async () => {
    const id = await distributed();
    const s = await start(id);
    expect((await save(id, s.basedOn, { ...s.values, title: 'Night Drive (Live)' })).status).toBe(200);
    const rejected = await ctx.request('PATCH', `${base}/${id}/revision`, {
      cookie: admin.cookie,
      body: { decision: 'reject', adminNotes: 'Wrong version.' },
    });
    expect(rejected.status).toBe(200);
    const [revision] = await revisionsOf(id);
    expect(revision).toMatchObject({ state: 'rejected', authorId: admin.id });
    expect(await sendUpdateReviewMail(ctx.deps, { revisionId: revision!.id })).toEqual({ sent: false });
  });

  it("starts from and replaces the artist's waiting change, and says whose each change was", async () => {
    const id = await distributed();
    const form = (await start(id)).values;
    expect(
      (await ctx.request('PUT', `/api/releases/${id}`, { cookie: artist.cookie, body: { ...form, title: 'Nite Drive' } })).status,
    ).toBe(200);
    expect((await versions(id, admin.cookie, true))[0]!.editedBy).toEqual({ by: 'artist' });
    const s = await start(id);
    expect(s).toMatchObject({ fromPending: true, values: { title: 'Nite Drive' } });
    expect((await save(id, s.basedOn, { ...s.values, title: 'Night Drive (Live)' })).status).toBe(200);
    const revisions = await revisionsOf(id);
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ authorId: admin.id, values: { title: 'Night Drive (Live)' } });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ before: { revision: revisions[0]!.id, title: 'Nite Drive' }, after: { title: 'Night Drive (Live)' } });
  });

  it('is refused when the release or its waiting change moved on since the form opened', async () => {
    const id = await distributed();
    const s = await start(id);
    // The artist submits a change meanwhile.
    expect((await ctx.request('PUT', `/api/releases/${id}`, { cookie: artist.cookie, body: { ...s.values, title: 'Mine' } })).status).toBe(
      200,
    );
    const stale = await save(id, s.basedOn, { ...s.values, title: 'Theirs' });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: { code: 'CONFLICT', message: REVISION_CHANGED_ELSEWHERE } });
    expect((await revisionsOf(id)).map((r) => [r.authorId, (r.values as { title: string }).title])).toEqual([[artist.id, 'Mine']]);
    expect(await auditOf(id)).toEqual([]);
  });

  it('refuses a changed UPC naming the field, files that are not the owner’s, and a release not in stores', async () => {
    const id = await distributed();
    const s = await start(id);
    const upc = await save(id, s.basedOn, { ...s.values, upc: withCheckDigit('812345678901') });
    expect(upc.status).toBe(400);
    expect(await upc.json()).toEqual({ error: { code: 'VALIDATION', message: UPC_FIXED, field: 'upc' } });
    // A cover the admin uploaded is not the artist's.
    const adminsCover = await uploadCover(ctx, admin);
    const cover = await save(id, s.basedOn, { ...s.values, coverFileId: adminsCover });
    expect(cover.status).toBe(400);
    expect(await cover.json()).toMatchObject({ error: { code: 'VALIDATION', field: 'coverFileId' } });
    // A store that is not one.
    const stores = await save(id, s.basedOn, { ...s.values, stores: ['nowhere'] });
    expect(stores.status).toBe(400);
    expect(await stores.json()).toMatchObject({ error: { code: 'VALIDATION', field: 'stores' } });
    expect(await revisionsOf(id)).toEqual([]);
    expect(await auditOf(id)).toEqual([]);

    const waiting = await approvedRelease(ctx, artist, { pending: true });
    for (const res of [
      await ctx.request('GET', `${base}/${waiting}/revision-values`, { cookie: admin.cookie }),
      await save(waiting, 'x', s.values),
    ]) {
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: { code: 'NOT_EDITABLE', message: NOT_IN_STORES } });
    }
    const missing = await save('00000000-0000-4000-8000-000000000000', 'x', s.values);
    expect(missing.status).toBe(404);
  });

  it('is refused for an account being deleted', async () => {
    const leaving = await createUser(ctx, { name: 'Leaving Artist' });
    const id = await approvedRelease(ctx, leaving, { stores: STORES });
    const s = await start(id);
    await ctx.deps.db.insert(accountDeletions).values({ userId: leaving.id, purgeAfter: new Date(Date.now() + 30 * 86_400_000) });
    const res = await save(id, s.basedOn, { ...s.values, title: 'Gone' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: { code: 'NOT_EDITABLE', message: OWNER_BEING_DELETED } });
    expect(await revisionsOf(id)).toEqual([]);
  });

  it('is for admins only: an artist is refused (403), a visitor must sign in (401); the artist route still refuses others', async () => {
    const id = await distributed();
    const s = await start(id);
    for (const cookie of [artist.cookie, other.cookie]) {
      expect((await ctx.request('GET', `${base}/${id}/revision-values`, { cookie })).status).toBe(403);
      expect((await save(id, s.basedOn, s.values, cookie)).status).toBe(403);
    }
    expect((await ctx.request('GET', `${base}/${id}/revision-values`)).status).toBe(401);
    expect((await ctx.request('PUT', `${base}/${id}/revision-values?basedOn=x`, { body: s.values })).status).toBe(401);
    // Another artist's edit of this release through the artist's route: not found, nothing written.
    const theirs = await ctx.request('PUT', `/api/releases/${id}`, { cookie: other.cookie, body: { ...s.values, title: 'Stolen' } });
    expect(theirs.status).toBe(404);
    expect(await revisionsOf(id)).toEqual([]);
    const [track] = await ctx.deps.db.select().from(releaseTracks).where(eq(releaseTracks.releaseId, id));
    expect(track!.title).toBe('Track 1');
  });
});

describe('changedFields', () => {
  it('names only the fields that differ, a blank label being the artist name', () => {
    const a = { title: 'A', artistName: 'Mira', labelName: 'Mira', producer: [] as string[] };
    expect(changedFields(a, { ...a, labelName: '' })).toEqual({ before: {}, after: {} });
    expect(changedFields(a, { ...a, title: 'B', producer: ['X'] })).toEqual({
      before: { title: 'A', producer: [] },
      after: { title: 'B', producer: ['X'] },
    });
  });
});
