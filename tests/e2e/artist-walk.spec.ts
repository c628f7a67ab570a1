// An artist's walk through the product, at a desktop and on a 360 px phone: a first visit greeted
// as new with the first release's steps (ticked from the account as it is, gone once a release is
// sent for review); sign-up success in the page; Request Payout offered only when something can
// be claimed, and the balance the same on the claim page as on Revenue; My Releases' total as the
// revenue screens round it; a statement for a month that is no month; a download opened after the
// session ended goes through sign-in back to the file; the release page's Stores card as one line
// and the exceptions; names in tables given the room; the console's claims badge where the claims are.
import { expect, test } from '@playwright/test';
import { ADMIN } from '../../playwright.config.ts';
import { sql } from './support/db.ts';
import { PASSWORD, signIn, signedInArtist, uniqueEmail } from './support/users.ts';
import { formatBatchId } from '../../src/server/features/deliveries/batch-id.ts';
import { shot } from './support/shot.ts';

const LONG_TITLE = 'Monsoon Letters From The Old Terrace (Deluxe Anniversary Edition)';

const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function userId(email: string): Promise<string> {
  return (await sql<{ id: string }>('select id from users where email = $1', [email]))[0]!.id;
}

/** A release in a status, with one track (its audio given) and, when asked, cover art. */
async function release(email: string, title: string, status: string, opts: { cover?: boolean; releaseDate?: string } = {}) {
  const [row] = await sql<{ id: string }>(
    `insert into music_releases (user_id, title, artist_name, genre, release_type, status, audio_url, release_date, cover_art_url, copyright_holder)
     values ($1, $2, 'Walk Artist', 'Electronic', 'single', $3, 'https://drive.google.com/file/d/e2e/view', $4, $5, 'Walk Artist')
     returning id`,
    [await userId(email), title, status, opts.releaseDate ?? daysFromNow(20), opts.cover ? 'https://example.com/cover.jpg' : null],
  );
  await sql(
    `insert into release_tracks (release_id, position, title, audio_url) values ($1, 1, $2, 'https://drive.google.com/file/d/e2e/view')`,
    [row!.id, title],
  );
  return row!.id;
}

