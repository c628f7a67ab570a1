// Accessibility of the signed-in product (issue item 7): axe's WCAG 2 A/AA rules on every screen
// and dialog of the dashboard and the admin console, with figures in them (a distributed release
// with sales, a statement, a claim, a ticket, an import), at desktop width and on a 360 px phone.
// Any violation fails, naming the screen, the rule and the elements.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { gs1CheckDigit } from '../../src/domain/identifiers.ts';
import { ADMIN } from '../../playwright.config.ts';
import { axeViolations } from './support/axe.ts';
import { sql } from './support/db.ts';
import { signedInArtist, signIn } from './support/users.ts';

const ARTIST_NAME = 'Axe Artist';
const PHONE: BrowserContextOptions = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

type Seed = {
  artistState: string;
  adminState: string;
  artistEmail: string;
  distributedId: string;
  draftId: string;
  pendingTitle: string;
  ticketId: string;
  ticketSubject: string;
  claimId: string;
  importId: string;
  statementMonth: string;
};
let seed: Seed;

const daysAgo = (n: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

async function insertRelease(email: string, title: string, status: string, codes: { upc?: string; isrc?: string } = {}): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into music_releases (user_id, title, artist_name, genre, status, audio_url, release_date, copyright_holder, upc)
     select id, $2, $3, 'Pop', $4, 'https://drive.google.com/file/d/e2e/view', current_date - 90, $3, $5 from users where email = $1
     returning id`,
    [email, title, ARTIST_NAME, status, codes.upc ?? null],
  );
  await sql(
    `insert into release_tracks (release_id, position, title, audio_url, isrc) values ($1, 1, $2, 'https://drive.google.com/file/d/e2e/view', $3)`,
    [row!.id, title, codes.isrc ?? null],
  );
  return row!.id;
}

/** The shared sales-report fixture with this run's codes: sales two and sixty days ago. */
function salesReport(upc: string, isrc: string, stamp: string): Buffer {
  const recent = daysAgo(2);
  return Buffer.from(
    fs
      .readFileSync(path.join(import.meta.dirname, 'fixtures', 'sales-report.csv'), 'utf8')
      .replaceAll('{{STATEMENT}}', `AXE-${stamp}`)
      .replaceAll('{{MONTH}}', recent.slice(0, 7))
      .replaceAll('{{RECENT}}', recent)
      .replaceAll('{{OLDER}}', daysAgo(60))
      .replaceAll('{{UPC}}', upc)
      .replaceAll('{{ISRC}}', isrc),
  );
}

async function json<T>(res: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }): Promise<T> {
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

// One sign-in per role, kept as storage state; the figures every screen shows, made through the
// API as people make them (the admin imports a sales report, the artist claims and asks for help).
test.beforeAll(async ({ browser }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-axe-'));
  const stamp = `${Date.now()}`;
  const upc = `19${stamp.slice(-10)}`;
  const fullUpc = `${upc}${gs1CheckDigit(upc)}`;
  const isrc = `USAXE26${stamp.slice(-5)}`;

  const artistContext = await browser.newContext();
  const artist = await artistContext.newPage();
  const artistEmail = await signedInArtist(artist, ARTIST_NAME);
  const distributedId = await insertRelease(artistEmail, `Open Roads ${stamp}`, 'distributed', { upc: fullUpc, isrc });
  const draftId = await insertRelease(artistEmail, `Draft Notes ${stamp}`, 'draft');
  const pendingTitle = `Waiting Room ${stamp}`;
  await insertRelease(artistEmail, pendingTitle, 'pending');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/(admin|dashboard)/);
  const preview = await json<{ id: string; version: string }>(
    await admin.request.post(`/api/admin/royalties/imports?name=axe-sales-${stamp}.csv`, {
      data: salesReport(fullUpc, isrc, stamp),
      headers: { 'Content-Type': 'text/csv' },
    }),
  );
  await json(await admin.request.post(`/api/admin/royalties/imports/${preview.id}/confirm`, { data: { version: preview.version } }));

  const claim = await json<{ id: string }>(
    await artist.request.post('/api/payouts/claims', {
      data: { amount: '10', payment_method: 'paypal', payment_details: { paypal_email: 'axe.artist@example.com' } },
    }),
  );
  const ticketSubject = `Statement question ${stamp}`;
  const ticket = await json<{ id: string }>(
    await artist.request.post('/api/support/tickets', {
      data: {
        category: 'royalties',
        subject: ticketSubject,
        message: 'Which month do the Apple Music streams belong to?',
        priority: 'high',
      },
    }),
  );

  seed = {
    artistState: path.join(dir, 'artist.json'),
    adminState: path.join(dir, 'admin.json'),
    artistEmail,
    distributedId,
    draftId,
    pendingTitle,
    ticketId: ticket.id,
    ticketSubject,
    claimId: claim.id,
    importId: preview.id,
    statementMonth: daysAgo(2).slice(0, 7),
  };
  await artistContext.storageState({ path: seed.artistState });
  await adminContext.storageState({ path: seed.adminState });
  await artistContext.close();
  await adminContext.close();
});

async function as(browser: Browser, role: 'artist' | 'admin', options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ ...options, storageState: role === 'artist' ? seed.artistState : seed.adminState });
  return context.newPage();
}

/** Waits until the screen has loaded what it shows: its heading (or the dialog open over it), no
 * skeleton or spinner, no transition under way. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).or(page.getByRole('alertdialog')).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('[data-slot="skeleton"], [data-slot="spinner"], [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"]';

/** Checks each screen as it stands; a violation fails the test (softly, so one run names every
 * screen's problems). With a dialog open, the dialog is checked: the screen behind it was already. */
function checker(page: Page) {
  return {
    async check(where: string) {
      await settled(page);
      const include = (await page.locator(OPEN_DIALOG).count()) ? OPEN_DIALOG : undefined;
      expect.soft(await axeViolations(page, where, { include }), `axe on ${where}`).toEqual([]);
    },
    async visit(url: string) {
      await page.goto(url);
      await this.check(url);
    },
  };
}

// Budgets for a busy machine: each axe pass over a full screen takes seconds when other work runs.
// The four journeys run side by side on the workers there are (each worker seeds its own server once).
test.describe.configure({ mode: 'parallel', timeout: 300_000 });

test('every screen and dialog of the artist dashboard passes axe at desktop width', async ({ browser }) => {
  const page = await as(browser, 'artist');
  const axe = checker(page);
  for (const url of [
    '/dashboard',
    '/dashboard/my-releases',
    '/dashboard/artists',
    '/dashboard/team',
    '/dashboard/create-release',
    `/dashboard/releases/${seed.distributedId}`,
    `/dashboard/releases/${seed.draftId}`,
    `/dashboard/releases/${seed.draftId}/edit`,
    '/dashboard/analytics',
    '/dashboard/revenue',
    `/dashboard/statements/${seed.statementMonth}`,
    '/dashboard/claim-request',
    '/dashboard/pricing',
    '/dashboard/billing',
    '/dashboard/settings',
    '/dashboard/support',
  ])
    await axe.visit(url);

  // Support: the new-ticket form open, then a ticket's dialog (as the mails' links open it).
  await page.getByRole('main').getByRole('button', { name: 'New Ticket' }).click();
  await expect(page.getByRole('form', { name: 'Create New Ticket' })).toBeVisible();
  await axe.check('/dashboard/support, new ticket form');
  await page.goto(`/dashboard/support?ticket=${seed.ticketId}`);
  await expect(page.getByRole('dialog', { name: seed.ticketSubject })).toBeVisible();
  await axe.check('/dashboard/support, ticket dialog');

  // Artists: the add-artist form.
  await page.goto('/dashboard/artists');
  await page.getByRole('main').getByRole('button', { name: 'Add Artist', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Add Artist' })).toBeVisible();
  await axe.check('/dashboard/artists, add artist dialog');

  // Settings: the delete-account dialog.
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
  await axe.check('/dashboard/settings, delete account dialog');
});

test('every screen of the admin console passes axe at desktop width', async ({ browser }) => {
  const page = await as(browser, 'admin');
  const axe = checker(page);
  for (const url of [
    '/admin',
    '/admin/users',
    '/admin/releases',
    '/admin/revenue',
    '/admin/report-mappings',
    '/admin/report-mappings/apple-financial',
    '/admin/report-mappings/new',
    '/admin/support',
    '/admin/analytics',
    '/admin/settings',
    '/admin/audit',
  ])
    await axe.visit(url);
  await page.goto('/admin/revenue');
  await page.getByRole('tab', { name: 'Sales Reports' }).click();
  await expect(page.getByRole('list', { name: 'Sales report imports' })).toBeVisible();
  await axe.check('/admin/revenue, sales reports');
});

test('every dialog of the admin console passes axe at desktop width', async ({ browser }) => {
  const page = await as(browser, 'admin');
  const axe = checker(page);

  await page.goto('/admin/users');
  await page.getByLabel('Search users by name or email').fill(seed.artistEmail);
  await page
    .locator(`[data-user="${seed.artistEmail}"]`)
    .getByRole('button', { name: `View ${ARTIST_NAME}` })
    .click();
  await expect(page.getByRole('dialog').getByText(seed.artistEmail).first()).toBeVisible();
  await axe.check('/admin/users, user dialog');

  await page.goto('/admin/releases');
  await page.getByLabel('Search releases by title or artist').fill(seed.pendingTitle);
  await page
    .locator(`[data-release="${seed.pendingTitle}"]`)
    .getByRole('button', { name: `Review ${seed.pendingTitle}` })
    .click();
  const review = page.getByRole('dialog');
  await expect(review.getByRole('heading', { name: seed.pendingTitle })).toBeVisible();
  await axe.check('/admin/releases, review dialog');
  await review.getByRole('tab', { name: 'History' }).click();
  await axe.check('/admin/releases, review dialog, history');

  await page.goto(`/admin/revenue?claim=${seed.claimId}`);
  await expect(page.getByRole('dialog').getByText('axe.artist@example.com')).toBeVisible();
  await axe.check('/admin/revenue, claim dialog');
  await page.goto(`/admin/revenue?import=${seed.importId}`);
  await expect(page.getByRole('dialog')).toBeVisible();
  await axe.check('/admin/revenue, import dialog');
  await page.goto('/admin/revenue?import=new');
  await expect(page.getByRole('dialog').getByLabel('Report file')).toBeVisible();
  await axe.check('/admin/revenue, new import dialog');

  await page.goto(`/admin/support?ticket=${seed.ticketId}`);
  const ticket = page.getByRole('dialog', { name: seed.ticketSubject });
  await expect(ticket).toBeVisible();
  await axe.check('/admin/support, ticket dialog');
  await ticket.getByRole('tab', { name: 'Response' }).click();
  await axe.check('/admin/support, ticket dialog, response');

  // Stores: an endpoint's dialog, when the settings list one.
  await page.goto('/admin/settings');
  const edit = page.getByRole('list', { name: 'Store endpoints' }).getByRole('button', { name: /^Edit / });
  await expect(edit.or(page.getByText('No store endpoints')).first()).toBeVisible();
  if (await edit.count()) {
    await edit.first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await axe.check('/admin/settings, store endpoint dialog');
  }
});

test('key screens pass axe on a 360 px phone, the menus open', async ({ browser }) => {
  const artist = await as(browser, 'artist', PHONE);
  const axe = checker(artist);
  await axe.visit('/dashboard');
  await artist.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(artist.getByRole('dialog', { name: 'Dashboard menu' })).toBeVisible();
  await axe.check('/dashboard on a phone, menu open');
  for (const url of ['/dashboard/my-releases', `/dashboard/releases/${seed.distributedId}`, '/dashboard/analytics', '/dashboard/revenue'])
    await axe.visit(url);
  await artist.goto(`/dashboard/support?ticket=${seed.ticketId}`);
  await expect(artist.getByRole('dialog', { name: seed.ticketSubject })).toBeVisible();
  await axe.check('/dashboard/support on a phone, ticket dialog');

  const admin = await as(browser, 'admin', PHONE);
  const console = checker(admin);
  await console.visit('/admin');
  await admin.getByRole('button', { name: 'Open admin menu' }).click();
  await expect(admin.getByRole('dialog').getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
  await console.check('/admin on a phone, menu open');
  await console.visit('/admin/users');
  await console.visit('/admin/releases');
  await admin.getByLabel('Search releases by title or artist').fill(seed.pendingTitle);
  await admin
    .locator(`[data-release="${seed.pendingTitle}"]`)
    .getByRole('button', { name: `Review ${seed.pendingTitle}` })
    .click();
  await expect(admin.getByRole('dialog').getByRole('heading', { name: seed.pendingTitle })).toBeVisible();
  await console.check('/admin/releases on a phone, review dialog');
});
