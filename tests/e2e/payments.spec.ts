// Buying a plan with the sandbox checkout: INR (Indian timezone) and USD (elsewhere, IP lookup
// off), dismissing, failing, server errors, and the plan showing up in the dashboard and billing.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { signedInArtist } from './support/users.ts';

const inAYear = (timeZone: string) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone });
};

const card = (page: Page, name: string) =>
  page.locator('main [data-slot="card"]').filter({ has: page.locator('h2', { hasText: new RegExp(`^${name}$`) }) });

function receiptMailTo(email: string): string | undefined {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  if (!fs.existsSync(dir)) return undefined;
  return fs
    .readdirSync(dir)
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .find((t) => t.includes(`To: ${email}`) && t.includes('receipt TL-'));
}

test.describe('in India (timezone Asia/Kolkata)', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('pays for Individual Artist in INR; the shell badge and billing show the new plan and renewal date', async ({ page }) => {
    const email = await signedInArtist(page, 'Kavya Rao');
    await expect(page.getByRole('complementary').getByText('FREE')).toBeVisible();
    await page.goto('/dashboard/pricing');
    await expect(page.getByRole('heading', { name: 'Upgrade Your Plan' })).toBeVisible();
    await expect(page.getByTestId('price-individual_artist')).toHaveText('₹415/year');
    await expect(page.getByTestId('price-small_label')).toHaveText('₹1,245/year');
    await expect(page.getByTestId('price-enterprise_label')).toHaveText('₹2,490/year');
    // The price on a card and its pay button read the same (one formatter, grouped).
    await expect(card(page, 'Enterprise Label').getByRole('button', { name: 'Pay ₹2,490' })).toBeVisible();
    await page.goto('/pricing');
    const enterprise = page.getByRole('article', { name: 'Enterprise Label' });
    await expect(enterprise.getByText('₹2,490 per year in India')).toBeVisible();
    await expect(enterprise.getByRole('button', { name: 'Pay ₹2,490' })).toBeVisible();
    await page.goto('/dashboard/pricing');

    const pay = card(page, 'Individual Artist').getByRole('button', { name: 'Pay ₹415' });
    await pay.click();
    const checkout = page.getByRole('dialog');
    await expect(checkout).toBeVisible();
    await expect(checkout.getByText('Individual Artist Plan Subscription')).toBeVisible();
    await expect(checkout.getByTestId('checkout-amount')).toHaveText('₹415');
    await expect(checkout.getByText(email)).toBeVisible();
    await expect(card(page, 'Individual Artist').getByRole('button', { name: 'Processing...', includeHidden: true })).toBeDisabled();

    await checkout.getByRole('button', { name: 'Pay ₹415' }).click();
    await expect(page.getByText('Payment Successful!')).toBeVisible();
    await expect(page.getByText('Welcome to Individual Artist plan. Your subscription is now active.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('complementary').getByText('INDIVIDUAL ARTIST')).toBeVisible();
    await expect(page.getByText(`Expires on ${inAYear('Asia/Kolkata')}`)).toBeVisible();

    await page.goto('/dashboard/billing');
    await expect(page.getByTestId('billing-plan')).toHaveText('Individual Artist');
    await expect(page.getByTestId('billing-renewal')).toHaveText(inAYear('Asia/Kolkata'));
    const row = page.getByRole('row').filter({ hasText: '₹415' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Individual Artist');

    const receiptLink = row.getByRole('link', { name: /View receipt TL-\d{6}/ });
    const receipt = await page.request.get((await receiptLink.getAttribute('href'))!);
    expect(receipt.status()).toBe(200);
    const html = await receipt.text();
    expect(html).toContain('₹415');
    expect(html).toContain(email);
    await expect.poll(() => receiptMailTo(email), { message: 'receipt mail, sent by its job', timeout: 15_000 }).toBeTruthy();
  });
});

test.describe('elsewhere (USD fallback)', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('dismissing and failing leave the plan unchanged and the button idle; then paying $15 works', async ({ page }) => {
    await signedInArtist(page);
    await page.goto('/dashboard/pricing');
    await expect(page.getByTestId('price-individual_artist')).toHaveText('$5/year');
    const small = card(page, 'Small Label');
    const pay = small.getByRole('button', { name: 'Pay $15' });

    // dismiss
    await pay.click();
    const checkout = page.getByRole('dialog');
    await expect(checkout.getByTestId('checkout-amount')).toHaveText('$15');
    await checkout.getByRole('button', { name: 'Close' }).click();
    await expect(checkout).toBeHidden();
    await expect(pay).toBeEnabled();

    // fail
    await pay.click();
    await checkout.getByRole('button', { name: 'Fail payment' }).click();
    await expect(page.getByText('Payment Failed')).toBeVisible();
    await expect(page.getByText('Your card was declined by the bank.')).toBeVisible();
    await expect(pay).toBeEnabled();
    await expect(page).toHaveURL(/\/dashboard\/pricing$/);

    // pay
    await pay.click();
    await checkout.getByRole('button', { name: 'Pay $15' }).click();
    await expect(page.getByText('Welcome to Small Label plan. Your subscription is now active.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('complementary').getByText('SMALL LABEL')).toBeVisible();
    await page.goto('/dashboard/billing');
    await expect(page.getByRole('row').filter({ hasText: '$15' })).toHaveCount(1);
    await expect(page.getByTestId('billing-renewal')).toHaveText(inAYear('Europe/Berlin'));
  });

  test('an order error and a refused verification show the spec texts and return the button to idle', async ({ page }) => {
    await signedInArtist(page);
    await page.goto('/dashboard/billing');
    await expect(page.getByRole('heading', { name: 'No payments yet' })).toBeVisible();
    await page.getByRole('link', { name: 'See plans' }).click();
    const pay = card(page, 'Enterprise Label').getByRole('button', { name: 'Pay $30' });

    await page.route('**/api/payments/orders', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'GATEWAY_UNAVAILABLE', message: 'The payment gateway is not responding. Please try again in a few minutes.' },
        }),
      }),
    );
    await pay.click();
    await expect(page.getByText('Payment Failed')).toBeVisible();
    await expect(page.getByText('The payment gateway is not responding. Please try again in a few minutes.')).toBeVisible();
    await expect(pay).toBeEnabled();
    await page.unroute('**/api/payments/orders');

    // a tampered checkout result: the server refuses it and nothing is activated
    await page.route('**/api/payments/verify', async (route) => {
      const body = route.request().postDataJSON() as Record<string, string>;
      await route.continue({ postData: JSON.stringify({ ...body, razorpay_signature: '0'.repeat(64) }) });
    });
    await pay.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pay $30' }).click();
    await expect(page.getByText('Payment Verification Failed')).toBeVisible();
    await expect(page.getByText('Please contact support if your payment was deducted.')).toBeVisible();
    await expect(pay).toBeEnabled();
    await expect(page.getByRole('complementary').getByText('FREE')).toBeVisible();
  });
});