/** Earnings in the ledger of fractions of a cent: 10.0016666666 three days ago, for a release. */
async function earning(email: string, releaseId: string) {
  await sql(
    `insert into earnings_ledger (user_id, release_id, import_id, kind, period_start, period_end, store, quantity, gross, plan_type, share_percent, net)
     values ($1, $2, gen_random_uuid(), 'earning', current_date - 3, current_date - 3, 'Spotify', 1000, 12.5020833333, 'free', 80, 10.0016666666)`,
    [await userId(email), releaseId],
  );
  await sql(`update music_releases set revenue_earned = revenue_earned + 10.0016666666 where id = $1`, [releaseId]);
}

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, isMobile: false },
  { name: 'phone', viewport: { width: 360, height: 740 }, isMobile: true },
]) {
  test.describe(`at ${device.viewport.width} px`, () => {
    test.use({ viewport: device.viewport, isMobile: device.isMobile, hasTouch: device.isMobile });

    test('a first visit is greeted as new with the first release steps, gone once a release is submitted', async ({ page }) => {
      const email = await signedInArtist(page, 'Ira Newcomer');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ira Newcomer!');
      const steps = page.getByRole('list', { name: 'First release steps' });
      await expect(steps.getByRole('listitem')).toHaveCount(4);
      const step = (title: string) => steps.getByRole('listitem').filter({ hasText: title });
      for (const title of ['Complete your profile', 'Create your first release', 'Add tracks and cover art', 'Submit for review'])
        await expect(step(title)).toHaveAttribute('data-done', 'false');
      await expect(step('Create your first release').getByRole('link')).toHaveAttribute('href', '/dashboard/create-release');
      await expect(step('Complete your profile').getByRole('link')).toHaveAttribute('href', '/dashboard/settings');
      await shot(page, `dashboard-new-${device.name}`);

      // a draft without cover art: created, the media not yet
      await sql(
        `insert into profile_settings (user_id, default_artist_name) values ($1, 'Ira')
         on conflict (user_id) do update set default_artist_name = excluded.default_artist_name`,
        [await userId(email)],
      );
      const id = await release(email, 'First Light', 'draft');
      await page.reload();
      await expect(step('Complete your profile')).toHaveAttribute('data-done', 'true');
      await expect(step('Create your first release')).toHaveAttribute('data-done', 'true');
      await expect(step('Add tracks and cover art')).toHaveAttribute('data-done', 'false');
      await expect(step('Add tracks and cover art').getByRole('link')).toHaveAttribute('href', `/dashboard/releases/${id}/edit`);
      await sql(`update music_releases set cover_art_url = 'https://example.com/cover.jpg' where id = $1`, [id]);
      await page.reload();
      await expect(step('Add tracks and cover art')).toHaveAttribute('data-done', 'true');
      await expect(page.getByRole('progressbar', { name: 'Steps done' })).toHaveAttribute('aria-valuenow', '3');
      await shot(page, `dashboard-steps-${device.name}`);

      await sql(`update music_releases set status = 'pending' where id = $1`, [id]);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Ira Newcomer!');
      await expect(steps).toHaveCount(0);
    });

    test('nothing to claim: Request Payout is disabled and says why; earnings: one balance and one rounding everywhere', async ({
      page,
    }) => {
      const email = await signedInArtist(page, 'Pia Payout');
      await page.goto('/dashboard/revenue');
      const request = page.getByRole('button', { name: 'Request Payout' });
      await expect(request).toBeDisabled();
      await expect(page.getByText('Nothing to claim yet: Minimum payout amount is $10.00, your balance is $0.00.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Request Payout' })).toHaveCount(0); // nor in the empty payout history
      await shot(page, `revenue-nothing-${device.name}`);

      // three releases earning 10.0016666666 each: $30.00 exactly rounded once (booked to 6 places they would add to $30.01)
      for (const title of [LONG_TITLE, 'Second Song', 'Third Song']) await earning(email, await release(email, title, 'distributed'));
      await page.reload();
      await expect(page.getByRole('link', { name: 'Request Payout' }).first()).toBeVisible();
      const balance = page.locator('[data-slot="card"]').filter({ hasText: 'Available Balance' }).first();
      await expect(balance).toContainText('$30.00');
      await page.goto('/dashboard/my-releases');
      await expect(page.locator('[data-slot="card"]').filter({ hasText: 'Total Revenue' }).first()).toContainText('$30.00');
      await page.goto('/dashboard/claim-request');
      await expect(page.getByText('$30.00', { exact: true })).toBeVisible();

      // a claim of $25.00 leaves $5.00, under the minimum: disabled again
      await sql(
        `insert into revenue_claims (user_id, amount, payment_method, payment_summary, status) values ($1, 25, 'paypal', 'p***@example.com', 'pending')`,
        [await userId(email)],
      );
      await page.goto('/dashboard/revenue');
      await expect(page.getByRole('button', { name: 'Request Payout' })).toBeDisabled();
      await expect(page.getByText('your balance is $5.00.')).toBeVisible();
    });

    test('a statement for a month that is no month says so, with the way back and nothing to retry', async ({ page }) => {
      await signedInArtist(page, 'Mo Month');
      await page.goto('/dashboard/statements/2026-13');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statement not found');
      await expect(page.getByText('Month must be a month like 2026-01')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Download CSV' })).toBeHidden();
      await shot(page, `statement-bad-month-${device.name}`);
      await page.getByRole('main').getByRole('link', { name: 'Back to Revenue' }).last().click();
      await expect(page).toHaveURL(/\/dashboard\/revenue$/);
    });

    test('a statement gives the release title the room the figures leave', async ({ page }) => {
      const email = await signedInArtist(page, 'Tia Table');
      await earning(email, await release(email, LONG_TITLE, 'distributed'));
      const month = (await sql<{ m: string }>(`select to_char(current_date - 3, 'YYYY-MM') m`))[0]!.m;
      await page.goto(`/dashboard/statements/${month}`);
      const title = page.getByRole('main').getByTitle(LONG_TITLE);
      await expect(title).toHaveText(LONG_TITLE);
      const cut = await title.evaluate((el) => el.scrollWidth > el.clientWidth);
      // a desktop shows it whole; a phone cuts it, and the title attribute gives it whole
      expect(cut).toBe(device.isMobile);
      expect(await title.evaluate((el) => el.closest('td')!.getBoundingClientRect().width)).toBeGreaterThanOrEqual(150);
      // and stays inside its cell, never over the Store column beside it
      expect(await title.evaluate((el) => el.getBoundingClientRect().right <= el.closest('td')!.getBoundingClientRect().right + 0.5)).toBe(
        true,
      );
      await shot(page, `statement-${device.name}`);
    });

    test('the Stores card: one line for what went as expected, then only the stores that differ', async ({ page }) => {
      const email = await signedInArtist(page, 'Sol Stores');
      const releaseDate = daysFromNow(12);
      const id = await release(email, 'Harbour Lights', 'distributed', { cover: true, releaseDate });
      // every store endpoint (the console's journeys may have added some to the seeded 30)
      const endpoints = await sql<{ id: string; name: string }>('select id, name from store_endpoints order by name');
      expect(endpoints.length).toBeGreaterThanOrEqual(30);
      const [failed, waiting, takenDown] = endpoints;
      const state = (name: string) => (name === failed!.name ? 'failed' : name === waiting!.name ? 'queued' : 'delivered');
      // Batch ids as the service writes them (a time to the millisecond, the store's latest): the next
      // approval's batch for each store comes after them, whatever journey runs next.
      const sentAt = Date.now() - 5 * 60_000;
      for (const [i, e] of endpoints.entries())
        await sql(
          `insert into deliveries (release_id, endpoint_id, kind, state, attempts, last_error, batch_id, delivered_at, queued_at)
           values ($1, $2, 'new', $3, 1, $4, $5, case when $3 = 'delivered' then now() else null end, now() - interval '5 minutes')`,
          [
            id,
            e.id,
            state(e.name),
            state(e.name) === 'failed' ? 'connect ECONNREFUSED 203.0.113.7:22 sha256 9f2c' : null,
            formatBatchId(new Date(sentAt + i)),
          ],
        );
      await sql(
        `insert into deliveries (release_id, endpoint_id, kind, state, delivered_at) values ($1, $2, 'takedown', 'delivered', now())`,
        [id, takenDown!.id],
      );
      await page.goto(`/dashboard/releases/${id}`);
      const { formatDate } = await import('../../src/domain/dates.ts');
      await expect(page.locator('[data-summary="stores"]')).toHaveText(
        `Sent to ${endpoints.length - 3} stores · goes live on ${formatDate(releaseDate)}`,
      );
      const differ = page.getByRole('list', { name: 'Stores that differ' });
      await expect(differ.getByRole('listitem')).toHaveCount(3);
      await expect(differ.locator(`[data-store="${failed!.name}"]`)).toContainText('Not delivered yet');
      await expect(differ.locator(`[data-store="${waiting!.name}"]`)).toContainText('Waiting to be sent');
      await expect(differ.locator(`[data-store="${takenDown!.name}"]`)).toContainText('Taken down');
      // no engineering figures: no transfer error, no batch id, no hash
      await expect(page.getByText(/ECONNREFUSED|sha256|203\.0\.113/)).toHaveCount(0);
      await expect(page.getByText(new RegExp(`2026${id.slice(0, 4)}`))).toHaveCount(0);
      await page.getByText(`Every store (${endpoints.length})`).click();
      await expect(page.getByRole('list', { name: 'Every store' }).getByRole('listitem')).toHaveCount(endpoints.length);
      await shot(page, `stores-${device.name}`);
    });

    test('a download opened after the session ended goes through sign-in back to the file', async ({ page }) => {
      const email = await signedInArtist(page, 'Dev Download');
      await earning(email, await release(email, 'Paper Boats', 'distributed'));
      const month = (await sql<{ m: string }>(`select to_char(current_date - 3, 'YYYY-MM') m`))[0]!.m;
      await page.context().clearCookies(); // the session ended
      await page.goto(`/api/earnings/statements/${month}/csv`);
      await expect(page).toHaveURL(new RegExp(`/auth\\?redirect=${encodeURIComponent(`/api/earnings/statements/${month}/csv`)}$`));
      await expect(page.getByText('"error"')).toHaveCount(0);
      const download = page.waitForEvent('download');
      await signIn(page, email, PASSWORD, { here: true });
      expect((await download).suggestedFilename()).toBe(`statement-${month}.csv`);
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });
}

test('sign-up success is said in the page, in the spec words, with no browser alert', async ({ page }) => {
  page.on('dialog', (d) => {
    throw new Error(`unexpected browser dialog: ${d.message()}`);
  });
  const email = uniqueEmail('walk');
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Full Name').fill('Ana Alert');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  const panel = page.getByRole('status').filter({ hasText: 'Please check your email for a confirmation link!' });
  await expect(panel).toContainText(`We sent a confirmation link to ${email}`);
  await shot(page, 'sign-up-panel');
});

test('Claims & Support counts the pending claims and lists them, each leading to its review', async ({ page }) => {
  const email = await signedInArtist(page, 'Cai Claims');
  await sql(
    `insert into revenue_claims (user_id, amount, payment_method, payment_summary, status) values ($1, 12, 'paypal', 'c***@example.com', 'pending')`,
    [await userId(email)],
  );
  await page.context().clearCookies();
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  const nav = page
    .getByRole('navigation')
    .filter({ has: page.getByRole('link', { name: /Claims & Support/ }) })
    .first();
  const section = nav.getByRole('link', { name: /^Claims & Support \d+ pending claims/ });
  await expect(section).toBeVisible();
  await section.click();
  const pending = page.getByRole('list', { name: 'Pending claims' });
  await pending.getByRole('link', { name: 'Review the claim of Cai Claims' }).click();
  await expect(page).toHaveURL(/\/admin\/revenue\?claim=/);
  await shot(page, 'admin-nav');
});
