// Changing plans with the sandbox checkout: the same plan renews it, a dearer plan is charged the
// price difference for the days left (shown before paying, charged, on the receipt), a cheaper
// plan starts only when the term ends and blocks other changes until then; the current plan is
// marked on both pricing screens. USD (Berlin) and INR (Kolkata).
import { expect, test, type Page } from '@playwright/test';
import { signedInArtist } from './support/users.ts';
import { sql } from './support/db.ts';

/** Moves the term on, as if the plan was bought long ago: 101 days left (100.5, a started day counts). */
async function termEndsIn100Days(email: string, plan?: string): Promise<Date> {
  const [row] = await sql<{ expires: Date }>(
    `update profiles set subscription_expires_at = now() + interval '100 days 12 hours', subscription_status = 'active',
            plan_type = coalesce($2::text, plan_type), subscription_plan = coalesce($2::text, subscription_plan)
      where email = $1 returning subscription_expires_at as expires`,
    [email, plan ?? null],
  );
  return row!.expires;
}

const day = (d: Date, timeZone: string) => d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone });
const yearAfter = (d: Date) => {
  const n = new Date(d);
  n.setUTCFullYear(n.getUTCFullYear() + 1);
  return n;
};
const card = (page: Page, name: string) =>
  page.locator('main [data-slot="card"]').filter({ has: page.locator('h2', { hasText: new RegExp(`^${name}$`) }) });

