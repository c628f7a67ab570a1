// Claims never exceed earnings, through the API: confirming a report whose negative adjustments
// would leave an artist's claims (pending, approved, paid) above their net earnings is refused,
// naming the artist and the shortfall to the cent, exactly, and changes nothing; so is a rematch
// that books such lines; and the admin's Approve and Mark Paid are refused for an artist whose
// claims already are above their earnings (claims recorded before this guard, as the demo
// artist's 808.16 against 268.17), while a rejection, a note, or an import that brings the
// shortfall down still go through. (Rollback and replacement: royalties/rollback-guard.test.ts.)
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_TEXTS } from '../../../domain/claim-texts.ts';
import { IMPORT_TEXTS } from '../../../domain/earnings.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import {
  adminClaim,
  available,
  claim,
  claimsAboveEarnings,
  confirm,
  importAction,
  importAndConfirm,
  preview,
  releaseWithCodes,
  reportCsv,
  reviewClaim,
} from '../../test/royalties.ts';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { admin: true });
});
afterAll(() => ctx.close());

const balance = (who: TestUser) => available(ctx, who);
const importStatus = async (id: string) =>
  (await ctx.deps.db.execute<{ status: string }>(sql`select status from sales_imports where id = ${id}`)).rows[0]!.status;
const ledgerEntries = async (importId: string) =>
  (await ctx.deps.db.execute<{ n: number }>(sql`select count(*)::int n from earnings_ledger where import_id = ${importId}`)).rows[0]!.n;
/** One statement of its own store (so it replaces nothing), every line on the day 3 days ago. */
const statement = (store: string, lines: { isrc: string; quantity: string; amount: string; is_adjustment?: string }[]) =>
  reportCsv(
    lines.map((l) => ({ ...l, source: store, store })),
    `ST-${store}`,
  );

describe('confirming an import with negative adjustments', () => {
  it('is refused when it would leave claims above earnings, naming the artist and the exact shortfall, and changes nothing', async () => {
    const neg = await createUser(ctx, { name: 'Nell Negative' });
    const other = await createUser(ctx, { name: 'Otto Other' });
    await releaseWithCodes(ctx, neg, { title: 'Minus', isrcs: ['USNEG2600001'] });
    await releaseWithCodes(ctx, other, { title: 'Plus', isrcs: ['USOTH2600001'] });
    // Free plan, 80 %: Nell earns 60.00, Otto 40.00; they claim 45.00 and all of their 40.00
    await importAndConfirm(
      ctx,
      admin,
      statement('Conf Store A', [
        { isrc: 'USNEG2600001', quantity: '1000', amount: '75' },
        { isrc: 'USOTH2600001', quantity: '500', amount: '50' },
      ]),
    );
    expect((await claim(ctx, neg, '45.00')).status).toBe(201);
    expect((await claim(ctx, other, '40.00')).status).toBe(201);

    // +10 and an adjustment of -28.755 gross: Nell's net would fall by 15.004, to 44.996
    const adjusted = await preview(
      ctx,
      admin,
      statement('Conf Store B', [
        { isrc: 'USNEG2600001', quantity: '100', amount: '10' },
        { isrc: 'USNEG2600001', quantity: '-50', amount: '-28.755', is_adjustment: 'true' },
        { isrc: 'USOTH2600001', quantity: '10', amount: '5' },
      ]),
    );
    const refused = await confirm(ctx, admin, adjusted);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'CLAIMS_NOT_COVERED',
      message:
        'This import cannot be confirmed: Nell Negative has claimed $45.00 in payouts, more than the $44.99 of earnings that would be left. They would be $0.01 short.',
    });
    expect(refused.body.error!.message).toBe(
      IMPORT_TEXTS.claimsNotCovered(IMPORT_TEXTS.confirmRefused, { name: 'Nell Negative', held: '45.00', net: '44.99', short: '0.01' }),
    );
    expect(await importStatus(adjusted.id)).toBe('preview');
    expect(await ledgerEntries(adjusted.id)).toBe(0);
    expect([await balance(neg), await balance(other)]).toEqual(['15.00', '0.00']);

    // an adjustment leaving exactly the 45.00 claimed goes through
    const exact = await importAndConfirm(
      ctx,
      admin,
      statement('Conf Store C', [{ isrc: 'USNEG2600001', quantity: '-10', amount: '-18.75', is_adjustment: 'true' }]),
    );
    expect(exact.status).toBe('confirmed');
    expect(await balance(neg)).toBe('0.00');

    // a fraction of a cent off Otto's 40.00 is refused, naming Otto, not Nell
    const tiny = await preview(
      ctx,
      admin,
      statement('Conf Store D', [
        { isrc: 'USNEG2600001', quantity: '1', amount: '1' },
        { isrc: 'USOTH2600001', quantity: '-1', amount: '-0.01', is_adjustment: 'true' },
      ]),
    );
    const refusedOtto = await confirm(ctx, admin, tiny);
    expect(refusedOtto.status).toBe(409);
    expect(refusedOtto.body.error!.message).toBe(
      'This import cannot be confirmed: Otto Other has claimed $40.00 in payouts, more than the $39.99 of earnings that would be left. They would be $0.01 short.',
    );
    expect(await importStatus(tiny.id)).toBe('preview');
    expect(await claimsAboveEarnings(ctx, [neg, other])).toEqual([]);
  });
});

