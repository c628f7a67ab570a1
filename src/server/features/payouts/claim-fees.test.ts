// Each payout method's minimum and fee through the API: the admin sets them in
// Settings, the balance tells the claim form, the server refuses a claim under the method's minimum
// or one whose fee leaves nothing (400 with the message), keeps the fee and the net with a claim as
// they were when it was made, takes the whole amount from the balance, and shows amount, fee and
// net to the artist, in the admin's review and in the claims CSV; a claim made before fees has a
// fee of 0 and its amount as net.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDto } from '../../../domain/admin-list.ts';
import type { AdminClaimDetailDto, AdminClaimDto, BalanceDto, ClaimDto } from '../../../domain/claims-dto.ts';
import type { PayoutMethodsSetting } from '../../../domain/payout-fees.ts';
import type { SettingsDto } from '../../../domain/settings-dto.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { importAndConfirm, releaseWithCodes, reportCsv } from '../../test/royalties.ts';
import { sendClaimMail } from './send-claim-mail.ts';

let ctx: TestContext;
let artist: TestUser;
let admin: TestUser;

const PAYPAL = { paypal_email: 'fee.artist@example.com' };
const WALLET = { crypto_wallet: '0x52908400098527886E0F7030069857D2E4169EE7' };
const NONE = { minimum: null, feeFixed: '0', feePercent: '0' };

beforeAll(async () => {
  ctx = await createTestContext();
  artist = await createUser(ctx, { name: 'Fee Artist', email: 'fee.artist@example.com' });
  admin = await createUser(ctx, { admin: true });
  await releaseWithCodes(ctx, artist, { title: 'Costs', isrcs: ['USFEE2600001'] });
  // Free plan, 80 %: 250.00 gross is 200.00 net
  await importAndConfirm(ctx, admin, reportCsv([{ isrc: 'USFEE2600001', quantity: '1000', amount: '250' }]));
});
afterAll(() => ctx.close());

async function setMethods(payoutMethods: object | null) {
  const current = (await (await ctx.request('GET', '/api/admin/settings', { cookie: admin.cookie })).json()) as SettingsDto;
  return ctx.request('PUT', '/api/admin/settings', { cookie: admin.cookie, body: { values: { payoutMethods }, version: current.version } });
}
const claim = async (body: object) => {
  const res = await ctx.request('POST', '/api/payouts/claims', { cookie: artist.cookie, body });
  return { status: res.status, body: (await res.json()) as ClaimDto & { error: { message: string; field?: string } } };
};
const balance = async () => (await (await ctx.request('GET', '/api/payouts/balance', { cookie: artist.cookie })).json()) as BalanceDto;

