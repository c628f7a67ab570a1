// Reports in other currencies: every line keeps its amount and currency; it is booked in USD at the
// rate recorded with its import (entered at upload or later, or given by the report), exactly, and
// an import without a rate waits in preview. A DSR in EUR, a CSV in GBP and INR, the rate on the
// artist's statement, and a property: for any lines and rate, what is booked is the exact sum of
// the lines converted one by one.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonthlyStatementDto } from '../../../domain/earnings-dto.ts';
import type { ImportPreviewDto } from '../../../domain/royalty-imports-dto.ts';
import { IMPORT_TEXTS } from '../../../domain/earnings.ts';
import { convertAmount, RATE_TEXTS } from '../../../domain/exchange-rates.ts';
import { formatUnits, units } from '../../../domain/earnings-decimal.ts';
import { ORIGIN, createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { confirm, daysAgo, dsrReport, importNow, releaseWithCodes, reportCsv } from '../../test/royalties.ts';

let ctx: TestContext;
let admin: TestUser;
let artist: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  artist = await createUser(ctx, {});
  admin = await createUser(ctx, { admin: true });
  await releaseWithCodes(ctx, artist, { title: 'Night Drive', isrcs: ['USABC2600001', 'USABC2600002'] });
});
afterAll(() => ctx.close());

async function send(body: string, name: string, query = '') {
  const res = await ctx.app.request(`/api/admin/royalties/imports?name=${encodeURIComponent(name)}${query}`, {
    method: 'POST',
    headers: { Origin: ORIGIN, Cookie: admin.cookie, 'Content-Type': 'text/plain' },
    body,
  });
  return { status: res.status, body: (await res.json()) as ImportPreviewDto & { error?: { message: string } } };
}

async function gross(importId: string): Promise<string> {
  const { rows } = await ctx.deps.db.execute<{ g: string }>(
    sql`select coalesce(sum(gross), 0)::text g from earnings_ledger where import_id = ${importId}`,
  );
  return formatUnits(units(rows[0]!.g));
}

const EUR_DSR = (messageId: string) =>
  dsrReport({
    messageId,
    currency: 'EUR',
    summaries: [
      { id: 'S1', usages: '10', revenue: '12.345678901234' },
      { id: 'S2', tier: 'Free', model: 'AdvertisementSupportedModel', usages: '3', revenue: '0.10' },
    ],
    lines: [
      { summary: 'S1', isrc: 'USABC2600001', usages: '7' },
      { summary: 'S1', isrc: 'USABC2600002', usages: '3' },
      { summary: 'S2', isrc: 'USABC2600001', usages: '3' },
    ],
  })[0]!;

const LINES = ['8.641975230863', '3.703703670371', '0.100000000000'];