test.describe('with Razorpay configured (gateway faked in the browser)', () => {
  test.use({ timezoneId: 'Europe/Berlin', bypassCSP: true });

  test('a gateway script that fails to load says so; the checkout opens with the spec options and dismissal returns to idle', async ({
    page,
  }) => {
    const email = await signedInArtist(page);
    await page.route('**/api/payments/orders', (route) =>
      route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({
          key_id: 'rzp_test_fake',
          amount: 500,
          currency: 'USD',
          order_id: 'order_fake1',
          plan_type: 'individual_artist',
          plan_name: 'Individual Artist',
          sandbox: false,
        }),
      }),
    );
    await page.route('https://checkout.razorpay.com/v1/checkout.js', (route) => route.abort());
    await page.goto('/dashboard/pricing');
    const pay = card(page, 'Individual Artist').getByRole('button', { name: 'Pay $5' });
    await pay.click();
    await expect(page.getByText('Payment Failed')).toBeVisible();
    await expect(page.getByText('Failed to load payment gateway')).toBeVisible();
    await expect(pay).toBeEnabled();

    await page.unroute('https://checkout.razorpay.com/v1/checkout.js');
    await page.route('https://checkout.razorpay.com/v1/checkout.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.Razorpay = class { constructor(o) { this.o = o; window.__rzp = { ...o, handler: typeof o.handler }; } on() {} open() { window.__dismiss = this.o.modal.ondismiss; } };`,
      }),
    );
    await pay.click();
    await expect(card(page, 'Individual Artist').getByRole('button', { name: 'Processing...' })).toBeDisabled();
    const options = await page.waitForFunction(() => (window as unknown as { __rzp?: unknown }).__rzp).then((h) => h.jsonValue());
    expect(options).toMatchObject({
      key: 'rzp_test_fake',
      amount: 500,
      currency: 'USD',
      order_id: 'order_fake1',
      description: 'Individual Artist Plan Subscription',
      prefill: { email },
      handler: 'function',
    });
    await page.evaluate(() => (window as unknown as { __dismiss: () => void }).__dismiss());
    await expect(pay).toBeEnabled();
  });
});

test.describe('public /pricing', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('visitors are asked to log in; a signed-in artist pays from the public page and lands on the dashboard', async ({ page }) => {
    await page.goto('/pricing');
    const enterprise = page.locator('article').filter({ has: page.locator('h3', { hasText: /^Enterprise Label$/ }) });
    const login = enterprise.getByRole('link', { name: 'Login to Subscribe' });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute('href', /^\/auth/);

    await signedInArtist(page);
    await page.goto('/pricing');
    await enterprise.getByRole('button', { name: 'Pay $30' }).click();
    const checkout = page.getByRole('dialog');
    await expect(checkout.getByText('Enterprise Label Plan Subscription')).toBeVisible();
    await checkout.getByRole('button', { name: 'Pay $30' }).click();
    await expect(page.getByText('Payment Successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('complementary').getByText('ENTERPRISE LABEL')).toBeVisible();
  });
});
