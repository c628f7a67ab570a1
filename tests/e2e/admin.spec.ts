// The admin console as admins use it: reviewing releases from the queue (pending, oldest first;
// the cover large; approve one, reject another with notes the artist reads), changing a role,
// suspending and restoring a user, the counters following a change without a reload, the console
// on a phone; and an artist kept out of it.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, E2E_DATA_DIR } from '../../playwright.config.ts';
import { PASSWORD, signedInAdmin, signedInArtist, signIn, uniqueEmail } from './support/users.ts';
import { pngImage, wavFile } from '../../src/server/test/upload-fixtures.ts';
import { sql, upload } from './support/db.ts';
import { expectToast } from './support/toast.ts';
import { choose } from './support/select.ts';

/** A release waiting for review, as an artist's submission leaves it: with an audio link only, or
 * with its cover and audio uploaded (what approval needs to build the stores' messages). */
async function pendingRelease(email: string, title: string, page?: Page): Promise<string> {
  const cover = page ? await upload(page, 'cover', 'cover.png', await pngImage(3000, 3000)) : null;
  const audio = page ? await upload(page, 'audio', 'take.wav', wavFile(2)) : null;
  const link = audio ? null : 'https://drive.google.com/file/d/e2e/view';
  const [row] = await sql<{ id: string }>(
    `insert into music_releases (user_id, title, artist_name, genre, status, audio_url, release_date, copyright_holder, cover_file_id)
     select id, $2, 'E2E Artist', 'Pop', 'pending', $3, current_date + 30, 'E2E Artist', $4 from users where email = $1 returning id`,
    [email, title, link, cover],
  );
  await sql(`insert into release_tracks (release_id, position, title, audio_url, audio_file_id) values ($1, 1, $2, $3, $4)`, [
    row!.id,
    title,
    link,
    audio,
  ]);
  return row!.id;
}

const toast = (page: Page, text: string) => expectToast(page, text);

async function mailTo(to: string, needle: string) {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  await expect
    .poll(
      () => {
        if (!fs.existsSync(dir)) return false;
        return fs.readdirSync(dir).some((f) => {
          const text = fs.readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, '');
          return text.includes(`To: ${to}`) && text.includes(needle);
        });
      },
      { message: `mail to ${to} with ${needle}`, timeout: 15_000 },
    )
    .toBe(true);
}

const counter = (page: Page, label: string) => page.locator(`[data-counter="${label}"]`);

// Each journey signs people up and confirms them by mail first: give the longer ones room.
test.describe.configure({ timeout: 90_000 });

test('an artist at /admin lands on /auth', async ({ page }) => {
  await signedInArtist(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth/);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/auth/);
});

