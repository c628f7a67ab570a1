// Revenue splits (issue 25): the owner invites two payees on the release page, one with an account
// and one without, the second repaid 150.00 first; an import is booked and all of it repays the
// recoupment; the new payee opens the mailed link, signs up through it, comes back and accepts;
// a second import finishes the recoupment and shares the rest; the payee sees it on the Revenue
// page and claims it, and the owner sees who accepted, what was repaid and what each was credited.
// Free plan: a gross of 125.00 is a net of 100.00.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { gs1CheckDigit } from '../../src/domain/identifiers.ts';
import { axeViolations } from './support/axe.ts';
import { linkFromMail } from './support/mail.ts';
import { daysAgo, distributedRelease, importReport, PHONE, REPORT_HEADER, stat, toast } from './support/money.ts';
import { choose } from './support/select.ts';
import { shot } from './support/shot.ts';
import { PASSWORD, signedInAdmin, signedInArtist, uniqueEmail } from './support/users.ts';
import { sql } from './support/db.ts';

test.describe.configure({ timeout: 240_000 });

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('an owner splits a release with a payee who has an account and one who signs up through the mailed link; a recoupment is repaid over two imports and claimed', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const stamp = `${Date.now()}`;
  const owner = await signedInArtist(page, `Split Owner ${stamp.slice(-5)}`);
  const title = `Shared Song ${stamp}`;
  const upc = `43${stamp.slice(-10)}`;
  const isrc = `USSPL26${stamp.slice(-5)}`;
  await distributedRelease(owner, title, `${upc}${gs1CheckDigit(upc)}`, isrc);
  const [release] = await sql<{ id: string }>('select id from music_releases where title = $1', [title]);
  const ana = await signedInArtist(await (await browser.newContext()).newPage(), 'Ana Payee');
  const ben = uniqueEmail('ben');

  // The owner sets up the split on the release page.
  await page.goto(`/dashboard/releases/${release!.id}`);
  const card = page.getByRole('region', { name: 'Revenue split' });
  await expect(card.getByText('No split yet: you keep 100 % of this release’s net earnings.', { exact: false })).toBeVisible();
  await card.getByRole('button', { name: 'Set up a split' }).click();
  const editor = page.getByRole('dialog', { name: `Split of “${title}”` });
  await editor.getByRole('button', { name: 'Add payee' }).click();
  await editor.getByLabel('Name').fill('Ana Payee');
  await editor.getByLabel('Email').fill(ana);
  await editor.getByLabel('Share %').fill('30');
  await editor.getByRole('button', { name: 'Add payee' }).click();
  const second = editor.getByRole('listitem').nth(1);
  await second.getByRole('textbox').nth(0).fill('Ben Newcomer');
  await second.getByRole('textbox').nth(1).fill(ben);
  await second.getByRole('textbox').nth(2).fill('80');
  await expect(editor.getByText('The shares add up to 110 %, more than 100 %.')).toBeVisible();
  await second.getByRole('textbox').nth(2).fill('20');
  await second.getByRole('textbox').nth(3).fill('150');
  await expect(editor.getByText('You keep 50 %')).toBeVisible();
  await shot(page, 'split-editor', { fullPage: false });
  expect(await axeViolations(page, 'split editor', { include: '[role=dialog]' })).toEqual([]);
  await editor.getByRole('button', { name: 'Save split' }).click();
  await toast(page, 'Revenue split saved');
  await expect(card.getByRole('row', { name: /Ana Payee/ }).getByText('Invited')).toBeVisible();
  await expect(card.getByRole('row', { name: /Ben Newcomer/ }).getByText('$0.00 of $150.00')).toBeVisible();
  await expect(card.getByRole('row', { name: /^You/ }).getByText('50 %')).toBeVisible();

  // The first import: all of its 100.00 net repays Ben.
  const admin = await signedInAdmin(browser);
  const report = (n: number) =>
    [
      REPORT_HEADER,
      `E2E Split ${stamp}-${n},E2E-SPLIT-${stamp}-${n},1,${daysAgo(3).slice(0, 7)},${daysAgo(3)},${daysAgo(3)},Split Shop ${stamp}-${n},stream,US,${isrc},,${title},Owner,1000,125.00,USD`,
      '',
    ].join('\n');
  await importReport(admin, `e2e-split-${stamp}-1.csv`, report(1));

  // Ben opens the mailed link on a phone, signed out, and sees what is held for him.
  const phone = await (await browser.newContext(PHONE)).newPage();
  await phone.goto(await linkFromMail(ben, '/splits/invitation/'));
  await expect(phone.getByRole('heading', { name: /shares their earnings with you/ })).toBeVisible();
  await expect(phone.getByText('$100.00', { exact: true })).toBeVisible();
  await expect(phone.getByText('$100.00 of $150.00 repaid')).toBeVisible();
  // what is held for him, month by month, without an account
  const [held] = await Promise.all([phone.waitForEvent('download'), phone.getByRole('link', { name: 'Download statement (CSV)' }).click()]);
  expect(fs.readFileSync(await held.path(), 'utf8')).toMatch(
    new RegExp(`,${title},,Payee,125\\.0+,25\\.0+,100\\.0+,0\\.0+,100\\.0+,,100\\.0+,100\\.0+,0\\.0+`),
  );
  expect(await noSideScroll(phone)).toBe(0);
  await shot(phone, 'split-invitation-phone');
  expect(await axeViolations(phone, 'split invitation')).toEqual([]);
  // He signs up through it, confirms his address, and is brought back to accept.
  await phone.getByRole('link', { name: 'Sign up to accept' }).click();
  await phone.getByLabel('Full Name').fill('Ben Newcomer');
  await phone.getByLabel('Email').fill(ben);
  await phone.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await phone.getByRole('button', { name: 'Create Account' }).click();
  await expect(phone.getByText(`We sent a confirmation link to ${ben}`)).toBeVisible();
  await phone.goto(await linkFromMail(ben, '/api/auth/verify-email'));
  await expect(phone).toHaveURL(/\/splits\/invitation\//);
  await phone.getByRole('button', { name: `Accept as ${ben}` }).click();
  await expect(phone.getByText('Accepted', { exact: true })).toBeVisible();

  // The second import: 50.00 finishes the recoupment; the other 50.00 is shared (Ana 15, Ben 10, the owner 25).
  await importReport(admin, `e2e-split-${stamp}-2.csv`, report(2));
  await phone.goto('/dashboard/revenue');
  const mine = phone.getByRole('region', { name: 'Your revenue splits' });
  await expect(mine.getByText('$150.00 of $150.00')).toBeVisible();
  await expect(mine.getByText('$160.00')).toBeVisible();
  await expect(stat(phone, 'Available Balance').getByText('$160.00', { exact: true })).toBeVisible();
  expect(await noSideScroll(phone)).toBe(0);
  await shot(phone, 'my-splits-phone');
  const [download] = await Promise.all([
    phone.waitForEvent('download'),
    mine.getByRole('link', { name: 'Download statement (CSV)' }).click(),
  ]);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv).toContain('Usage month,Release,Track ISRC,Your role');
  expect(csv).toMatch(new RegExp(`,${title},,Payee,250\\.0+,50\\.0+,200\\.0+,10\\.0+,150\\.0+,,160\\.0+,0\\.0+,160\\.0+`));
  await expect(stat(phone, 'Total Earned').getByText('$160.00', { exact: true })).toBeVisible();
  const claimed = await phone.request.post('/api/payouts/claims', {
    data: { amount: '160.00', payment_method: 'paypal', payment_details: { paypal_email: ben } },
    headers: { Origin: new URL(phone.url()).origin },
  });
  expect(claimed.status(), await claimed.text()).toBe(201);
  await phone.reload();
  await expect(stat(phone, 'Pending Payouts').getByText('$160.00', { exact: true })).toBeVisible();

  // The owner sees who accepted, what was repaid and what each was credited; their own balance is the rest.
  await page.reload();
  await expect(card.getByRole('row', { name: /Ben Newcomer/ }).getByText('Accepted')).toBeVisible();
  await expect(card.getByRole('row', { name: /Ben Newcomer/ }).getByText('$150.00 of $150.00')).toBeVisible();
  await expect(card.getByRole('row', { name: /Ben Newcomer/ }).getByText('$160.00')).toBeVisible();
  await expect(card.getByRole('row', { name: /Ana Payee/ }).getByText('$15.00')).toBeVisible();
  await shot(page, 'release-split');

  // A version from the month of the usage would move what was earned since: 5 % more of the 50.00
  // shared after the recoupment to Ana, from the owner; shown before anything is saved.
  await card.getByRole('button', { name: 'Edit split' }).click();
  await editor.getByLabel('Share %').first().fill('35');
  const usageMonth = new Date(`${daysAgo(3)}T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  await choose(page, 'Takes effect', `From ${usageMonth}`, editor);
  await editor.getByRole('button', { name: 'Show what moves' }).click();
  const moves = editor.getByRole('region', { name: 'What moves when you save' });
  await expect(moves.getByRole('row', { name: /Ana Payee/ }).getByText('+$2.50')).toBeVisible();
  await expect(moves.getByRole('row', { name: /^You/ }).getByText('−$2.50')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Save and move' })).toBeVisible();
  await shot(page, 'split-moves', { fullPage: false });
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByRole('row', { name: /Ana Payee/ }).getByText('30 %')).toBeVisible();

  // Lowering Ana's share waits for her: she agrees from the mailed link, and it is in force.
  await card.getByRole('button', { name: 'Edit split' }).click();
  await editor.getByLabel('Share %').first().fill('25');
  await editor.getByRole('button', { name: 'Save split' }).click();
  await toast(page, 'Revenue split saved');
  await expect(card.getByText(/^A change waits for consent until/)).toBeVisible();
  await expect(card.getByText('Ana Payee: 30 % to 25 % (no answer yet)')).toBeVisible();
  const anaPage = await (await browser.newContext()).newPage();
  await anaPage.goto(await linkFromMail(ana, '/splits/invitation/'));
  await expect(anaPage.getByText(/Your share would go from 30 % to 25 % of the net earnings/)).toBeVisible();
  expect(await axeViolations(anaPage, 'a lower share to answer')).toEqual([]);
  await anaPage.getByRole('button', { name: 'Agree' }).click();
  await expect(anaPage.getByText('Your new share is in force for the earnings booked from now on.')).toBeVisible();
  await expect(anaPage.getByText(/asks to lower your share/)).toBeHidden();
  await page.reload();
  await expect(card.getByRole('row', { name: /Ana Payee/ }).getByText('25 %')).toBeVisible();
  await expect(card.getByText(/^A change waits for consent/)).toBeHidden();
  await page.goto('/dashboard/revenue');
  await expect(stat(page, 'Available Balance').getByText('$25.00', { exact: true })).toBeVisible();
});