describe('a report in euros', () => {
  it('imports with the rate entered at upload, shown in the preview, booked exactly in USD, named on the statement', async () => {
    const up = await send(EUR_DSR('EUR-1'), 'eur.tsv', '&currency=eur&rate=1.0842');
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const p = up.body;
    expect(p.rates).toEqual([{ currency: 'EUR', rate: '1.0842', source: 'entered' }]);
    expect(p.ratesNeeded).toEqual([]);
    // the lines keep their euros; the totals give both
    expect(p.totals).toEqual([
      { store: 'StreamCo', currency: 'EUR', rows: 3, quantity: 13, amount: '12.445678901234', usd: expect.any(String) },
    ]);
    // each line's exact part of its summary (7 and 3 of 10 usages), then converted one by one
    const exact = LINES.reduce((s, a) => s + units(convertAmount(a, 'EUR', '1.0842')), 0n);
    expect(units(p.totals[0]!.usd!)).toBe(exact);
    const c = await confirm(ctx, admin, p);
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect(await gross(p.id)).toBe(formatUnits(exact));
    const month = daysAgo(10).slice(0, 7);
    const res = await ctx.request('GET', `/api/earnings/statements/${month}`, { cookie: artist.cookie });
    const statement = (await res.json()) as MonthlyStatementDto;
    expect(statement.exchangeRates).toEqual([{ currency: 'EUR', rate: '1.0842', source: 'entered', fileName: 'eur.tsv' }]);
  });

  it('holds an import without a rate in preview, asking for it, and books it once the rate is given', async () => {
    const up = await send(EUR_DSR('EUR-2'), 'eur-2.tsv');
    expect(up.status).toBe(201);
    expect(up.body.ratesNeeded).toEqual(['EUR']);
    expect(up.body.totals[0]!.usd).toBeNull();
    const refused = await confirm(ctx, admin, up.body);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe(IMPORT_TEXTS.ratesNeeded(['EUR']));
    const bad = await ctx.request('POST', `/api/admin/royalties/imports/${up.body.id}/rate`, {
      cookie: admin.cookie,
      body: { version: up.body.version, currency: 'EUR', rate: '0' },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(RATE_TEXTS.rate);
    const other = await ctx.request('POST', `/api/admin/royalties/imports/${up.body.id}/rate`, {
      cookie: admin.cookie,
      body: { version: up.body.version, currency: 'GBP', rate: '1.27' },
    });
    expect(((await other.json()) as { error: { message: string } }).error.message).toBe(RATE_TEXTS.notInReport('GBP', ['EUR']));
    const set = await ctx.request('POST', `/api/admin/royalties/imports/${up.body.id}/rate`, {
      cookie: admin.cookie,
      body: { version: up.body.version, currency: 'EUR', rate: '0.5' },
    });
    expect(set.status).toBe(200);
    const p = (await set.json()) as ImportPreviewDto;
    expect(p.rates).toEqual([{ currency: 'EUR', rate: '0.5', source: 'entered' }]);
    expect(p.ratesNeeded).toEqual([]);
    expect((await confirm(ctx, admin, p)).status).toBe(200);
    // half of each line, rounded half away from zero: 4.320987615432 + 1.851851835186 + 0.05
    expect(await gross(p.id)).toBe('6.222839450618');
    expect(LINES.reduce((s, a) => s + units(convertAmount(a, 'EUR', '0.5')), 0n)).toBe(units('6.222839450618'));
  });
});

describe('a CSV in pounds and rupees', () => {
  it('reads each currency’s rate from the report, refuses a line giving another, and refuses a rate for a currency it lacks', async () => {
    const csv = reportCsv(
      [
        { isrc: 'USABC2600001', quantity: '10', amount: '2.00', currency: 'GBP', exchange_rate: '1.27' },
        { isrc: 'USABC2600001', quantity: '10', amount: '830', currency: 'INR', exchange_rate: '0.012' },
        { isrc: 'USABC2600002', quantity: '5', amount: '1.00', currency: 'GBP', exchange_rate: '1.3' },
        { isrc: 'USABC2600002', quantity: '5', amount: '1.00', currency: 'USD' },
      ],
      'GBP-1',
    );
    const wrong = await send(csv, 'gbp.csv', '&currency=EUR&rate=1.1');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toBe(RATE_TEXTS.notInReport('EUR', ['GBP', 'INR', 'USD']));
    const up = await send(csv, 'gbp.csv');
    expect(up.status).toBe(201);
    expect(up.body.rates).toEqual([
      { currency: 'GBP', rate: '1.27', source: 'report' },
      { currency: 'INR', rate: '0.012', source: 'report' },
    ]);
    expect(up.body.rows).toMatchObject({ matched: 3, refused: 1 });
    expect(up.body.problems[0]!.reason).toBe(RATE_TEXTS.reportRateDiffers('GBP', '1.27', 2));
    expect((await confirm(ctx, admin, up.body)).status).toBe(200);
    // 2.00 × 1.27 + 830 × 0.012 + 1.00
    expect(await gross(up.body.id)).toBe('13.500000000000');
  });
});

describe('conversion', () => {
  it('books, for any lines and rate, exactly the sum of the lines converted one by one', async () => {
    let n = 0;
    const amount = fc
      .tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 12 }))
      .map(([u, places]) => formatUnits((u / 10n ** BigInt(12 - places)) * 10n ** BigInt(12 - places), places));
    // up to 10,000 per unit, with 0 to 12 places
    const rate = fc
      .tuple(fc.bigInt({ min: 1n, max: 10n ** 16n }), fc.integer({ min: 0, max: 12 }))
      .map(([u, places]) => formatUnits((u / 10n ** BigInt(12 - places)) * 10n ** BigInt(12 - places), places))
      .filter((r) => units(r) > 0n);
    await fc.assert(
      fc.asyncProperty(fc.array(amount, { minLength: 1, maxLength: 6 }), rate, async (amounts, r) => {
        n++;
        const csv = reportCsv(
          amounts.map((a, i) => ({ isrc: i % 2 ? 'USABC2600002' : 'USABC2600001', quantity: '1', amount: a, currency: 'CHF' })),
          `PROP-${n}`,
        );
        const up = await send(csv, `prop-${n}.csv`, `&currency=CHF&rate=${r}`);
        expect(up.status, JSON.stringify(up.body)).toBe(201);
        expect((await confirm(ctx, admin, await importNow(ctx, admin, up.body.id))).status).toBe(200);
        const exact = amounts.reduce((s, a) => s + units(convertAmount(a, 'CHF', r)), 0n);
        expect(await gross(up.body.id)).toBe(formatUnits(exact));
      }),
      { numRuns: 12 },
    );
  });
});
