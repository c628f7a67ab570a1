// The public API from the Developers page: an Enterprise label creates a key, sees it once, calls
// the API with it from outside the browser (its releases, and a release it makes), reads the
// reference, and revokes the key: the next call is refused. A Small Label owner is told the API
// comes with Enterprise Label.
import { expect, test } from '@playwright/test';
import { sql } from './support/db.ts';
import { PHONE } from './support/money.ts';
import { shot } from './support/shot.ts';
import { expectToast } from './support/toast.ts';
import { signedInArtist } from './support/users.ts';
import { choose } from './support/select.ts';

const onPlan = (email: string, plan: string) =>
  sql(
    `update profiles set plan_type = $2, subscription_status = 'active', subscription_expires_at = now() + interval '300 days'
       from users u where u.id = profiles.id and u.email = $1`,
    [email, plan],
  );

test('an Enterprise label creates an API key, calls the API with it, and revokes it', async ({ page, request, browser }) => {
  const email = await signedInArtist(page, 'Tideline Owner');
  await onPlan(email, 'enterprise_label');
  await page.goto('/dashboard/developers');
  await expect(page.getByRole('heading', { name: 'Developers', level: 1 })).toBeVisible();
  await expect(page.getByText('No API keys yet')).toBeVisible();

  const form = page.getByRole('form', { name: 'Create an API key' });
  await form.getByLabel('Key name').fill('Catalogue sync');
  await choose(page, 'Access', 'Read and write', form);
  await form.getByRole('button', { name: 'Create Key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(dialog.getByText('Copy it now: it is shown this once and cannot be shown again.')).toBeVisible();
  const key = (await dialog.getByTestId('api-key-secret').textContent())!.trim();
  expect(key).toMatch(/^tl_live_/);
  await shot(page, 'api-key-created-1280');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('listitem', { name: 'Catalogue sync' })).toContainText('Read and write');

  // another system calls the API with the key: no cookie, no browser
  const auth = { Authorization: `Bearer ${key}` };
  const made = await request.post('/api/v1/releases', {
    headers: { ...auth, 'Idempotency-Key': 'e2e-1' },
    data: { title: 'Made by API', artistName: 'Tideline Owner', audioUrl: 'https://drive.google.com/file/d/abc123/view' },
  });
  expect(made.status()).toBe(201);
  const list = await request.get('/api/v1/releases', { headers: auth });
  expect(list.status()).toBe(200);
  expect(((await list.json()) as { items: { title: string }[] }).items.map((r) => r.title)).toContain('Made by API');

  // the reference, made from the same routes
  await page.getByRole('link', { name: 'API reference' }).click();
  await expect(page.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'POST /releases', exact: true })).toContainText('Idempotency-Key');
  await shot(page, 'api-reference-1280');
  const phone = await browser.newContext({ ...PHONE, storageState: await page.context().storageState() });
  const p = await phone.newPage();
  await p.goto('/dashboard/developers/api');
  await expect(p.getByRole('article', { name: 'GET /releases', exact: true })).toBeVisible();
  await shot(p, 'api-reference-360-mobile');
  await p.goto('/dashboard/developers');
  await expect(p.getByRole('listitem', { name: 'Catalogue sync' })).toBeVisible();
  await shot(p, 'developers-360-mobile');
  await phone.close();

  await page.goto('/dashboard/developers');
  await page.getByRole('button', { name: 'Revoke Catalogue sync' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke Key' }).click();
  await expectToast(page, 'API key revoked');
  await expect(page.getByRole('listitem', { name: 'Catalogue sync' })).toContainText('Revoked');
  const refused = await request.get('/api/v1/releases', { headers: auth });
  expect(refused.status()).toBe(401);
});

test('a Small Label owner is told the API comes with Enterprise Label', async ({ page }) => {
  const email = await signedInArtist(page, 'Small Owner');
  await onPlan(email, 'small_label');
  await page.goto('/dashboard/developers');
  await expect(page.getByText('API access is part of the Enterprise Label plan. Upgrade to create and use API keys.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Create an API key' })).toHaveCount(0);
});