async function payInCheckout(page: Page, amount: string, plan: string) {
  const checkout = page.getByRole('dialog');
  await expect(checkout.getByText(`${plan} Plan Subscription`)).toBeVisible();
  await expect(checkout.getByTestId('checkout-amount')).toHaveText(amount);
  await checkout.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page.getByText(`Welcome to ${plan} plan. Your subscription is now active.`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('in USD (Berlin)', () => {
  const tz = 'Europe/Berlin';
  test.use({ timezoneId: tz });

  test('renew, upgrade for the difference, downgrade at the end of the term', async ({ page }) => {
    const email = await signedInArtist(page, 'Plan Changer');
    await page.goto('/dashboard/pricing');
    await card(page, 'Small Label').getByRole('button', { name: 'Pay $15' }).click();
    await payInCheckout(page, '$15', 'Small Label');

    // the matrix as a Small Label subscriber with 101 days left sees it
    let expiry = await termEndsIn100Days(email);
    await page.goto('/dashboard/pricing');
    await expect(page.getByRole('heading', { name: 'Upgrade Your Plan' })).toBeVisible();
    await expect(page.getByText(`You are on Small Label until ${day(expiry, tz)}.`)).toBeVisible();
    const small = card(page, 'Small Label');
    const enterprise = card(page, 'Enterprise Label');
    const individual = card(page, 'Individual Artist');
    await expect(small.getByText('Current plan')).toBeVisible();
    await expect(enterprise.getByText('Upgrade', { exact: true })).toBeVisible();
    await expect(small.getByTestId('plan-note-small_label')).toHaveText(
      `Renews your plan for another year: active until ${day(yearAfter(expiry), tz)}.`,
    );
    await expect(enterprise.getByTestId('plan-note-enterprise_label')).toHaveText(
      `Upgrade now for the price difference: $4.15 for the 101 days left of your Small Label plan, which still ends on ${day(expiry, tz)}.`,
    );
    await expect(individual.getByTestId('plan-note-individual_artist')).toHaveText(
      `Starts when your Small Label plan ends on ${day(expiry, tz)} and runs until ${day(yearAfter(expiry), tz)}. Nothing changes before then.`,
    );
    await expect(individual.getByRole('button', { name: 'Pay $5' })).toBeVisible();

    // the same plan: a year more, full price
    await small.getByRole('button', { name: 'Pay $15' }).click();
    await payInCheckout(page, '$15', 'Small Label');
    await expect(page.getByText(`Expires on ${day(yearAfter(expiry), tz)}`)).toBeVisible();
    await expect(page.getByRole('complementary').getByText('SMALL LABEL')).toBeVisible();

    // a dearer plan: the price difference for the days left, the term unchanged
    expiry = await termEndsIn100Days(email);
    await page.goto('/dashboard/pricing');
    await expect(enterprise.getByTestId('plan-note-enterprise_label')).toContainText('$4.15 for the 101 days left');
    await enterprise.getByRole('button', { name: 'Pay $4.15' }).click();
    await payInCheckout(page, '$4.15', 'Enterprise Label');
    await expect(page.getByRole('complementary').getByText('ENTERPRISE LABEL')).toBeVisible();
    await expect(page.getByText(`Expires on ${day(expiry, tz)}`)).toBeVisible();
    await page.goto('/dashboard/billing');
    await expect(page.getByTestId('billing-plan')).toHaveText('Enterprise Label');
    await expect(page.getByTestId('billing-renewal')).toHaveText(day(expiry, tz));
    const upgradeRow = page.getByRole('row').filter({ hasText: '$4.15' });
    await expect(upgradeRow).toContainText('Upgrade from Small Label');
    const receipt = await page.request.get((await upgradeRow.getByRole('link', { name: /View receipt/ }).getAttribute('href'))!);
    const html = await receipt.text();
    expect(html).toContain('Upgrade from Small Label');
    expect(html).toContain('101 of 365 days left of the term');
    expect(html).toContain('$4.15');
    expect(
      (
        await sql<{ amount: number; kind: string }>(
          'select p.amount, p.kind from payments p join users u on u.id = p.user_id where u.email = $1 order by p.created_at',
          [email],
        )
      ).map((r) => [r.kind, r.amount]),
    ).toEqual([
      ['new', 1500],
      ['renewal', 1500],
      ['upgrade', 415],
    ]);

    // a cheaper plan: paid now, starts when the term ends; nothing changes before then
    await page.goto('/dashboard/pricing');
    await expect(individual.getByTestId('plan-note-individual_artist')).toContainText(
      `Starts when your Enterprise Label plan ends on ${day(expiry, tz)}`,
    );
    await individual.getByRole('button', { name: 'Pay $5' }).click();
    await payInCheckout(page, '$5', 'Individual Artist');
    await expect(page.getByRole('complementary').getByText('ENTERPRISE LABEL')).toBeVisible();
    await page.goto('/dashboard/billing');
    await expect(page.getByTestId('billing-plan')).toHaveText('Enterprise Label');
    await expect(page.getByTestId('billing-next-plan')).toHaveText(
      `Individual Artist from ${day(expiry, tz)} until ${day(yearAfter(expiry), tz)}`,
    );
    const [profile] = await sql<{ plan_type: string }>('select plan_type from profiles where email = $1', [email]);
    expect(profile!.plan_type).toBe('enterprise_label');

    // until it starts, no other change; the reason is said on every card
    await page.goto('/dashboard/pricing');
    await expect(page.getByText(`Individual Artist starts on ${day(expiry, tz)}.`)).toBeVisible();
    for (const name of ['Individual Artist', 'Small Label', 'Enterprise Label']) {
      await expect(card(page, name).getByText(/Your Individual Artist plan is already paid for and starts on/)).toBeVisible();
      await expect(card(page, name).getByRole('button', { name: 'Not available now' })).toBeDisabled();
    }

    // the public pricing page marks the plan too
    await page.goto('/pricing');
    const plan = (name: string) => page.locator('article').filter({ has: page.locator('h3', { hasText: new RegExp(`^${name}$`) }) });
    await expect(plan('Enterprise Label').getByText('Current plan')).toBeVisible();
    await expect(plan('Free').getByText('Current plan')).toHaveCount(0);
  });
});

test.describe('in INR (Kolkata)', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('an upgrade is charged the rupee difference for the days left, shown and charged', async ({ page }) => {
    const email = await signedInArtist(page, 'Rupee Upgrader');
    await termEndsIn100Days(email, 'small_label');
    await page.goto('/dashboard/pricing');
    const enterprise = card(page, 'Enterprise Label');
    await expect(enterprise.getByTestId('plan-note-enterprise_label')).toContainText(
      '₹344.51 for the 101 days left of your Small Label plan',
    );
    await expect(card(page, 'Small Label').getByRole('button', { name: 'Pay ₹1,245' })).toBeVisible();
    await enterprise.getByRole('button', { name: 'Pay ₹344.51' }).click();
    await payInCheckout(page, '₹344.51', 'Enterprise Label');
    await page.goto('/dashboard/billing');
    await expect(page.getByRole('row').filter({ hasText: '₹344.51' })).toContainText('Upgrade from Small Label');
    const [row] = await sql<{ amount: number; currency: string }>(
      'select p.amount, p.currency from payments p join users u on u.id = p.user_id where u.email = $1',
      [email],
    );
    expect(row).toEqual({ amount: 34451, currency: 'INR' });
  });

  test('a free user sees the current plan on /pricing and no notes before the first plan', async ({ page }) => {
    await signedInArtist(page);
    await page.goto('/pricing');
    const plan = (name: string) => page.locator('article').filter({ has: page.locator('h3', { hasText: new RegExp(`^${name}$`) }) });
    await expect(plan('Free').getByText('Current plan')).toBeVisible();
    await expect(plan('Small Label').getByRole('button', { name: 'Pay ₹1,245' })).toBeVisible();
    await expect(page.getByTestId(/plan-note-/)).toHaveCount(0);
  });
});
