// An account being deleted, as admins see and handle it: the users table and the detail carry the
// request's date and the purge date; its releases stay out of the review table and cannot be
// approved or sent back to review; Restore (admins only, at the loaded version, audited) cancels
// the deletion, mails the artist, brings the releases back, and the account signs in and changes
// its password and address again.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETION_GRACE_DAYS, OWNER_BEING_DELETED } from '../../../domain/account-texts.ts';
import type { PageDto } from '../../../domain/admin-list.ts';
import type { AdminReleaseDto, AdminReleaseRowDto } from '../../../domain/releases-admin-dto.ts';
import type { AdminUserDetailDto, AdminUserDto } from '../../../domain/users-admin-dto.ts';
import { auditLog } from '../../db/schema-audit.ts';
import { accountDeletions } from '../../db/schema-account.ts';
import { musicReleases } from '../../db/schema-releases.ts';
import { createTestContext, sessionCookie, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { uploadAudio, uploadCover } from '../../test/releases.ts';

const PASSWORD = 'correct-horse-battery';
const DAY = 24 * 3600 * 1000;

let ctx: TestContext;
let admin: TestUser;
let bystander: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ jobs: ['account-restored-mail'] });
  admin = await createUser(ctx, { admin: true });
  bystander = await createUser(ctx);
});
afterAll(() => ctx.close());

const json = async <T>(res: Response, status = 200): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const userDetail = async (id: string) =>
  json<AdminUserDetailDto>(await ctx.request('GET', `/api/admin/users/${id}`, { cookie: admin.cookie }));
const userRow = async (u: TestUser) => {
  const page = await json<PageDto<AdminUserDto>>(
    await ctx.request('GET', `/api/admin/users?q=${encodeURIComponent(u.email)}`, { cookie: admin.cookie }),
  );
  return page.items.find((x) => x.id === u.id)!;
};
const releaseIds = async (query: string) => {
  const page = await json<PageDto<AdminReleaseRowDto>>(await ctx.request('GET', `/api/admin/releases?${query}`, { cookie: admin.cookie }));
  return { ids: page.items.map((r) => r.id), total: page.total };
};
const releaseVersion = async (id: string) =>
  (await json<AdminReleaseDto>(await ctx.request('GET', `/api/admin/releases/${id}`, { cookie: admin.cookie }))).version;
const review = async (id: string, status: string) =>
  ctx.request('PATCH', `/api/admin/releases/${id}/review`, {
    cookie: admin.cookie,
    body: { status, adminNotes: '', version: await releaseVersion(id) },
  });
const restore = (id: string, version: string, cookie = admin.cookie) =>
  ctx.request('POST', `/api/admin/users/${id}/cancel-deletion`, { cookie, body: { version } });

/** A pending single stores would take (genre, an uploaded cover and audio file) of the artist's. */
async function pendingRelease(artist: TestUser, title: string): Promise<string> {
  const [cover, audio] = [await uploadCover(ctx, artist), await uploadAudio(ctx, artist)];
  const { rows } = await ctx.deps.db.execute<{ id: string }>(sql`
    insert into music_releases (user_id, title, artist_name, genre, status, cover_file_id, release_date)
    values (${artist.id}, ${title}, 'Lea V', 'Pop', 'pending', ${cover}, current_date + 30) returning id`);
  const id = rows[0]!.id;
  await ctx.deps.db.execute(
    sql`insert into release_tracks (release_id, position, title, audio_file_id) values (${id}, 1, ${title}, ${audio})`,
  );
  return id;
}

async function requestDeletion(u: TestUser) {
  const res = await ctx.request('POST', '/api/account/deletion', { cookie: u.cookie, body: { confirmEmail: u.email, password: PASSWORD } });
  expect(res.status).toBe(202);
}

