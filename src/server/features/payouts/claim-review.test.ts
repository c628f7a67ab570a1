// The safeguards of the admin's review through the API: Reject needs a reason (Other needs it
// written), Mark Paid needs the payment's reference in the method's shape; both are stored,
// audited, mailed and shown to the artist on their claims; a settled claim moves nowhere and keeps
// what was recorded; only admins review, and an artist sees only their own claims.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_TEXTS } from '../../../domain/claim-review.ts';
import type { AdminClaimDto, ClaimDto } from '../../../domain/claims-dto.ts';
import type { RevenuePageDto } from '../../../domain/earnings-dto.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { adminClaim, claim, importAndConfirm, releaseWithCodes, reportCsv, reviewClaim } from '../../test/royalties.ts';
import { CLAIM_SETTLED } from './update-claim.ts';
import { CLAIM_MAIL } from './claim-mail-job.ts';

let ctx: TestContext;
let artist: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ jobs: [CLAIM_MAIL.name] });
  artist = await createUser(ctx, { name: 'Rae Review', email: 'rae@example.com' });
  other = await createUser(ctx, { name: 'Otto Other' });
  admin = await createUser(ctx, { admin: true });
  await releaseWithCodes(ctx, artist, { title: 'Checked Twice', isrcs: ['USREV2600001'] });
  // Free plan, 80 %: 125.00 gross is 100.00 net
  await importAndConfirm(ctx, admin, reportCsv([{ isrc: 'USREV2600001', quantity: '9000', amount: '125' }]));
});
afterAll(() => ctx.close());

type Answer = { status: number; body: AdminClaimDto & { error?: { code: string; message: string; field?: string } } };

const newClaim = async (amount = '10.00') => {
  const res = await claim(ctx, artist, amount);
  expect(res.status).toBe(201);
  return adminClaim(ctx, admin, res.body.id);
};
const paypalClaim = async () => {
  const res = await ctx.request('POST', '/api/payouts/claims', {
    cookie: artist.cookie,
    body: { amount: '10.00', payment_method: 'paypal', payment_details: { paypal_email: 'rae@example.com' } },
  });
  expect(res.status).toBe(201);
  return adminClaim(ctx, admin, ((await res.json()) as ClaimDto).id);
};
const review = (c: AdminClaimDto, status: string, extra: Record<string, string>, notes = '') =>
  reviewClaim(ctx, admin, c, status, notes, extra) as Promise<Answer>;
const refusedWith = (res: Answer, field: string, message: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error).toMatchObject({ code: 'VALIDATION', field, message });
};
const mine = async (who = artist) =>
  ((await (await ctx.request('GET', '/api/payouts/claims', { cookie: who.cookie })).json()) as { items: ClaimDto[] }).items;
const auditOf = async (id: string) =>
  (
    await ctx.deps.db.execute<{ after: Record<string, unknown> }>(
      sql`select after from audit_log where action = 'claim.updated' and entity_id = ${id} order by created_at`,
    )
  ).rows.map((r) => r.after);

