// Teams (issue 26): a label owner on Small Label invites a manager and a viewer from the Team page
// (an address already theirs refused at the field, an invitation withdrawn and its link saying so);
// the manager, signed in, opens the mailed link and accepts (the owner opening it is refused with
// the invited address), switches accounts both ways, and creates a release for the label's second
// artist; the viewer opens the link on a phone signed out, signs up through it, comes back and
// accepts, sees the release but no Create Release, and is refused with the server's words when
// sending the form anyway; the owner sees the manager's release in the activity, changes the
// viewer's role and removes them, and the viewer's next step lands them in their own account.
// Screenshots of the Team page and the invitation page at 1280 px and at 360 px on a phone.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { sidewaysOverflow } from './support/artist-account.ts';
import { axeViolations } from './support/axe.ts';
import { sql } from './support/db.ts';
import { linkFromMail } from './support/mail.ts';
import { PHONE } from './support/money.ts';
import { choose } from './support/select.ts';
import { shot } from './support/shot.ts';
import { expectToast } from './support/toast.ts';
import { PASSWORD, signedInArtist, uniqueEmail } from './support/users.ts';

test.describe.configure({ timeout: 300_000 });

const DRIVE = 'https://drive.google.com/file/d/e2e-audio/view';
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const LABEL = 'Tideline Records';
const MANAGER = 'Mina Manager';
const VIEWER = 'Vik Viewer';

const setSmallLabel = (email: string) =>
  sql(
    `update profiles set plan_type = 'small_label', subscription_status = 'active', subscription_expires_at = now() + interval '300 days'
     from users u where u.id = profiles.id and u.email = $1`,
    [email],
  );

const accountCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'tl_account')?.value;

/** The phone's slide-over menu, opened. */
async function phoneMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const menu = page.getByRole('dialog', { name: 'Dashboard menu' });
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * Chooses an account in the switcher (the sidebar, or the phone's menu): the dashboard opens
 * afresh (the menu with it closed), acting in that account.
 */
async function switchAccount(page: Page, scope: Locator, option: string) {
  await scope.getByRole('combobox', { name: 'Account' }).click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('option', { name: option, exact: true }).click()]);
}