describe('payout methods with a minimum and a fee', () => {
  it('change nothing until the admin sets them', async () => {
    expect((await balance()).methods).toEqual({
      bank_transfer: { minimum: '10.00', feeFixed: '0.00', feePercent: '0.00' },
      paypal: { minimum: '10.00', feeFixed: '0.00', feePercent: '0.00' },
      crypto: { minimum: '10.00', feeFixed: '0.00', feePercent: '0.00' },
    });
    // a claim from before fees: no fee, all of it arrives
    await ctx.deps.db.execute(
      sql`insert into revenue_claims (user_id, amount, payment_method, payment_summary) values (${artist.id}, '12.00', 'paypal', 'fe•••@example.com')`,
    );
    const [old] = ((await (await ctx.request('GET', '/api/payouts/claims', { cookie: artist.cookie })).json()) as { items: ClaimDto[] })
      .items;
    expect(old).toMatchObject({ amount: '12.00', fee: '0.00', net: '12.00' });
    expect((await balance()).available).toBe('188.00');
  });

  it('are set by the admin and told to the claim form', async () => {
    const res = await setMethods({
      bank_transfer: NONE,
      paypal: { minimum: '25', feeFixed: '0.30', feePercent: '2.9' },
      crypto: { minimum: '5.00', feeFixed: '6.00', feePercent: '0' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as SettingsDto).values.payoutMethods).toEqual({
      bank_transfer: { minimum: null, feeFixed: '0.00', feePercent: '0.00' },
      paypal: { minimum: '25.00', feeFixed: '0.30', feePercent: '2.90' },
      crypto: { minimum: '5.00', feeFixed: '6.00', feePercent: '0.00' },
    } satisfies PayoutMethodsSetting);
    expect(await balance()).toMatchObject({
      payoutMinimum: '5.00',
      methods: {
        bank_transfer: { minimum: '10.00', feeFixed: '0.00', feePercent: '0.00' },
        paypal: { minimum: '25.00', feeFixed: '0.30', feePercent: '2.90' },
        crypto: { minimum: '5.00', feeFixed: '6.00', feePercent: '0.00' },
      },
    });
  });

  it("refuse a claim under the method's minimum, or one the fee leaves nothing of, with 400 and the message", async () => {
    const below = await claim({ amount: '24.99', payment_method: 'paypal', payment_details: PAYPAL });
    expect(below.status).toBe(400);
    expect(below.body.error).toMatchObject({ code: 'VALIDATION', field: 'amount', message: 'Minimum payout amount is $25.00 for PayPal' });
    const eaten = await claim({ amount: '6.00', payment_method: 'crypto', payment_details: WALLET });
    expect(eaten.status).toBe(400);
    expect(eaten.body.error).toMatchObject({
      field: 'amount',
      message:
        'Amount too small for the fee: The Crypto (USDC on Ethereum) fee ($6.00) leaves nothing of $6.00 to receive. Please enter a larger amount.',
    });
    const lowest = await claim({ amount: '4.99', payment_details: {} });
    expect(lowest.body.error.message).toBe('Minimum payout amount is $5.00');
    expect((await balance()).available).toBe('188.00');
  });

  it('keep the fee and the net with the claim, and take the whole amount from the balance', async () => {
    const made = await claim({ amount: '100.00', payment_method: 'paypal', payment_details: PAYPAL });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ amount: '100.00', fee: '3.20', net: '96.80', paymentMethod: 'paypal', status: 'pending' });
    const crypto = await claim({ amount: '6.01', payment_method: 'crypto', payment_details: WALLET });
    expect(crypto.body).toMatchObject({ amount: '6.01', fee: '6.00', net: '0.01' });
    const { rows } = await ctx.deps.db.execute<{ fee: string; net: string }>(
      sql`select fee::text, net::text from revenue_claims where id = ${made.body.id}`,
    );
    expect(rows[0]).toEqual({ fee: '3.20', net: '96.80' });
    expect((await balance()).available).toBe('81.99'); // 188.00 - 100.00 - 6.01

    // Fees changed later leave the claims made as they were.
    expect((await setMethods(null)).status).toBe(200);
    const mine = ((await (await ctx.request('GET', '/api/payouts/claims', { cookie: artist.cookie })).json()) as { items: ClaimDto[] })
      .items;
    expect(mine.map((c) => [c.amount, c.fee, c.net])).toEqual([
      ['6.01', '6.00', '0.01'],
      ['100.00', '3.20', '96.80'],
      ['12.00', '0.00', '12.00'],
    ]);

    const detail = (await (
      await ctx.request('GET', `/api/admin/claims/${made.body.id}`, { cookie: admin.cookie })
    ).json()) as AdminClaimDetailDto;
    expect(detail).toMatchObject({ amount: '100.00', fee: '3.20', net: '96.80' });
    const table = (await (await ctx.request('GET', '/api/admin/claims', { cookie: admin.cookie })).json()) as PageDto<AdminClaimDto>;
    expect(table.items.find((c) => c.id === made.body.id)).toMatchObject({ fee: '3.20', net: '96.80' });

    const csv = (await (await ctx.request('GET', '/api/admin/claims/export', { cookie: admin.cookie })).text()).trim().split(/\r?\n/);
    const header = csv[0]!.split(',');
    expect(header.slice(3, 6)).toEqual(['Amount (USD)', 'Fee (USD)', 'Net (USD)']);
    const line = csv.find((l) => l.startsWith(made.body.id))!.split(',');
    expect(line.slice(3, 6)).toEqual(['100.00', '3.20', '96.80']);
    expect(
      csv
        .find((l) => l.includes(',12.00,'))!
        .split(',')
        .slice(3, 6),
    ).toEqual(['12.00', '0.00', '12.00']);
  });

  it('are never stored with a fee the claim does not cover', async () => {
    await expect(
      ctx.deps.db.execute(
        sql`insert into revenue_claims (user_id, amount, fee, payment_method) values (${artist.id}, '5.00', '5.00', 'paypal')`,
      ),
    ).rejects.toMatchObject({ cause: { constraint: 'revenue_claims_fee_check' } });
  });
});

describe('the mails of a claim with a fee', () => {
  it('say the fee and what arrives, from the request to the payment; a rejection says neither', async () => {
    await setMethods({ bank_transfer: NONE, paypal: { minimum: null, feeFixed: '0.50', feePercent: '1' }, crypto: NONE });
    const made = await claim({ amount: '20.00', payment_method: 'paypal', payment_details: PAYPAL });
    expect(made.body).toMatchObject({ fee: '0.70', net: '19.30' });
    const mailOf = async (status: 'pending' | 'completed' | 'rejected') => {
      ctx.mails.length = 0;
      await sendClaimMail(ctx.deps, { claimId: made.body.id, status });
      return ctx.mails[0]!;
    };
    const pending = await mailOf('pending');
    expect(pending.text).toContain('Your payout request of $20.00 is waiting for review.\nFee: $0.70\nYou receive: $19.30');
    expect(pending.html).toContain('<p><strong>You receive:</strong> $19.30</p>');
    await ctx.deps.db.execute(
      sql`update revenue_claims set status = 'completed', payment_reference = 'PAYID-42' where id = ${made.body.id}`,
    );
    expect((await mailOf('completed')).text).toContain('Fee: $0.70\nYou receive: $19.30\nPayPal transaction ID: PAYID-42');
    await ctx.deps.db.execute(
      sql`update revenue_claims set status = 'rejected', rejection_reason = 'other', rejection_note = 'Wrong account.' where id = ${made.body.id}`,
    );
    const rejected = await mailOf('rejected');
    expect(rejected.text).not.toContain('You receive');
    expect(rejected.text).toContain('Reason: ');
  });
});