describe('rejecting a claim', () => {
  it('needs a reason from the list, and Other needs it written; nothing changes until then', async () => {
    const c = await newClaim();
    refusedWith(await review(c, 'rejected', {}), 'rejectionReason', REVIEW_TEXTS.reasonRequired);
    refusedWith(await review(c, 'rejected', { rejectionReason: 'too_small' }), 'rejectionReason', REVIEW_TEXTS.reasonUnknown);
    refusedWith(
      await review(c, 'rejected', { rejectionReason: 'other', rejectionNote: '   ' }),
      'rejectionNote',
      REVIEW_TEXTS.noteRequired,
    );
    refusedWith(
      await review(c, 'rejected', { rejectionReason: 'other', rejectionNote: 'x'.repeat(501) }),
      'rejectionNote',
      REVIEW_TEXTS.noteTooLong,
    );
    // a reason is no part of any other change
    refusedWith(await review(c, 'approved', { rejectionReason: 'duplicate' }), 'rejectionReason', REVIEW_TEXTS.reasonOnlyOnReject);
    expect(await adminClaim(ctx, admin, c.id)).toMatchObject({ status: 'pending', rejectionReason: null, version: c.version });
    expect(await auditOf(c.id)).toEqual([]);
  });

  it('stores the reason and its note, audits them, mails them and shows them to the artist', async () => {
    const c = await newClaim();
    const res = await review(c, 'rejected', {
      rejectionReason: 'name_mismatch',
      rejectionNote: '  The bank account is in another name.  ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'rejected',
      rejectionReason: 'name_mismatch',
      rejectionNote: 'The bank account is in another name.',
    });
    expect(await auditOf(c.id)).toEqual([
      { status: 'rejected', adminNotes: null, rejectionReason: 'name_mismatch', rejectionNote: 'The bank account is in another name.' },
    ]);
    const seen = (await mine()).find((m) => m.id === c.id);
    expect(seen).toMatchObject({
      status: 'rejected',
      rejectionReason: 'name_mismatch',
      rejectionNote: 'The bank account is in another name.',
    });
    const page = (await (await ctx.request('GET', '/api/earnings/revenue', { cookie: artist.cookie })).json()) as RevenuePageDto;
    expect(page.payouts.find((p) => p.id === c.id)).toMatchObject({ rejectionReason: 'name_mismatch' });
    const mail = await ctx.waitForMail((m) => m.to === 'rae@example.com' && m.subject === 'Payout request: Rejected');
    expect(mail.text).toContain('Reason: Name does not match the account holder: The bank account is in another name.');
    expect(mail.html).toContain('Name does not match the account holder');
    // another artist's list holds none of it
    expect(await mine(other)).toEqual([]);
  });

  it('takes Other with the reason written, and a chosen reason without a note', async () => {
    const a = await newClaim();
    const other = await review(a, 'rejected', { rejectionReason: 'other', rejectionNote: 'Payouts to this country are paused.' });
    expect(other.body).toMatchObject({ rejectionReason: 'other', rejectionNote: 'Payouts to this country are paused.' });
    const b = await newClaim();
    const plain = await review(b, 'rejected', { rejectionReason: 'duplicate' });
    expect(plain.body).toMatchObject({ status: 'rejected', rejectionReason: 'duplicate', rejectionNote: null });
  });
});

