// Webhooks on the Developers page: an Enterprise label adds an endpoint pointing at a receiver the
// journey starts on this machine, sees its secret once, sends a test event, sees it delivered in
// the log (the receiver got it, signed) and replays it; on a phone too. A Small Label owner is
// told webhooks come with Enterprise Label.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
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

type Got = { delivery: string; signature: string; body: string };

test('an Enterprise label receives a test event and replays it', async ({ page, browser }) => {
  const got: Got[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      got.push({ delivery: String(req.headers['tunelane-delivery']), signature: String(req.headers['tunelane-signature']), body });
      res.writeHead(200).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  try {
    const email = await signedInArtist(page, 'Hook Owner');
    await onPlan(email, 'enterprise_label');
    await page.goto('/dashboard/developers');
    const card = page.getByRole('region', { name: 'Webhooks' }).or(page.locator('[aria-labelledby="webhooks-title"]')).first();
    await expect(card.getByText('No endpoints yet')).toBeVisible();
    await card.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('form', { name: 'Add endpoint' });
    await form.getByLabel('Endpoint URL').fill(url);
    await form.getByLabel('Description').fill('Our catalogue system');
    await form.getByRole('checkbox', { name: /release\.approved/ }).click();
    await form.getByRole('checkbox', { name: /claim\.paid/ }).click();
    await page.getByRole('button', { name: 'Add endpoint' }).last().click();
    const secret = (await page.getByTestId('webhook-secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Done' }).click();

    const item = card.getByRole('listitem', { name: 'Our catalogue system' });
    await expect(item.getByText(url)).toBeVisible();
    await item.getByRole('button', { name: 'Show deliveries' }).click();
    await expect(item.getByText('No deliveries yet.')).toBeVisible();
    await item.getByRole('button', { name: 'Send test event' }).click();
    await expectToast(page, 'Test event queued');
    const row = item.getByRole('listitem', { name: /^webhook\.test / });
    await expect(row.getByText('Delivered')).toBeVisible({ timeout: 30_000 });
    await expect(row.getByText('HTTP 200')).toBeVisible();
    expect(got).toHaveLength(1);
    const [t, v1] = got[0]!.signature.split(',').map((p) => p.split('=')[1]!);
    expect(createHmac('sha256', secret).update(`${t}.${got[0]!.body}`).digest('hex')).toBe(v1);
    await shot(page, 'webhooks-1280');

    await row.getByRole('button', { name: 'Replay' }).click();
    await expectToast(page, 'Delivery queued again');
    await expect(row.getByText('2 attempts')).toBeVisible({ timeout: 30_000 });
    await expect(row.getByText('Delivered')).toBeVisible();
    expect(got.map((g) => g.delivery)).toEqual([got[0]!.delivery, got[0]!.delivery]);

    const phone = await browser.newContext({ ...PHONE, storageState: await page.context().storageState() });
    const p = await phone.newPage();
    await p.goto('/dashboard/developers');
    await p.getByRole('button', { name: 'Show deliveries' }).click();
    await expect(p.getByText('2 attempts')).toBeVisible();
    await shot(p, 'webhooks-360-mobile');
    await phone.close();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('a Small Label owner is told webhooks come with Enterprise Label', async ({ page }) => {
  const email = await signedInArtist(page, 'Small Hooks');
  await onPlan(email, 'small_label');
  await page.goto('/dashboard/developers');
  await expect(page.getByText(/Webhooks are part of the Enterprise Label plan/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add endpoint' })).toHaveCount(0);
});
