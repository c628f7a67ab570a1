// The console's release review: the table over every artist, the review dialog's release with
// its store checks, approve and reject (notes required) with history, the artist's mail and the
// audit entry, two admins at once, and deletion.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_CHANGED, type PageDto } from '../../../domain/admin-list.ts';
import type { AdminReleaseDto, AdminReleaseRowDto } from '../../../domain/releases-admin-dto.ts';
import { REJECT_NEEDS_NOTES } from '../../../domain/releases-admin-options.ts';
import { auditLog } from '../../db/schema-audit.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { bindJobs } from '../../jobs/job.ts';
import { releaseReviewJobs } from './review-jobs.ts';
import { sendReviewMail } from './send-review-mail.ts';
import { uploadAudio, uploadCover } from '../../test/releases.ts';

let ctx: TestContext;
let admin: TestUser;
let other: TestUser;
let artist: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.deps.jobs.start(bindJobs(ctx.deps, releaseReviewJobs()), { workers: false });
  admin = await createUser(ctx, { admin: true });
  other = await createUser(ctx, { admin: true });
  artist = await createUser(ctx, { name: 'Mira K' });
});
afterAll(() => ctx.close());

/** A pending single stores would take (genre, an uploaded cover and audio file), or one with a Drive link only. */
async function pendingRelease(title: string, o: { drive?: boolean } = {}): Promise<string> {
  if (o.drive) return driveRelease(title);
  const [cover, audio] = [await uploadCover(ctx, artist), await uploadAudio(ctx, artist)];
  const { rows } = await ctx.deps.db.execute<{ id: string }>(sql`
    insert into music_releases (user_id, title, artist_name, genre, status, cover_file_id, release_date)
    values (${artist.id}, ${title}, 'Mira K', 'Pop', 'pending', ${cover}, current_date + 30) returning id`);
  const id = rows[0]!.id;
  await ctx.deps.db.execute(
    sql`insert into release_tracks (release_id, position, title, audio_file_id) values (${id}, 1, ${title}, ${audio})`,
  );
  return id;
}
async function driveRelease(title: string): Promise<string> {
  const { rows } = await ctx.deps.db.execute<{ id: string }>(sql`
    insert into music_releases (user_id, title, artist_name, status, audio_url, release_date)
    values (${artist.id}, ${title}, 'Mira K', 'pending', 'https://drive.google.com/file/d/x/view', current_date + 30) returning id`);
  const id = rows[0]!.id;
  await ctx.deps.db.execute(
    sql`insert into release_tracks (release_id, position, title, audio_url) values (${id}, 1, ${title}, 'https://drive.google.com/file/d/x/view')`,
  );
  return id;
}
const load = async (id: string, cookie = admin.cookie) =>
  (await (await ctx.request('GET', `/api/admin/releases/${id}`, { cookie })).json()) as AdminReleaseDto;
const review = (id: string, body: object, cookie = admin.cookie) =>
  ctx.request('PATCH', `/api/admin/releases/${id}/review`, { cookie, body });

describe('the release table', () => {
  it('lists every artist release, searched by title or artist and filtered by status', async () => {
    const id = await pendingRelease('Harbour Lights');
    const get = async (q: string) =>
      (await (await ctx.request('GET', `/api/admin/releases?${q}`, { cookie: admin.cookie })).json()) as PageDto<AdminReleaseRowDto>;
    expect((await get('q=harbour')).items.map((r) => r.id)).toEqual([id]);
    expect((await get('q=mira')).items.map((r) => r.id)).toContain(id);
    expect((await get('status=pending')).items[0]).toMatchObject({ id, ownerEmail: artist.email, status: 'pending' });
    expect((await get('status=distributed')).items).toEqual([]);
    const csv = await (await ctx.request('GET', '/api/admin/releases/export?q=harbour', { cookie: admin.cookie })).text();
    expect(csv).toContain('Harbour Lights');
  });
});