/** Invites `email` as `role` from the Team page's form. */
async function invite(page: Page, email: string, role: string) {
  const form = page.getByRole('form', { name: 'Invite a team member' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await choose(page, 'Role', role, form);
  await form.getByRole('button', { name: 'Send Invitation' }).click();
}

test('a label’s owner invites a manager and a viewer; each accepts, works in the label’s account as their role allows, and a removed member is back in their own', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(DESKTOP.viewport);
  const ownerEmail = await signedInArtist(page, LABEL);
  await setSmallLabel(ownerEmail);
  const [owner] = await sql<{ id: string }>('select id from users where email = $1', [ownerEmail]);
  const managerEmail = uniqueEmail('manager');
  const viewerEmail = uniqueEmail('viewer');
  const main = page.getByRole('main');

  // The Team page, empty: the invitation form, no members, nothing in the activity yet.
  await page.getByRole('complementary').getByRole('link', { name: 'Team', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/team$/);
  await expect(page).toHaveTitle('Team · Tunelane');
  await expect(main.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect(main.getByText('No one yet: invite the people who work with you above.')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Nothing yet' })).toBeVisible();
  await shot(page, 'team-empty-1280');

  // Two artist profiles, made through the API (recorded in the activity as the owner's).
  for (const data of [
    { name: 'Harbour Lights', newArtist: true },
    { name: 'Noor', newArtist: true },
  ]) {
    const res = await page.request.post('/api/artist-profiles', { data });
    expect(res.status(), await res.text()).toBe(201);
  }

  // Their own address is refused at the field; then the manager, the viewer, and one withdrawn.
  await invite(page, ownerEmail, 'Manager');
  await expect(main.getByText('You own this account already')).toBeVisible();
  await expect(main.getByText('Releases, artist profiles and support').first()).toBeVisible();
  const invitations = main.getByTestId('team-invitation');
  const spare = uniqueEmail('spare');
  for (const [n, [email, role]] of [
    [managerEmail, 'Manager'],
    [viewerEmail, 'Viewer'],
    [spare, 'Accountant'],
  ].entries()) {
    await invite(page, email!, role!);
    const sent = await expectToast(page, `${email} can accept it`);
    await expect(sent).toContainText('Invitation sent');
    await expect(invitations).toHaveCount(n + 1);
  }
  await expect(invitations.filter({ hasText: managerEmail })).toContainText('Manager');
  const spareLink = await linkFromMail(spare, '/team/invitation/'); // mailed before it is withdrawn
  await invitations
    .filter({ hasText: spare })
    .getByRole('button', { name: `Withdraw the invitation to ${spare}` })
    .click();
  await expectToast(page, 'Invitation withdrawn');
  await expect(invitations).toHaveCount(2);
  await page.evaluate(() => window.scrollTo(0, 0)); // the sticky frame where it belongs in the full-page shot
  await shot(page, 'team-invited-1280');
  expect(await axeViolations(page, 'team page')).toEqual([]);

  // Links that cannot be used say so.
  await page.goto(spareLink);
  await expect(page.getByText('This invitation was withdrawn')).toBeVisible();
  await page.goto('/team/invitation/not-a-real-token');
  await expect(page.getByRole('heading', { name: 'This invitation link is not valid' })).toBeVisible();
  await expect(page.getByText('This invitation link is not valid. Ask the account’s owner for a new one.')).toBeVisible();

  // The manager has an account already. The owner opening the manager's link is refused with the invited address.
  const managerLink = await linkFromMail(managerEmail, '/team/invitation/');
  await page.goto(managerLink);
  await expect(page.getByRole('heading', { name: `${LABEL} invited you as Manager` })).toBeVisible();
  await page.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(page.getByText(`This invitation is for ${managerEmail}. Sign in with that address to accept it.`)).toBeVisible();

  const manager = await (await browser.newContext(DESKTOP)).newPage();
  await signedInArtist(manager, MANAGER, managerEmail);
  await manager.goto(managerLink);
  const card = manager.getByRole('main');
  await expect(card.getByRole('heading', { name: `${LABEL} invited you as Manager` })).toBeVisible();
  await expect(card.getByText('Releases, artist profiles and support')).toBeVisible();
  await expect(card.getByText(managerEmail, { exact: true })).toBeVisible();
  expect(await axeViolations(manager, 'team invitation')).toEqual([]);
  await shot(manager, 'team-invitation-1280');
  await manager.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(manager).toHaveURL(/\/dashboard$/);
  await expectToast(manager, `You joined ${LABEL}`);
  expect(await accountCookie(manager)).toBe(owner!.id);

  // In the label's account: its name and the role instead of the plan, the manager's screens only, no earnings.
  const managerSide = manager.getByRole('complementary');
  await expect(managerSide.getByRole('combobox', { name: 'Account' })).toHaveText(`${LABEL} (Manager)`);
  await expect(managerSide.getByText('MANAGER', { exact: true })).toBeVisible();
  await expect(managerSide.getByText(LABEL, { exact: true })).toBeVisible();
  for (const link of ['Overview', 'Create Release', 'My Releases', 'Artists', 'Support', 'Settings'])
    await expect(managerSide.getByRole('link', { name: link, exact: true })).toBeVisible();
  for (const link of ['Analytics', 'Revenue', 'Claim Request', 'Team', 'Billing'])
    await expect(managerSide.getByRole('link', { name: link, exact: true })).toHaveCount(0);
  await expect(manager.getByRole('main').getByText(`Working in ${LABEL}’s account`)).toBeVisible();
  await expect(manager.getByRole('main').getByText('Total Releases')).toBeVisible();
  await expect(manager.getByRole('main').getByText('Total Earnings')).toHaveCount(0);
  await shot(manager, 'team-manager-overview-1280');

  // The switcher: their own account (its Team page says the plan has no teams), then the label's again.
  await switchAccount(manager, managerSide, `${MANAGER} (Owner)`);
  await expect(managerSide.getByRole('link', { name: 'Team', exact: true })).toBeVisible();
  expect(await accountCookie(manager)).toBeUndefined();
  await managerSide.getByRole('link', { name: 'Team', exact: true }).click();
  await expect(
    manager.getByRole('main').getByText('Teams are part of the Small Label and Enterprise Label plans. Upgrade to invite your team.'),
  ).toBeVisible();
  await expect(manager.getByRole('main').getByRole('link', { name: 'See plans' }).first()).toHaveAttribute('href', '/dashboard/pricing');
  await shot(manager, 'team-locked-1280');
  await switchAccount(manager, managerSide, `${LABEL} (Manager)`);
  await expect(managerSide.getByText('MANAGER', { exact: true })).toBeVisible();
  expect(await accountCookie(manager)).toBe(owner!.id);

  // The manager creates a release for the label's second artist.
  await managerSide.getByRole('link', { name: 'Create Release', exact: true }).click();
  const title = `Harbour Session ${Date.now()}`;
  await manager.getByLabel('Title').fill(title);
  await manager.getByLabel('Artist Name').fill('Noor');
  await expect(manager.getByText('Released under your artist profile “Noor”.')).toBeVisible();
  await manager.getByLabel('Audio URL').fill(DRIVE);
  await manager.getByRole('button', { name: 'Create Release' }).click();
  await expectToast(manager, 'Release created successfully! Your release has been saved as a draft');
  const [release] = await sql<{ user_id: string; profile: string }>(
    `select r.user_id, p.name profile from music_releases r join artist_profiles p on p.id = r.artist_profile_id where r.title = $1`,
    [title],
  );
  expect(release).toEqual({ user_id: owner!.id, profile: 'Noor' });

  // The viewer opens the link on a phone, signed out, and signs up through it.
  const viewer = await (await browser.newContext(PHONE)).newPage();
  viewer.on('dialog', (d) => void d.accept()); // leaving the refused form below asks first
  await viewer.goto(await linkFromMail(viewerEmail, '/team/invitation/'));
  await expect(viewer.getByRole('heading', { name: `${LABEL} invited you as Viewer` })).toBeVisible();
  await expect(viewer.getByText('Reads everything, changes nothing')).toBeVisible();
  await expect(viewer.getByRole('link', { name: 'Sign in to accept' })).toBeVisible();
  expect(await sidewaysOverflow(viewer)).toBe(0);
  expect(await axeViolations(viewer, 'team invitation, signed out')).toEqual([]);
  await shot(viewer, 'team-invitation-360-mobile');
  await viewer.getByRole('link', { name: 'Sign up to accept' }).click();
  await viewer.getByLabel('Full Name').fill(VIEWER);
  await viewer.getByLabel('Email').fill(viewerEmail);
  await viewer.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await viewer.getByRole('button', { name: 'Create Account' }).click();
  await expect(viewer.getByText(`We sent a confirmation link to ${viewerEmail}`)).toBeVisible();
  await viewer.goto(await linkFromMail(viewerEmail, '/api/auth/verify-email'));
  await expect(viewer).toHaveURL(/\/team\/invitation\//);
  await expect(viewer.getByText(`Signed in as ${viewerEmail}.`)).toBeVisible();
  await shot(viewer, 'team-invitation-signed-in-360-mobile');
  await viewer.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(viewer).toHaveURL(/\/dashboard$/);
  await expectToast(viewer, `You joined ${LABEL}`);

  // The phone's menu switches too: their own account, then the label's.
  let menu = await phoneMenu(viewer);
  await expect(menu.getByText('VIEWER', { exact: true })).toBeVisible();
  await switchAccount(viewer, menu, `${VIEWER} (Owner)`);
  await expect.poll(() => accountCookie(viewer)).toBeUndefined();
  menu = await phoneMenu(viewer);
  await expect(menu.getByRole('link', { name: 'Create Release', exact: true })).toBeVisible();
  await switchAccount(viewer, menu, `${LABEL} (Viewer)`);
  await expect.poll(() => accountCookie(viewer)).toBe(owner!.id);

  // The viewer reads the label's releases; no Create Release is offered.
  menu = await phoneMenu(viewer);
  await expect(menu.getByText('VIEWER', { exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Create Release', exact: true })).toHaveCount(0);
  for (const link of ['My Releases', 'Artists', 'Analytics', 'Revenue', 'Support'])
    await expect(menu.getByRole('link', { name: link, exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Team', exact: true })).toHaveCount(0);
  await shot(viewer, 'team-viewer-menu-360-mobile', { fullPage: false });
  await menu.getByRole('link', { name: 'My Releases', exact: true }).click();
  await expect(viewer.getByRole('main').getByText(title)).toBeVisible();

  // Sending the release form anyway is refused with the server's words.
  await viewer.goto('/dashboard/create-release');
  await viewer.getByLabel('Title').fill(`Not Allowed ${Date.now()}`);
  await viewer.getByLabel('Artist Name').fill('Noor');
  await viewer.getByLabel('Audio URL').fill(DRIVE);
  await viewer.getByRole('button', { name: 'Create Release' }).click();
  await expect(viewer.locator('[data-sonner-toast][data-type="error"]')).toContainText(
    'As viewer of this account you cannot do this. Ask its owner.',
  );
  await viewer.goto('/dashboard/my-releases');
  await expect(viewer.getByRole('main').getByText(title)).toBeVisible();

  // The owner sees who made the release, changes the viewer's role, then removes them.
  await page.goto('/dashboard/team');
  const line = main.getByRole('list', { name: 'Latest activity' }).getByRole('listitem').filter({ hasText: 'Creates a release (a draft)' });
  await expect(line).toContainText(MANAGER);
  const members = main.getByTestId('team-member');
  await expect(members).toHaveCount(2);
  await expect(main.getByText('No open invitations.')).toBeVisible();
  await shot(page, 'team-1280');
  await choose(page, `Role of ${VIEWER}`, 'Accountant');
  await expectToast(page, 'Role changed');
  await members
    .filter({ hasText: VIEWER })
    .getByRole('button', { name: `Remove ${VIEWER}` })
    .click();
  await page
    .getByRole('alertdialog', { name: `Remove ${VIEWER}?` })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expectToast(page, 'Member removed');
  await expect(members).toHaveCount(1);

  // The viewer's next step lands them in their own account, the switcher gone.
  menu = await phoneMenu(viewer);
  await menu.getByRole('link', { name: 'Analytics', exact: true }).click();
  await expect(viewer).toHaveURL(/\/dashboard$/);
  await expect.poll(() => accountCookie(viewer)).toBeUndefined();
  await expect(viewer.getByRole('main').getByText('Total Earnings')).toBeVisible();
  menu = await phoneMenu(viewer);
  await expect(menu.getByRole('link', { name: 'Create Release', exact: true })).toBeVisible();
  await expect(menu.getByText('FREE', { exact: true })).toBeVisible();
  await expect(menu.getByRole('combobox', { name: 'Account' })).toHaveCount(0);

  // The owner's Team page on a phone.
  const phone = await (await browser.newContext(PHONE)).newPage();
  const signIn = await phone.request.post('/api/auth/sign-in/email', { data: { email: ownerEmail, password: PASSWORD } });
  expect(signIn.ok()).toBe(true);
  await phone.goto('/dashboard/team');
  await expect(phone.getByTestId('team-member')).toHaveCount(1);
  await expect(phone.getByRole('list', { name: 'Latest activity' })).toBeVisible();
  expect(await sidewaysOverflow(phone)).toBe(0);
  await shot(phone, 'team-360-mobile');
});
