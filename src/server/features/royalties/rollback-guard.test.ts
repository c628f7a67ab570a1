// A rollback or a replacement that would take away earnings already claimed (paid or not) is
// refused with the reason, and changes nothing; one that leaves the claims covered goes through;
// and a claim sent while a rollback runs waits for it, so the two never add up to more than the
// artist earned.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActionLabel } from '../../../domain/audit-actions.ts';
import type { ImportListItemDto } from '../../../domain/royalty-imports-dto.ts';
import { IMPORT_TEXTS } from '../../../domain/earnings.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import {
  available,
  claim as claimAs,
  confirm,
  daysAgo,
  importAction,
  importAndConfirm,
  preview,
  releaseWithCodes,
  reportCsv,
} from '../../test/royalties.ts';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { admin: true });
});
afterAll(() => ctx.close());

/** An artist on Free (80 %) with two confirmed statements: Spotify 50.00 gross (40.00 net) and Deezer 25.00 (20.00). */
async function artistWithEarnings(name: string, isrc: string) {
  const artist = await createUser(ctx, { name });
  await releaseWithCodes(ctx, artist, { title: `${name} single`, isrcs: [isrc] });
  const spotify = await importAndConfirm(ctx, admin, reportCsv([{ isrc, quantity: '1000', amount: '50' }], `SP-${isrc}`));
  const deezer = await importAndConfirm(
    ctx,
    admin,
    reportCsv([{ isrc, quantity: '500', amount: '25', source: 'Deezer', store: 'Deezer' }], `DZ-${isrc}`),
  );
  return { artist, spotify, deezer };
}

const rollBack = (item: Pick<ImportListItemDto, 'id' | 'version'>) => importAction(ctx, admin, item, 'rollback');
const claim = (who: TestUser, amount: string) => claimAs(ctx, who, amount);
const balance = (who: TestUser) => available(ctx, who);
/** Net earnings and claims not rejected, exactly. */
const money = async (who: TestUser) =>
  (
    await ctx.deps.db.execute<{ net: string; held: string }>(sql`
      select (select coalesce(sum(net), 0) from earnings_ledger where user_id = ${who.id})::numeric(20,2)::text net,
             (select coalesce(sum(amount), 0) from revenue_claims where user_id = ${who.id} and status <> 'rejected')::numeric(20,2)::text held`)
  ).rows[0]!;
const statusOf = async (id: string) =>
  (await ctx.deps.db.execute<{ status: string }>(sql`select status from sales_imports where id = ${id}`)).rows[0]!.status;