describe('review', () => {
  it('shows every field, the owner and the store checks of its files', async () => {
    const id = await pendingRelease('Checked', { drive: true });
    const r = await load(id);
    expect(r).toMatchObject({ title: 'Checked', ownerEmail: artist.email, ownerName: 'Mira K', tracks: [{ position: 1 }] });
    expect(r.storeCheck.warnings.map((w) => w.message).join(' ')).toMatch(/Google Drive link/);
  });

  it('approves: status, history, the artist mailed, the audit entry', async () => {
    const id = await pendingRelease('Approve Me');
    const res = await review(id, { status: 'approved', adminNotes: 'Lovely mix.', version: (await load(id)).version });
    expect(res.status).toBe(200);
    const r = (await res.json()) as AdminReleaseDto;
    expect(r).toMatchObject({ status: 'approved', adminNotes: 'Lovely mix.' });
    expect(r.history.at(-1)).toMatchObject({ fromStatus: 'pending', toStatus: 'approved', note: 'Lovely mix.' });
    const [job] = (
      await ctx.deps.db.execute<{ data: { releaseId: string } }>(sql`select data from pgboss.job where name = 'release-review-mail'`)
    ).rows;
    expect(job?.data.releaseId).toBe(id);
    await sendReviewMail(ctx.deps, { releaseId: id, status: 'approved' });
    const mail = ctx.mails.find((m) => m.to === artist.email && m.subject.includes('Approve Me'))!;
    expect(mail.text).toContain('Lovely mix.');
    const [entry] = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({
      action: 'release.status_changed',
      actorId: admin.id,
      before: { status: 'pending' },
      after: { status: 'approved', adminNotes: 'Lovely mix.' },
    });
  });

  it('rejects only with notes, which the artist sees on the release and in the mail', async () => {
    const id = await pendingRelease('Reject Me');
    const version = (await load(id)).version;
    const bare = await review(id, { status: 'rejected', adminNotes: '  ', version });
    expect(bare.status).toBe(400);
    expect(((await bare.json()) as { error: { message: string; field: string } }).error).toMatchObject({
      message: REJECT_NEEDS_NOTES,
      field: 'adminNotes',
    });
    expect((await review(id, { status: 'rejected', adminNotes: 'The cover has a URL on it.', version })).status).toBe(200);
    const seen = (await (await ctx.request('GET', `/api/releases/${id}`, { cookie: artist.cookie })).json()) as {
      adminNotes: string;
      status: string;
    };
    expect(seen).toMatchObject({ status: 'rejected', adminNotes: 'The cover has a URL on it.' });
    await sendReviewMail(ctx.deps, { releaseId: id, status: 'rejected' });
    expect(ctx.mails.find((m) => m.subject.includes('Reject Me'))?.text).toContain('The cover has a URL on it.');
  });

  it('lets one of two admins win and tells the other the release changed', async () => {
    const id = await pendingRelease('Contested');
    const version = (await load(id)).version;
    const [a, b] = await Promise.all([
      review(id, { status: 'approved', adminNotes: '', version }),
      review(id, { status: 'rejected', adminNotes: 'No.', version }, other.cookie),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(((await loser.json()) as { error: { message: string } }).error.message).toMatch(/changed by someone else/);
    expect((await load(id)).history.filter((h) => h.fromStatus === 'pending')).toHaveLength(1);
  });

  it('deletes with an audit entry, and a second delete is a 404', async () => {
    const id = await pendingRelease('Delete Me');
    expect((await ctx.request('DELETE', `/api/admin/releases/${id}`, { cookie: admin.cookie })).status).toBe(204);
    expect((await ctx.request('DELETE', `/api/admin/releases/${id}`, { cookie: admin.cookie })).status).toBe(404);
    expect((await review(id, { status: 'approved', adminNotes: '', version: '2026-01-01T00:00:00.000000Z' })).status).toBe(404);
    const [entry] = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({ action: 'release.deleted', before: { title: 'Delete Me', status: 'pending' } });
  });
});

describe('what a review changes, and only that', () => {
  const jobsFor = async (id: string) =>
    (
      await ctx.deps.db.execute<{ status: string }>(
        sql`select data->>'status' as status from pgboss.job where name = 'release-review-mail' and data->>'releaseId' = ${id}`,
      )
    ).rows.map((r) => r.status);
  const auditOf = (id: string) =>
    ctx.deps.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, id));

  it('a review that changes nothing writes nothing: no history, no audit entry, the same version', async () => {
    const id = await pendingRelease('Unchanged', { drive: true });
    const before = await load(id);
    const res = await review(id, { status: 'pending', adminNotes: '   ', version: before.version });
    expect(res.status).toBe(200);
    const after = (await res.json()) as AdminReleaseDto;
    expect(after).toMatchObject({ status: 'pending', adminNotes: null, version: before.version });
    expect(after.history).toEqual(before.history);
    expect(await auditOf(id)).toEqual([]);
    expect(await jobsFor(id)).toEqual([]);
  });

  it('notes alone: trimmed, audited as a notes change, no history line and no mail', async () => {
    const id = await pendingRelease('Noted', { drive: true });
    const before = await load(id);
    const res = await review(id, { status: 'pending', adminNotes: '  Check the mix.  ', version: before.version });
    expect(res.status).toBe(200);
    const after = (await res.json()) as AdminReleaseDto;
    expect(after).toMatchObject({ status: 'pending', adminNotes: 'Check the mix.' });
    expect(after.version).not.toBe(before.version);
    expect(after.history).toEqual(before.history);
    expect(await auditOf(id)).toEqual([
      {
        action: 'release.notes_changed',
        before: { status: 'pending', adminNotes: null },
        after: { status: 'pending', adminNotes: 'Check the mix.' },
      },
    ]);
    expect(await jobsFor(id)).toEqual([]);
    expect(await ctx.deps.db.select({ type: auditLog.entityType }).from(auditLog).where(eq(auditLog.entityId, id))).toEqual([
      { type: 'release' },
    ]);

    // Cleared again: the notes become null, not an empty string.
    const cleared = await review(id, { status: 'pending', adminNotes: '', version: after.version });
    expect(((await cleared.json()) as AdminReleaseDto).adminNotes).toBeNull();
    expect((await auditOf(id)).map((e) => e.after)).toContainEqual({ status: 'pending', adminNotes: null });
  });

  it('a move to another status than approved or rejected mails no one; its history note is empty without notes', async () => {
    const id = await pendingRelease('Back To Draft', { drive: true });
    const res = await review(id, { status: 'draft', adminNotes: '', version: (await load(id)).version });
    expect(res.status).toBe(200);
    const after = (await res.json()) as AdminReleaseDto;
    expect(after).toMatchObject({ status: 'draft', adminNotes: null });
    expect(after.history.at(-1)).toMatchObject({ fromStatus: 'pending', toStatus: 'draft', note: null, actorName: expect.any(String) });
    expect(await auditOf(id)).toEqual([
      { action: 'release.status_changed', before: { status: 'pending', adminNotes: null }, after: { status: 'draft', adminNotes: null } },
    ]);
    expect(await jobsFor(id)).toEqual([]);
  });

  it('a rejection mails the artist once, and queues no delivery', async () => {
    const id = await pendingRelease('Rejected Once', { drive: true });
    const res = await review(id, { status: 'rejected', adminNotes: 'Wrong genre.', version: (await load(id)).version });
    expect(res.status).toBe(200);
    expect(await jobsFor(id)).toEqual(['rejected']);
    const { rows } = await ctx.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from deliveries where release_id = ${id}`);
    expect(rows[0]!.n).toBe(0);
  });

  it('an approval mails the artist with the approved status', async () => {
    const id = await pendingRelease('Approved Mail');
    expect((await review(id, { status: 'approved', adminNotes: '', version: (await load(id)).version })).status).toBe(200);
    expect(await jobsFor(id)).toEqual(['approved']);
  });

  it('an approval is mailed even when delivery put the release in stores before the mail went', async () => {
    const id = await pendingRelease('Delivered First');
    expect((await review(id, { status: 'approved', adminNotes: '', version: (await load(id)).version })).status).toBe(200);
    await ctx.deps.db.execute(sql`update music_releases set status = 'distributed' where id = ${id}`);
    expect(await sendReviewMail(ctx.deps, { releaseId: id, status: 'approved' })).toEqual({ sent: true });
    expect(ctx.mails.filter((m) => m.to === artist.email && m.subject === '"Delivered First" is approved')).toHaveLength(1);
  });

  it('a stale version is refused with the words, and changes nothing', async () => {
    const id = await pendingRelease('Stale', { drive: true });
    const res = await review(id, { status: 'approved', adminNotes: '', version: '2020-01-01T00:00:00.000000Z' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: object }).error).toEqual({ code: 'CONFLICT', message: RECORD_CHANGED });
    expect((await load(id)).status).toBe('pending');
  });
});