describe('an account being deleted, in the console', () => {
  it('shows the request and the purge date, keeps its releases out of review, and Restore brings everything back', async () => {
    const artist = await createUser(ctx, { name: 'Lea Vale' });
    const title = `Leaving Tide ${Date.now()}`;
    const releaseId = await pendingRelease(artist, title);
    expect((await userRow(artist)).deletion).toBeNull();
    expect((await releaseIds(`q=${encodeURIComponent(title)}`)).ids).toEqual([releaseId]);
    const totalBefore = (await releaseIds('')).total;

    await requestDeletion(artist);
    const [marked] = await ctx.deps.db.select().from(accountDeletions).where(eq(accountDeletions.userId, artist.id));
    const deletion = { requestedAt: marked!.requestedAt.toISOString(), purgeAfter: marked!.purgeAfter.toISOString() };
    expect(marked!.purgeAfter.getTime() - marked!.requestedAt.getTime()).toBe(DELETION_GRACE_DAYS * DAY);
    // the table and the detail carry both dates
    expect((await userRow(artist)).deletion).toEqual(deletion);
    const detail = await userDetail(artist.id);
    expect(detail.deletion).toEqual(deletion);
    // the export says so too
    const csv = await (
      await ctx.request('GET', `/api/admin/users/export?q=${encodeURIComponent(artist.email)}`, { cookie: admin.cookie })
    ).text();
    expect(csv.trim().split('\n')[1]).toContain(',deleting,');

    // its release (taken down to a draft) is out of the review table, whatever the filter, and out of its count
    expect((await releaseIds(`q=${encodeURIComponent(title)}`)).ids).toEqual([]);
    expect((await releaseIds(`q=${encodeURIComponent(title)}&status=draft`)).ids).toEqual([]);
    expect((await releaseIds('')).total).toBe(totalBefore - 1);
    // and an admin who tries by id is refused, with the reason: not approved, not put back in review
    for (const status of ['approved', 'pending', 'distributed']) {
      const refused = await review(releaseId, status);
      expect(refused.status, status).toBe(409);
      expect((await refused.json()).error).toEqual({ code: 'NOT_EDITABLE', message: OWNER_BEING_DELETED });
    }
    const [still] = await ctx.deps.db.select({ status: musicReleases.status }).from(musicReleases).where(eq(musicReleases.id, releaseId));
    expect(still!.status).toBe('draft');

    // Restore: artists are refused, a stale version is refused, and nothing changes
    expect((await restore(artist.id, detail.version, bystander.cookie)).status).toBe(403);
    expect((await restore(artist.id, '2026-01-01T00:00:00.000000Z')).status).toBe(409);
    expect(await ctx.deps.db.select().from(accountDeletions).where(eq(accountDeletions.userId, artist.id))).toHaveLength(1);

    const restored = await json<AdminUserDto>(await restore(artist.id, detail.version));
    expect(restored.deletion).toBeNull();
    expect(restored.version).not.toBe(detail.version);
    expect((await userDetail(artist.id)).deletion).toBeNull();
    expect(await ctx.deps.db.select().from(accountDeletions).where(eq(accountDeletions.userId, artist.id))).toEqual([]);
    const entries = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.entityId, artist.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'user.deletion_cancelled',
      actorId: admin.id,
      entityType: 'user',
      before: { deletionRequestedAt: deletion.requestedAt, purgeAfter: deletion.purgeAfter, releasesTakenDown: 1 },
      after: { deletionRequestedAt: null, purgeAfter: null },
    });
    // the artist is told
    const mail = await ctx.waitForMail((m) => m.to === artist.email && m.subject === 'Your Tunelane account is restored');
    expect(mail.text).toContain('no longer being deleted');
    expect(mail.text).toContain('The release taken down when you asked is a draft now');

    // the release is back in the table, and can be approved again
    expect((await releaseIds(`q=${encodeURIComponent(title)}`)).ids).toEqual([releaseId]);
    expect((await releaseIds('')).total).toBe(totalBefore);
    expect((await review(releaseId, 'approved')).status).toBe(200);

    // the account works as before: it signs in, changes its password and asks for a new address
    const signIn = await ctx.request('POST', '/api/auth/sign-in/email', { body: { email: artist.email, password: PASSWORD } });
    expect(signIn.status).toBe(200);
    const cookie = sessionCookie(signIn);
    const changed = await ctx.request('POST', '/api/auth/change-password', {
      cookie,
      body: { currentPassword: PASSWORD, newPassword: 'a-restored-pass-1' },
    });
    expect(changed.status).toBe(200);
    const asked = await ctx.request('POST', '/api/account/email', {
      cookie,
      body: { newEmail: `back-${artist.email}`, currentPassword: 'a-restored-pass-1' },
    });
    expect(asked.status).toBe(202);
  });

  it('answers an account that is not being deleted as it is, with no audit entry and no mail', async () => {
    const artist = await createUser(ctx);
    const { version } = await userDetail(artist.id);
    const res = await json<AdminUserDto>(await restore(artist.id, version));
    expect(res).toMatchObject({ id: artist.id, deletion: null, version });
    expect(await ctx.deps.db.select().from(auditLog).where(eq(auditLog.entityId, artist.id))).toEqual([]);
    expect(ctx.mails.filter((m) => m.to === artist.email && m.subject.includes('restored'))).toEqual([]);
  });

  it('answers 404 for a user that does not exist', async () => {
    expect((await restore('00000000-0000-4000-8000-000000000000', '2026-01-01T00:00:00.000000Z')).status).toBe(404);
  });
});