describe('matching an import again', () => {
  it('is refused when the negative lines it would book leave claims above earnings, and goes through once they are covered', async () => {
    const artist = await createUser(ctx, { name: 'Remy Match' });
    const release = await releaseWithCodes(ctx, artist, { title: 'Later', isrcs: ['USREM2600001'] });
    // 80.00 net matched; an adjustment of -60.00 gross (-48.00 net) for a track not known yet
    const done = await importAndConfirm(
      ctx,
      admin,
      statement('Rematch Store', [
        { isrc: 'USREM2600001', quantity: '1000', amount: '100' },
        { isrc: 'USREM2600002', quantity: '-600', amount: '-60', is_adjustment: 'true' },
      ]),
    );
    expect(done.rows).toMatchObject({ matched: 1, unmatched: 1 });
    const held = await claim(ctx, artist, '50.00');
    expect(held.status).toBe(201);
    await ctx.deps.db.execute(
      sql`insert into release_tracks (release_id, position, title, isrc) values (${release}, 2, 'Found', 'USREM2600002')`,
    );

    const refused = await importAction(ctx, admin, done, 'rematch');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'CLAIMS_NOT_COVERED',
      message:
        'These rows cannot be matched again: Remy Match has claimed $50.00 in payouts, more than the $32.00 of earnings that would be left. They would be $18.00 short.',
    });
    const { rows } = await ctx.deps.db.execute<{ state: string }>(
      sql`select state from sales_import_rows where import_id = ${done.id} order by line`,
    );
    expect(rows.map((r) => r.state)).toEqual(['matched', 'unmatched']);
    expect(await balance(artist)).toBe('30.00');

    // with the claim rejected, 32.00 is left to the artist
    expect((await reviewClaim(ctx, admin, await adminClaim(ctx, admin, held.body.id), 'rejected')).status).toBe(200);
    const ok = await importAction(ctx, admin, done, 'rematch');
    expect(ok.status).toBe(200);
    expect(await balance(artist)).toBe('32.00');
    expect(await claimsAboveEarnings(ctx, [artist])).toEqual([]);
  });
});