describe('marking a claim paid', () => {
  it('needs the reference, in a sensible shape and in the method’s own', async () => {
    const bank = await newClaim();
    refusedWith(await review(bank, 'completed', {}), 'paymentReference', 'Please enter the UTR / transfer reference of the payment.');
    refusedWith(
      await review(bank, 'completed', { paymentReference: '   ' }),
      'paymentReference',
      REVIEW_TEXTS.referenceRequired('bank_transfer'),
    );
    for (const bad of ['ab1', 'UTR 0042 0042', '<script>1234', '-UTR00420042', 'x'.repeat(81)])
      expect((await review(bank, 'completed', { paymentReference: bad })).status, bad).toBe(400);
    refusedWith(
      await review(bank, 'completed', { paymentReference: 'UTR 0042 0042' }),
      'paymentReference',
      REVIEW_TEXTS.referenceShape('bank_transfer'),
    );
    const paypal = await paypalClaim();
    refusedWith(
      await review(paypal, 'completed', { paymentReference: 'SBIN0042424242' }),
      'paymentReference',
      REVIEW_TEXTS.paypalReference,
    );
    // a reference is no part of any other change
    refusedWith(
      await review(bank, 'approved', { paymentReference: 'SBIN0042424242' }),
      'paymentReference',
      REVIEW_TEXTS.referenceOnlyOnPay,
    );
    expect((await adminClaim(ctx, admin, bank.id)).status).toBe('pending');
    expect((await adminClaim(ctx, admin, paypal.id)).status).toBe('pending');
  });

  it('stores the reference trimmed, audits it, mails it and shows it to the artist', async () => {
    const approved = (await review(await paypalClaim(), 'approved', {})).body;
    const res = await review(approved, 'completed', { paymentReference: ' 9XL12345AB6789012 ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'completed', paymentReference: '9XL12345AB6789012' });
    expect((await auditOf(approved.id)).at(-1)).toEqual({ status: 'completed', adminNotes: null, paymentReference: '9XL12345AB6789012' });
    expect((await mine()).find((m) => m.id === approved.id)).toMatchObject({ status: 'completed', paymentReference: '9XL12345AB6789012' });
    const mail = await ctx.waitForMail((m) => m.to === 'rae@example.com' && m.subject === 'Payout request: Paid');
    expect(mail.text).toContain('PayPal transaction ID: 9XL12345AB6789012');
    const bank = await newClaim();
    expect((await review(bank, 'completed', { paymentReference: 'SBIN/2026/000042' })).body.paymentReference).toBe('SBIN/2026/000042');
  });
});

describe('a settled claim', () => {
  it('moves nowhere, and a change of its notes keeps its reason or reference', async () => {
    const rejected = (await review(await newClaim(), 'rejected', { rejectionReason: 'details_wrong' })).body;
    const paid = (await review(await newClaim(), 'completed', { paymentReference: 'UTR000042000042' })).body;
    for (const [c, to, extra] of [
      [rejected, 'completed', { paymentReference: 'UTR000042000043' }],
      [rejected, 'approved', {}],
      [rejected, 'pending', {}],
      [paid, 'rejected', { rejectionReason: 'duplicate' }],
      [paid, 'approved', {}],
      [paid, 'pending', {}],
    ] as const) {
      const res = await review(c, to, extra);
      expect(res.status, `${c.status} -> ${to}`).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'CONFLICT', message: CLAIM_SETTLED });
    }
    const noted = await review(rejected, 'rejected', {}, 'Please send a new request with the corrected IBAN.');
    expect(noted.status).toBe(200);
    expect(noted.body).toMatchObject({
      status: 'rejected',
      rejectionReason: 'details_wrong',
      adminNotes: 'Please send a new request with the corrected IBAN.',
    });
    // what settled the claim is not rewritten by a later change
    refusedWith(await review(noted.body, 'rejected', { rejectionReason: 'duplicate' }), 'rejectionReason', REVIEW_TEXTS.reasonOnlyOnReject);
    refusedWith(await review(paid, 'completed', { paymentReference: 'UTR999' }), 'paymentReference', REVIEW_TEXTS.referenceOnlyOnPay);
    const paidNoted = await review(paid, 'completed', {}, 'Sent on Friday');
    expect(paidNoted.body).toMatchObject({ status: 'completed', paymentReference: 'UTR000042000042', adminNotes: 'Sent on Friday' });
  });
});

describe('who may review', () => {
  it('refuses artists, the claim’s own and others, and leaves the claim as it was', async () => {
    const c = await newClaim();
    for (const who of [artist, other]) {
      const res = await ctx.request('PATCH', `/api/admin/claims/${c.id}`, {
        cookie: who.cookie,
        body: { status: 'completed', paymentReference: 'UTR000042000044', version: c.version },
      });
      expect(res.status).toBe(403);
    }
    const visitor = await ctx.request('PATCH', `/api/admin/claims/${c.id}`, {
      body: { status: 'rejected', rejectionReason: 'duplicate', version: c.version },
    });
    expect(visitor.status).toBe(401);
    expect(await adminClaim(ctx, admin, c.id)).toMatchObject({ status: 'pending', paymentReference: null, rejectionReason: null });
    expect((await ctx.request('GET', `/api/payouts/claims/${c.id}`, { cookie: other.cookie })).status).toBe(404);
  });
});
