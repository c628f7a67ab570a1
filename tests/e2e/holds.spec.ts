// A hold an artist can see through (issue 23, item 7): the admin holds what one track earned this
// month, with the reason from the list, what was found and a date to answer by; the artist sees it
// on the Revenue page (on a desktop and on a 360 px phone) with the track, the month, the amount and
// why, the rest of the balance still claimable, and answers; the admin reads the answer and
// releases the hold with a note; the whole balance is claimable again.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { gs1CheckDigit } from '../../src/domain/identifiers.ts';
import { axeViolations } from './support/axe.ts';
import { signedInAdmin, signedInArtist } from './support/users.ts';
import { distributedRelease, importReport, toast } from './support/money.ts';
import { choose } from './support/select.ts';
import { shot } from './support/shot.ts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe.configure({ timeout: 240_000 });

test('an admin holds one track’s earnings with the reason; the artist sees it on the Revenue page, answers; released, all is claimable again', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(DESKTOP);
  const stamp = `${Date.now()}`;
  const artistName = `Hold Artist ${stamp.slice(-6)}`;
  const email = await signedInArtist(page, artistName);
  const held = `Held Song ${stamp}`;
  const free = `Free Song ${stamp}`;
  const upc = (p: string) => `${p}${stamp.slice(-10)}`;
  const isrcHeld = `USE2H26${stamp.slice(-5)}`;
  const isrcFree = `USE2F26${stamp.slice(-5)}`;
  await distributedRelease(email, held, `${upc('41')}${gs1CheckDigit(upc('41'))}`, isrcHeld);
  await distributedRelease(email, free, `${upc('42')}${gs1CheckDigit(upc('42'))}`, isrcFree);
  // Free plan, 80 %: 50.00 is 40.00 held, 25.00 is 20.00 that stays claimable.
  const header = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'sales-report.csv'), 'utf8').split('\n')[0];
  const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const month = day.slice(0, 7);
  const monthName = new Date(`${day}T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const line = (n: number, isrc: string, title: string, amount: string) =>
    `E2E Holds ${stamp},E2E-HOLD-${stamp},${n},${month},${day},${day},Spotify,stream,US,${isrc},,${title},${artistName},1000,${amount},USD,,,,false`;
  const admin = await signedInAdmin(browser, { viewport: DESKTOP });
  await importReport(
    admin,
    `e2e-holds-${stamp}.csv`,
    [header, line(1, isrcHeld, held, '50.00'), line(2, isrcFree, free, '25.00'), ''].join('\n'),
  );

  // The admin places the hold: one track, this month, why, what was found, and the date to answer by.
  await admin.goto('/admin/holds');
  await admin.getByRole('button', { name: 'Place a hold' }).click();
  const form = admin.getByRole('dialog', { name: 'Place a hold' });
  await form.getByRole('searchbox').fill(artistName);
  await form.getByRole('button', { name: new RegExp(artistName) }).click();
  await form.getByRole('button', { name: 'Place hold' }).click();
  await expect(form.getByText('Choose the tracks or releases to hold: a hold never takes the whole balance.')).toBeVisible();
  await form.getByRole('checkbox', { name: monthName }).click();
  await form.getByRole('checkbox', { name: new RegExp(`^${held} · `) }).click();
  await expect(form.getByText('This hold keeps $40.00 of $60.00 free to hold.')).toBeVisible();
  await choose(admin, 'Reason', 'Suspected artificial streams', form);
  await form.getByLabel('What we found').fill('1,000 plays in one hour from 12 new accounts in one city.');
  await shot(admin, 'place-hold', { fullPage: false });
  expect(await axeViolations(admin, 'place a hold', { include: '[role=dialog]' })).toEqual([]);
  await form.getByRole('button', { name: 'Place hold' }).click();
  await toast(admin, 'Hold placed. The artist has been told.');
  const dialog = admin.getByRole('dialog', { name: /^Hold of \$40\.00 on / });
  await expect(dialog.getByRole('heading', { name: `Hold of $40.00 on ${artistName}’s earnings` })).toBeVisible();
  await expect(dialog.getByText('No answer yet.')).toBeVisible();
  expect(await axeViolations(admin, 'a hold', { include: '[role=dialog]' })).toEqual([]);

  // The artist sees it, with its reason, on a desktop and on a phone; the rest stays claimable.
  for (const [device, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto('/dashboard/revenue');
    const card = page.getByRole('region', { name: 'Earnings on hold' });
    const hold = card.getByRole('article', { name: /\$40\.00 held · Suspected artificial streams/ });
    await expect(hold).toBeVisible();
    await expect(hold).toContainText('1,000 plays in one hour from 12 new accounts in one city.');
    await expect(hold.getByRole('list', { name: 'Held tracks' })).toContainText(held);
    await expect(hold.getByRole('list', { name: 'Held tracks' })).toContainText(`${monthName}: $40.00`);
    await expect(hold).toContainText(/Answer by [A-Z][a-z]+ \d{1,2}, \d{4}/);
    await expect(card).toContainText('The rest of your balance stays yours to claim');
    const balance = page
      .getByRole('region', { name: /statistics/i })
      .getByText('Available Balance')
      .locator('xpath=..');
    await expect(balance).toContainText('$20.00');
    await expect(balance).toContainText('$40.00 on hold');
    await expect(page.getByRole('link', { name: 'Request Payout' }).first()).toBeVisible();
    await hold.scrollIntoViewIfNeeded();
    await shot(page, `revenue-hold-${device}`);
    expect(await noSideScroll(page)).toBe(0);
    expect(await axeViolations(page, `revenue with a hold (${device})`)).toEqual([]);
  }

  // A claim above what is not held is refused on the server.
  const origin = new URL(page.url()).origin;
  const claimOf = (amount: string) =>
    page.request.post('/api/payouts/claims', {
      data: {
        amount,
        payment_method: 'paypal',
        payment_details: { paypal_email: 'hold.artist@example.com' },
      },
      headers: { Origin: origin },
    });
  const over = await claimOf('20.01');
  expect(over.status()).toBe(400);
  expect(((await over.json()) as { error: { message: string } }).error.message).toBe(
    'Insufficient balance: You can only claim up to $20.00',
  );

  // The artist answers (on the phone).
  const hold = page.getByRole('article', { name: /\$40\.00 held/ });
  await hold.getByLabel('Your answer').fill('Those plays were my release party: the venue streamed it for an hour.');
  await hold.getByRole('button', { name: 'Send answer' }).click();
  await toast(page, 'Your answer was sent to our team.');
  await expect(hold).toContainText(/Sent [A-Z][a-z]{2} \d{1,2}, \d{4}/);

  // The admin reads the answer and releases the hold with a note.
  await admin.reload();
  await expect(dialog.getByText('Those plays were my release party: the venue streamed it for an hour.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Release hold' }).click();
  await expect(dialog.getByText('Please write why the hold is released, for the artist to read.')).toBeVisible();
  await dialog.getByLabel('Note for the artist').fill('The venue confirmed the stream: nothing wrong.');
  await shot(admin, 'release-hold', { fullPage: false });
  await dialog.getByRole('button', { name: 'Release hold' }).click();
  await toast(admin, 'Hold released. The artist has been told.');
  await expect(dialog.getByText('Released', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Release hold' })).toHaveCount(0);
  await admin.keyboard.press('Escape');
  await choose(admin, 'Filter by status', 'Released');
  await expect(admin.getByRole('button', { name: `Open the hold on ${artistName}’s earnings` })).toBeVisible();

  // The whole balance is the artist's again, and a claim of all of it goes through.
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard/revenue');
  const balance = page
    .getByRole('region', { name: /statistics/i })
    .getByText('Available Balance')
    .locator('xpath=..');
  await expect(balance).toContainText('$60.00');
  await expect(balance).not.toContainText('on hold');
  const released = page.getByRole('article', { name: /\$40\.00 held/ });
  await expect(released).toContainText('Released');
  await expect(released).toContainText('The venue confirmed the stream: nothing wrong.');
  const all = await claimOf('60.00');
  expect(all.status(), await all.text()).toBe(201);
});