describe('the admin approving or paying a claim', () => {
  it('is refused while the artist’s claims are above their earnings, naming the artist and the shortfall', async () => {
    const demo = await createUser(ctx, { name: 'Dee Demo' });
    await releaseWithCodes(ctx, demo, { title: 'Demo single', isrcs: ['USDEM2600001'] });
    // 335.2125 gross is 268.17 net
    await importAndConfirm(ctx, admin, statement('Demo Store A', [{ isrc: 'USDEM2600001', quantity: '9000', amount: '335.2125' }]));
    const first = await claim(ctx, demo, '100.00');
    expect(first.status).toBe(201);
    const approved = await reviewClaim(ctx, admin, await adminClaim(ctx, admin, first.body.id), 'approved');
    expect(approved.status).toBe(200);
    // claims recorded before this guard: 391.58 pending and 316.58 paid, 808.16 in all
    const copy = async (amount: string, status: string) =>
      (
        await ctx.deps.db.execute<{ id: string }>(sql`
          insert into revenue_claims (user_id, amount, payment_method, payment_details_sealed, payment_summary, status)
          select user_id, ${amount}, payment_method, payment_details_sealed, payment_summary, ${status} from revenue_claims where id = ${first.body.id}
          returning id`)
      ).rows[0]!.id;
    const pending = await copy('391.58', 'pending');
    await copy('316.58', 'completed');

    const approve = await reviewClaim(ctx, admin, await adminClaim(ctx, admin, pending), 'approved');
    expect(approve.status).toBe(409);
    expect(approve.body.error).toEqual({
      code: 'CLAIMS_NOT_COVERED',
      message:
        'This claim cannot be approved: Dee Demo has claimed $808.16 in payouts, more than the $268.17 they have earned. They are $539.99 short.',
    });
    expect(approve.body.error!.message).toBe(
      CLAIM_TEXTS.claimsNotCovered(CLAIM_TEXTS.approveRefused, { name: 'Dee Demo', held: '808.16', net: '268.17', short: '539.99' }),
    );
    const payPending = await reviewClaim(ctx, admin, await adminClaim(ctx, admin, pending), 'completed');
    expect(payPending.status).toBe(409);
    expect(payPending.body.error!.message).toBe(
      'This claim cannot be marked paid: Dee Demo has claimed $808.16 in payouts, more than the $268.17 they have earned. They are $539.99 short.',
    );
    const payApproved = await reviewClaim(ctx, admin, approved.body, 'completed');
    expect(payApproved.status).toBe(409);
    expect(payApproved.body.error!.code).toBe('CLAIMS_NOT_COVERED');
    expect([(await adminClaim(ctx, admin, pending)).status, (await adminClaim(ctx, admin, first.body.id)).status]).toEqual([
      'pending',
      'approved',
    ]);
    const { rows: audit } = await ctx.deps.db.execute<{ n: number }>(
      sql`select count(*)::int n from audit_log where action = 'claim.updated' and entity_id in (${pending}, ${first.body.id})`,
    );
    expect(audit[0]!.n).toBe(1);

    // a note and a rejection still go through: they move no money out
    const noted = await reviewClaim(ctx, admin, approved.body, 'approved', 'Waiting for the corrected statement');
    expect(noted.status).toBe(200);
    expect((await reviewClaim(ctx, admin, await adminClaim(ctx, admin, pending), 'rejected')).status).toBe(200);
    const stillShort = await reviewClaim(ctx, admin, noted.body, 'completed');
    expect(stillShort.status).toBe(409);
    expect(stillShort.body.error!.message).toBe(
      'This claim cannot be marked paid: Dee Demo has claimed $416.58 in payouts, more than the $268.17 they have earned. They are $148.41 short.',
    );

    // an import bringing the shortfall down goes through (80.00 net: 68.41 short); rolling it back does not
    const more = await importAndConfirm(ctx, admin, statement('Demo Store B', [{ isrc: 'USDEM2600001', quantity: '2000', amount: '100' }]));
    const back = await importAction(ctx, admin, more, 'rollback');
    expect(back.status).toBe(409);
    expect(back.body.error!.message).toBe(
      'This import cannot be rolled back: Dee Demo has claimed $416.58 in payouts, more than the $268.17 of earnings that would be left. They would be $148.41 short.',
    );
    // another 80.00 covers the claims: the approved one can be paid
    await importAndConfirm(ctx, admin, statement('Demo Store C', [{ isrc: 'USDEM2600001', quantity: '2000', amount: '100' }]));
    const paid = await reviewClaim(ctx, admin, await adminClaim(ctx, admin, first.body.id), 'completed');
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('completed');
    expect(await balance(demo)).toBe('11.59');
    expect(await claimsAboveEarnings(ctx, [demo])).toEqual([]);
  });
});