describe('rolling back or replacing an import after payouts', () => {
  it('refuses what would leave paid and pending claims above the earnings, changing nothing, and allows what keeps them covered', async () => {
    const { artist, spotify, deezer } = await artistWithEarnings('Ava Artist', 'USABC2600001');
    expect(await balance(artist)).toBe('60.00');
    const paid = await claim(artist, '35.00');
    expect(paid.status).toBe(201);
    await ctx.deps.db.execute(sql`update revenue_claims set status = 'completed', processed_date = now() where id = ${paid.body.id}`);

    // without the Spotify statement Ava would have 20.00 against 35.00 paid out
    const refused = await rollBack(spotify);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'CLAIMS_NOT_COVERED',
      message:
        'This import cannot be rolled back: Ava Artist has claimed $35.00 in payouts, more than the $20.00 of earnings that would be left. They would be $15.00 short.',
    });
    expect(refused.body.error!.message).toBe(
      IMPORT_TEXTS.claimsNotCovered(IMPORT_TEXTS.rollBackRefused, { name: 'Ava Artist', held: '35.00', net: '20.00', short: '15.00' }),
    );
    expect(await statusOf(spotify.id)).toBe('confirmed');
    expect(await money(artist)).toEqual({ net: '60.00', held: '35.00' });
    const analytics = await ctx.request('GET', '/api/earnings/analytics?period=30', { cookie: artist.cookie });
    expect(((await analytics.json()) as { stats: { totalStreams: number } }).stats.totalStreams).toBe(1500);

    // a corrected Spotify statement worth 10.00 gross (8.00 net) would leave 28.00: refused too
    const day = daysAgo(3);
    const corrected = await preview(
      ctx,
      admin,
      reportCsv([{ isrc: 'USABC2600001', quantity: '200', amount: '10', statement_period: day.slice(0, 7) }], 'SP-USABC2600001-v2'),
    );
    const replaced = await confirm(ctx, admin, corrected);
    expect(replaced.status).toBe(409);
    expect(replaced.body.error?.message).toBe(
      'This statement cannot replace the one imported before: Ava Artist has claimed $35.00 in payouts, more than the $28.00 of earnings that would be left. They would be $7.00 short.',
    );
    expect([await statusOf(spotify.id), await statusOf(corrected.id)]).toEqual(['confirmed', 'preview']);

    // without the Deezer one, 40.00 still covers the 35.00
    const ok = await rollBack(deezer);
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('rolled_back');
    expect(await money(artist)).toEqual({ net: '40.00', held: '35.00' });
    expect(await balance(artist)).toBe('5.00');

    // a rejected claim holds nothing back
    await ctx.deps.db.execute(sql`update revenue_claims set status = 'rejected' where id = ${paid.body.id}`);
    const replacedNow = await confirm(ctx, admin, corrected);
    expect(replacedNow.status).toBe(200);
    expect(await statusOf(spotify.id)).toBe('replaced');
    expect(await money(artist)).toEqual({ net: '8.00', held: '0.00' });

    // each step is in the audit log under a readable name
    const { rows: audit } = await ctx.deps.db.execute<{ action: string; entity_id: string }>(
      sql`select action, entity_id from audit_log where entity_type = 'sales_import' and entity_id in (${spotify.id}, ${deezer.id}) order by created_at, id`,
    );
    expect(audit.map((a) => [auditActionLabel(a.action), a.entity_id])).toEqual([
      ['Sales report imported', spotify.id],
      ['Sales report imported', deezer.id],
      ['Sales report rolled back', deezer.id],
      ['Sales report replaced by a correction', spotify.id],
    ]);
  });

  it('makes a claim sent while a rollback runs wait for it, so claims never exceed what is left', async () => {
    const { artist, deezer } = await artistWithEarnings('Cy Racer', 'USRAC2600001');
    expect(await balance(artist)).toBe('60.00');
    // the rollback holds Cy's balance lock for a while: its reversing entries are slow to write
    await ctx.deps.db.execute(
      sql.raw(`create function slow_ledger() returns trigger language plpgsql as $$ begin perform pg_sleep(0.4); return null; end $$;
      create trigger slow_ledger before insert on earnings_ledger for each statement execute function slow_ledger()`),
    );
    try {
      const rolling = rollBack(deezer);
      // once the rollback is writing its reversing entries (sleeping in them), claim 15.00 six times at once
      for (let i = 0; ; i++) {
        const { rows } = await ctx.deps.db.execute<{ n: number }>(
          sql`select count(*)::int n from pg_stat_activity where datname = current_database() and wait_event = 'PgSleep'`,
        );
        if (rows[0]!.n > 0) break;
        expect(i).toBeLessThan(500);
        await new Promise((r) => setTimeout(r, 5));
      }
      const claims = await Promise.all(Array.from({ length: 6 }, () => claim(artist, '15.00')));
      expect((await rolling).status).toBe(200);
      // the claims saw the balance after the rollback: 40.00 covers two of them
      expect(claims.filter((c) => c.status === 201)).toHaveLength(2);
      for (const c of claims.filter((c) => c.status !== 201)) expect(c.status).toBe(400);
    } finally {
      await ctx.deps.db.execute(sql.raw(`drop trigger slow_ledger on earnings_ledger; drop function slow_ledger()`));
    }
    expect(await money(artist)).toEqual({ net: '40.00', held: '30.00' });
    expect(await balance(artist)).toBe('10.00');
  });
});
