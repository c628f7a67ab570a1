// An Enterprise label's white label: the owner saves the label's name and logo on the Team page,
// and the dashboard shows them in place of the service's mark (on a phone too); a Small Label
// owner is told it comes with Enterprise Label.
import { expect, test } from '@playwright/test';
import { pngImage } from '../../src/server/test/upload-fixtures.ts';
import { sql } from './support/db.ts';
import { PHONE } from './support/money.ts';
import { shot } from './support/shot.ts';
import { expectToast } from './support/toast.ts';
import { signedInArtist } from './support/users.ts';

const onPlan = (email: string, plan: string) =>
  sql(
    `update profiles set plan_type = $2, subscription_status = 'active', subscription_expires_at = now() + interval '300 days'
       from users u where u.id = profiles.id and u.email = $1`,
    [email, plan],
  );

test('an Enterprise label puts its name and logo on its dashboard', async ({ page, browser }) => {
  const email = await signedInArtist(page, 'Tideline Owner');
  await onPlan(email, 'enterprise_label');
  await page.goto('/dashboard/team');
  const card = page.getByRole('form', { name: 'White label' });
  await card.getByLabel('Label Name').fill('Tideline Records');
  await card.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await pngImage(600, 600) });
  await expect(card.locator('img')).toBeVisible();
  await card.getByRole('button', { name: 'Save White Label' }).click();
  await expectToast(page, 'White label saved');
  await expect(page.locator('[data-brand="Tideline Records"]').first()).toBeVisible();
  await shot(page, 'white-label-1280');

  // on a phone, in the header
  const phone = await browser.newContext({ ...PHONE, storageState: await page.context().storageState() });
  const p = await phone.newPage();
  await p.goto('/dashboard');
  await expect(p.locator('header [data-brand="Tideline Records"]')).toBeVisible();
  await shot(p, 'white-label-360-mobile');
  await phone.close();
});

test('a Small Label owner is told the white label comes with Enterprise Label', async ({ page }) => {
  const email = await signedInArtist(page, 'Small Owner');
  await onPlan(email, 'small_label');
  await page.goto('/dashboard/team');
  await expect(
    page.getByText('White label is part of the Enterprise Label plan. Upgrade to show your label’s name and logo.'),
  ).toBeVisible();
  await expect(page.locator('[data-brand]')).toHaveCount(0);
});