test('the admin approves one release and rejects another with notes the artist reads', async ({ page, browser }) => {
  const email = await signedInArtist(page, 'Review Artist');
  const stamp = Date.now();
  const approveId = await pendingRelease(email, `Sunrise ${stamp}`, page);
  const rejectId = await pendingRelease(email, `Static ${stamp}`);
  const draft = await pendingRelease(email, `Draft ${stamp}`);
  await sql(`update music_releases set status = 'draft' where id = $1`, [draft]);
  const admin = await signedInAdmin(browser);
  await admin.goto('/admin/releases');
  await expect(admin.getByRole('heading', { name: 'Releases', level: 1 })).toBeVisible();
  // The review queue: what waits for review, the longest waiting first; the search goes in the address.
  await expect(admin.getByRole('combobox', { name: 'Status' })).toHaveText('Pending');
  await admin.getByLabel('Search releases by title or artist').fill(String(stamp));
  await expect(admin).toHaveURL(new RegExp(`/admin/releases\\?q=${stamp}$`));
  await expect(admin.locator('tr[data-release]')).toHaveCount(2);
  await expect(admin.locator('tr[data-release]').first()).toHaveAttribute('data-release', `Sunrise ${stamp}`);
  await expect(admin.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'ascending');

  await admin.getByRole('button', { name: `Review Sunrise ${stamp}` }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Sunrise ${stamp}` })).toBeVisible();
  // The cover is large enough to check for logos and text, with the full image a click away.
  const coverImage = dialog.getByRole('img', { name: `Cover of Sunrise ${stamp}` });
  await expect(coverImage).toBeVisible();
  const box = (await coverImage.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(400);
  expect(box.width).toBeLessThanOrEqual(480);
  expect(Math.abs(box.width - box.height)).toBeLessThanOrEqual(1);
  await expect(dialog.getByRole('link', { name: 'Open the full image' })).toHaveAttribute('href', /^\/api\/files\/[0-9a-f-]+$/);
  await expect(dialog.getByRole('link', { name: 'Open the full image' })).toHaveAttribute('target', '_blank');
  await expect.poll(() => coverImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(3000); // the file, not its thumbnail
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await toast(admin, 'Release status updated to approved');
  await admin.keyboard.press('Escape');
  // Approved, it leaves the queue.
  await expect(admin.locator('tr[data-release]')).toHaveCount(1);

  await admin.getByRole('button', { name: `Review Static ${stamp}` }).click();
  await expect(dialog.getByText('Open the audio link')).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Please write in the notes why the release is rejected')).toBeVisible();
  await dialog.getByLabel('Admin notes').fill('The cover shows a web address; please upload artwork without URLs.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await toast(admin, 'Release status updated to rejected');
  await dialog.getByRole('tab', { name: 'History' }).click();
  await expect(dialog.getByText('Pending → Rejected')).toBeVisible();
  await admin.keyboard.press('Escape');
  await expect(admin.getByText('No releases match')).toBeVisible();

  // Every status, newest first, on request; kept in the address across a reload.
  await choose(admin, 'Status', 'All statuses');
  await expect(admin).toHaveURL(/[?&]status=all(&|$)/);
  await admin
    .getByRole('columnheader', { name: /Created/ })
    .getByRole('button')
    .click();
  await expect(admin).toHaveURL(/[?&]dir=desc(&|$)/);
  await admin.reload();
  await expect(admin.getByRole('combobox', { name: 'Status' })).toHaveText('All statuses');
  await expect(admin.getByLabel('Search releases by title or artist')).toHaveValue(String(stamp));
  await expect(admin.locator('tr[data-release]')).toHaveCount(3);
  await expect(admin.locator('tr[data-release]').first()).toHaveAttribute('data-release', `Draft ${stamp}`);
  await expect(
    admin
      .locator('tr[data-release]')
      .filter({ hasText: `Static ${stamp}` })
      .getByText('Rejected'),
  ).toBeVisible();

  await mailTo(email, 'please upload artwork without URLs');
  await mailTo(email, `Sunrise ${stamp}`);
  await page.goto(`/dashboard/releases/${rejectId}`);
  await expect(page.getByText('Notes from our review team')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Notes from our review team' })).toContainText(
    'The cover shows a web address; please upload artwork without URLs.',
  );
  expect(approveId).not.toBe(rejectId);
});

test('the admin changes a role, suspends a user and restores them', async ({ page, browser }) => {
  const email = await signedInArtist(page, 'Role Artist');
  const admin = await signedInAdmin(browser);
  await admin.goto('/admin/users');
  await admin.getByLabel('Search users by name or email').fill(email);
  const row = admin.locator('tr[data-user]').filter({ hasText: email });
  await expect(row).toHaveCount(1);

  // Each toast is awaited from before the choice: the choice may take longer than a toast stays.
  let changed = expectToast(admin, 'User role updated to admin', 20_000);
  await choose(admin, 'Role of Role Artist', 'Admin', row);
  await changed;
  changed = expectToast(admin, 'User role updated to user', 20_000);
  await choose(admin, 'Role of Role Artist', 'User', row);
  await changed;

  await row.getByRole('button', { name: 'View Role Artist' }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByText('Last sign-in')).toBeVisible();
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Suspend' }).click();
  await toast(admin, 'User suspended');
  await expect(dialog.getByRole('button', { name: 'Lift suspension' })).toBeVisible();

  // The artist's session is gone: the dashboard sends them to sign in, and sign-in is refused.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth/);
  await signIn(page, email, PASSWORD, { here: true });
  await expect(page.getByText('This account is suspended. Please contact support.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Lift suspension' }).click();
  await toast(admin, 'Suspension lifted');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);

  await admin.keyboard.press('Escape');
  await admin.getByRole('link', { name: 'Audit Log' }).click();
  await admin.getByLabel('Search the audit log').fill(ADMIN.email);
  for (const action of ['Role changed', 'User suspended', 'Suspension lifted'])
    await expect(admin.getByRole('cell', { name: action }).first()).toBeVisible();
});

test('the counters follow a change without a reload, and Live says the stream is up', async ({ browser, request }) => {
  const admin = await signedInAdmin(browser);
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect(admin.getByRole('status').filter({ hasText: 'Live' })).toHaveAttribute('data-live', 'live');
  const before = Number((await counter(admin, 'Users').innerText()).replace(/,/g, ''));
  const res = await request.post('/api/auth/sign-up/email', {
    data: { name: 'Live Artist', email: uniqueEmail('live'), password: PASSWORD },
  });
  expect(res.ok()).toBe(true);
  await expect(counter(admin, 'Users')).toHaveText((before + 1).toLocaleString('en-US'), { timeout: 5_000 });

  // The database drops the server's listening connection: Live says so, comes back by itself,
  // and the console catches up with what happened meanwhile.
  await admin.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { liveSeen: string[] }).liveSeen = seen;
    const el = document.querySelector('[data-live]')!;
    new MutationObserver(() => seen.push(el.getAttribute('data-live')!)).observe(el, { attributes: true });
  });
  await sql(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'tunelane-realtime'`);
  await sql(
    `insert into support_tickets (user_id, subject, message, category) select id, 'While away', 'M', 'technical' from users where email = $1`,
    [ADMIN.email],
  );
  await expect
    .poll(() => admin.evaluate(() => (window as unknown as { liveSeen: string[] }).liveSeen.join(',')))
    .toMatch(/reconnecting.*live$/);
  await expect(counter(admin, 'Open Tickets')).not.toHaveText('0');
});

test('the console on a 390 px phone', async ({ browser }) => {
  const admin = await signedInAdmin(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await admin.goto('/admin');
  for (const label of ['Users', 'Releases', 'Revenue', 'Streams', 'Pending Claims', 'Open Tickets'])
    await expect(counter(admin, label)).toBeVisible();
  await expect(admin.getByRole('navigation', { name: 'Admin sections' })).toBeHidden();
  await admin.getByRole('button', { name: 'Open admin menu' }).click();
  await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Users' }).click();
  await expect(admin.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(admin.locator('li[data-user]').first()).toBeVisible();
  const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // the review dialog fits the phone: its tabs scroll inside it instead of widening it
  const title = `Phone review ${Date.now()}`;
  await pendingRelease(ADMIN.email, title);
  await admin.goto(`/admin/releases?q=${encodeURIComponent(title)}`);
  await admin.getByRole('button', { name: `Review ${title}` }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});
