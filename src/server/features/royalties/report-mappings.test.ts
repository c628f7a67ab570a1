// Store reports read through mappings, through the API: fixtures shaped like each shipped format
// (Apple's financial report, a Spotify-style distributor CSV, the DistroKid-style TSV, our CSV),
// made here from made-up lines, detected from their headers and booked with exact totals; a
// mapping an admin writes (semicolons, decimal commas, rows skipped at both ends), audited and
// versioned; bad mappings refused with their reason; the preview of a sample's first rows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreviewDto } from '../../../domain/royalty-imports-dto.ts';
import { convertAmount } from '../../../domain/exchange-rates.ts';
import { formatUnits, units } from '../../../domain/earnings-decimal.ts';
import type { MappingPreviewDto, ReportMappingDto } from '../../../domain/report-mappings-dto.ts';
import type { ReportMappingInput } from '../../../domain/report-mapping-schema.ts';
import { ORIGIN, createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { confirm, daysAgo, releaseWithCodes, reportCsv } from '../../test/royalties.ts';

let ctx: TestContext;
let admin: TestUser;
let artist: TestUser;

const ISRCS = ['USMAP2600001', 'USMAP2600002', 'USMAP2600003'];
const UPC = '0123456700017';
// last month: its usage is over before today
const MONTH = daysAgo(40).slice(0, 7);
const [Y, M] = MONTH.split('-') as [string, string];
const LAST_DAY = String(new Date(Date.UTC(Number(Y), Number(M), 0)).getUTCDate());

beforeAll(async () => {
  ctx = await createTestContext();
  artist = await createUser(ctx, {});
  admin = await createUser(ctx, { admin: true });
  await releaseWithCodes(ctx, artist, { title: 'Mapped Songs', upc: UPC, isrcs: ISRCS });
});
afterAll(() => ctx.close());

type Reply<T> = { status: number; body: T & { error?: { code: string; message: string; field?: string } } };

async function send(body: string, name: string, query = ''): Promise<Reply<ImportPreviewDto>> {
  const res = await ctx.app.request(`/api/admin/royalties/imports?name=${encodeURIComponent(name)}${query}`, {
    method: 'POST',
    headers: { Origin: ORIGIN, Cookie: admin.cookie, 'Content-Type': 'text/plain' },
    body,
  });
  return { status: res.status, body: (await res.json()) as Reply<ImportPreviewDto>['body'] };
}

async function api<T>(method: string, path: string, body?: unknown): Promise<Reply<T>> {
  const res = await ctx.request(method, `/api${path}`, { cookie: admin.cookie, body });
  return { status: res.status, body: (await res.json()) as Reply<T>['body'] };
}

async function booked(importId: string): Promise<{ gross: string; streams: number }> {
  const { rows } = await ctx.deps.db.execute<{ g: string; s: string }>(
    sql`select (select coalesce(sum(gross), 0)::text from earnings_ledger where import_id = ${importId}) g,
               (select coalesce(sum(streams_count), 0)::text from release_analytics where import_id = ${importId}) s`,
  );
  return { gross: formatUnits(units(rows[0]!.g)), streams: Number(rows[0]!.s) };
}

/** The exact sum of decimal texts. */
const sum = (amounts: string[]) => formatUnits(amounts.reduce((s, a) => s + units(a), 0n));

/** n made-up lines: a code, a quantity and an amount with up to 12 places, some negative (returns). */
function lines(n: number, seed: number) {
  return Array.from({ length: n }, (_, i) => {
    const q = ((i * 37 + seed) % 900) + 1;
    const negative = i % 17 === 16;
    const cents = BigInt(q) * 3_917_000_001n + BigInt(seed);
    const amount = `${negative ? '-' : ''}${cents / 10n ** 12n}.${String(cents % 10n ** 12n).padStart(12, '0')}`;
    return { isrc: ISRCS[i % 3]!, quantity: negative ? -q : q, amount, country: ['US', 'DE', 'GB', 'JP'][i % 4]! };
  });
}

const APPLE_HEADER =
  'Start Date\tEnd Date\tUPC\tISRC/ISBN\tVendor Identifier\tQuantity\tPartner Share\tExtended Partner Share\tPartner Share Currency\tSales or Return\tApple Identifier\tArtist/Show/Developer/Author\tTitle\tLabel/Studio/Network/Developer/Publisher\tGrid\tProduct Type Identifier\tISAN/Other Identifier\tCountry Of Sale\tPre-order Flag\tPromo Code\tCustomer Price\tCustomer Currency';

/** Apple's financial report: tab-separated, MM/DD/YYYY, the line's amount in Extended Partner Share, three total lines at the end. */
function appleReport(rows: ReturnType<typeof lines>, currency = 'USD'): string {
  const out = [APPLE_HEADER];
  for (const [i, r] of rows.entries())
    out.push(
      [
        `${M}/01/${Y}`,
        `${M}/${LAST_DAY}/${Y}`,
        '',
        r.isrc,
        `VEND${i}`,
        String(r.quantity),
        '0.69',
        r.amount,
        currency,
        r.quantity < 0 ? 'R' : 'S',
        String(1_400_000_000 + i),
        'Ava',
        `Song ${i}`,
        'Ava Records',
        '',
        'S',
        '',
        r.country,
        '',
        '',
        '0.99',
        currency,
      ].join('\t'),
    );
  out.push(
    '',
    `Total_Rows\t${rows.length}`,
    `Total_Amount\t${sum(rows.map((r) => r.amount))}`,
    `Total_Units\t${rows.reduce((s, r) => s + r.quantity, 0)}`,
  );
  return out.join('\n') + '\n';
}

describe('the shipped formats, detected from their headers and booked exactly', () => {
  it("reads Apple's financial report: tab-separated, its dates, its totals at the end skipped; in EUR at an entered rate", async () => {
    const rows = lines(120, 1);
    const up = await send(appleReport(rows, 'EUR'), 'apple.txt', '&currency=EUR&rate=1.0842');
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const p = up.body;
    expect(p.format).toBe('mapped');
    expect(p.mapping).toEqual({ id: 'apple-financial', name: 'Apple financial report' });
    expect(p.source).toBe('Apple');
    expect(p.rows).toMatchObject({ total: 120, matched: 120, refused: 0 });
    expect(p.period).toBe(MONTH);
    expect(p.totals).toEqual([
      {
        store: 'Apple Music',
        currency: 'EUR',
        rows: 120,
        quantity: rows.reduce((s, r) => s + r.quantity, 0),
        amount: sum(rows.map((r) => r.amount)),
        usd: expect.any(String),
      },
    ]);
    const exactUsd = formatUnits(rows.reduce((s, r) => s + units(convertAmount(r.amount, 'EUR', '1.0842')), 0n));
    expect(units(p.totals[0]!.usd!)).toBe(units(exactUsd));
    const c = await confirm(ctx, admin, p);
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect(await booked(p.id)).toEqual({ gross: exactUsd, streams: rows.reduce((s, r) => s + r.quantity, 0) });
    const { rows: days } = await ctx.deps.db.execute<{ date: string; date_end: string }>(
      sql`select date::text, date_end::text from release_analytics where import_id = ${p.id} limit 1`,
    );
    expect(days[0]).toEqual({ date: `${MONTH}-01`, date_end: `${MONTH}-${LAST_DAY.padStart(2, '0')}` });
  });

  it('reads a Spotify-style distributor CSV: quoted numbers with thousands separators, the product type as the use type', async () => {
    const rows = lines(60, 2);
    const csv = [
      'Reporting Period,Country,ISRC,UPC,Track Name,Artist Name,Product Type,Streams,Net Revenue,Currency',
      ...rows.map((r, i) => {
        // 1234 streams written "1,234" (quoted), as spreadsheets export them
        const q = Math.abs(r.quantity) + 1000;
        r.quantity = r.quantity < 0 ? -q : q;
        return `${MONTH},${r.country},${r.isrc},,"Song, ${i}",Ava,${i % 2 ? 'Stream' : 'Download'},"${r.quantity < 0 ? '-' : ''}${Math.floor(q / 1000)},${String(q % 1000).padStart(3, '0')}",${r.amount},USD`;
      }),
    ].join('\r\n');
    const up = await send(csv, 'spotify.csv');
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body.mapping).toEqual({ id: 'spotify-csv', name: 'Spotify-style distributor CSV' });
    expect(up.body.rows).toMatchObject({ total: 60, matched: 60, refused: 0 });
    expect(up.body.totals).toEqual([
      expect.objectContaining({
        store: 'Spotify',
        currency: 'USD',
        quantity: rows.reduce((s, r) => s + r.quantity, 0),
        amount: sum(rows.map((r) => r.amount)),
      }),
    ]);
    const c = await confirm(ctx, admin, up.body);
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect((await booked(up.body.id)).gross).toBe(sum(rows.map((r) => r.amount)));
    const { rows: uses } = await ctx.deps.db.execute<{ use_type: string; n: string }>(
      sql`select use_type, count(*)::text n from sales_import_rows where import_id = ${up.body.id} group by 1 order by 1`,
    );
    expect(uses).toEqual([
      { use_type: 'download', n: '30' },
      { use_type: 'stream', n: '30' },
    ]);
  });

  it('reads the DistroKid-style TSV and our CSV by their own readers, named as their shipped mappings', async () => {
    const rows = lines(30, 3);
    const tsv = [
      'Reporting Date\tSale Month\tStore\tArtist\tTitle\tISRC\tUPC\tQuantity\tTeam Percentage\tSong/Album\tCountry of Sale\tSongwriter Royalties Withheld\tEarnings (USD)',
      ...rows.map(
        (r, i) => `${daysAgo(5)}\t${MONTH}\tDeezer\tAva\tSong ${i}\t${r.isrc}\t\t${r.quantity}\t100\tSong\t${r.country}\t0\t${r.amount}`,
      ),
    ].join('\n');
    const dk = await send(tsv, 'distrokid.tsv');
    expect(dk.status, JSON.stringify(dk.body)).toBe(201);
    expect(dk.body).toMatchObject({ format: 'distrokid_tsv', mapping: null, rows: { matched: 30 } });
    expect(dk.body.totals[0]).toMatchObject({ store: 'Deezer', amount: sum(rows.map((r) => r.amount)) });
    expect((await confirm(ctx, admin, dk.body)).status).toBe(200);
    expect((await booked(dk.body.id)).gross).toBe(sum(rows.map((r) => r.amount)));

    const ours = lines(20, 4);
    const csv = reportCsv(
      ours.map((r, i) => ({
        source: 'Tidal',
        statement_id: `TIDAL-${MONTH}`,
        line_id: String(i + 1),
        statement_period: MONTH,
        usage_start: `${MONTH}-01`,
        usage_end: `${MONTH}-${LAST_DAY.padStart(2, '0')}`,
        store: 'Tidal',
        use_type: 'stream',
        country: r.country,
        isrc: r.isrc,
        quantity: String(r.quantity),
        amount: r.amount,
        currency: 'USD',
      })),
    );
    const t = await send(csv, 'ours.csv');
    expect(t.status, JSON.stringify(t.body)).toBe(201);
    expect(t.body).toMatchObject({ format: 'tunelane_csv', mapping: null });
    expect((await confirm(ctx, admin, t.body)).status).toBe(200);
    expect((await booked(t.body.id)).gross).toBe(sum(ours.map((r) => r.amount)));
  });
});

const LABEL: ReportMappingInput = {
  name: 'Label GmbH',
  source: 'Label GmbH',
  delimiter: ';',
  skipTop: 2,
  skipBottom: 1,
  dateFormat: 'DD.MM.YYYY',
  decimal: ',',
  columns: { upc: 'EAN', isrc: 'Code', quantity: 'Menge', amount: 'Betrag', periodStart: 'Von', periodEnd: 'Bis', country: 'Land' },
  store: 'Label Shop',
  currency: 'USD',
  useType: 'download',
};

describe("an admin's mapping", () => {
  let made: ReportMappingDto;

  it('is created, audited, and listed after the shipped ones', async () => {
    const res = await api<ReportMappingDto>('POST', '/admin/report-mappings', LABEL);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    made = res.body;
    expect(made).toMatchObject({
      name: 'Label GmbH',
      builtIn: false,
      skipTop: 2,
      skipBottom: 1,
      currency: 'USD',
      version: expect.any(String),
    });
    const list = await api<ReportMappingDto[]>('GET', '/admin/report-mappings');
    expect(list.body.map((m) => m.id)).toEqual(['apple-financial', 'spotify-csv', 'distrokid-tsv', 'tunelane-csv', made.id]);
    const { rows } = await ctx.deps.db.execute<{ action: string; actor_id: string }>(
      sql`select action, actor_id from audit_log where entity_type = 'report_mapping' and entity_id = ${made.id}`,
    );
    expect(rows).toEqual([{ action: 'report_mapping.created', actor_id: admin.id }]);
  });

  it('reads its report: rows skipped at the top and bottom, decimal commas, its dates; detected from the header', async () => {
    const rows = lines(40, 5);
    const de = (a: string) => {
      const [w, f] = a.split('.');
      const neg = w!.startsWith('-');
      const digits = neg ? w!.slice(1) : w!;
      return `${neg ? '-' : ''}${digits.replace(/\B(?=(\d{3})+$)/g, '.')},${f}`;
    };
    const text = [
      'Abrechnung Label GmbH;;;;;;',
      `Konto;4711;;;;;`,
      'Von;Bis;Code;EAN;Menge;Betrag;Land',
      ...rows.map(
        (r) =>
          `01.${M}.${Y};${LAST_DAY}.${M}.${Y};${r.isrc};;${r.quantity};${de(String(BigInt(r.quantity) * 1000n) + '.' + r.amount.split('.')[1])};${r.country}`,
      ),
      `Summe;;;;;;`,
    ].join('\n');
    const amounts = rows.map((r) => `${r.quantity < 0 ? '-' : ''}${Math.abs(r.quantity) * 1000}.${r.amount.split('.')[1]}`);
    const up = await send(text, 'label.csv');
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body.mapping).toEqual({ id: made.id, name: 'Label GmbH' });
    expect(up.body.rows).toMatchObject({ total: 40, matched: 40, refused: 0 });
    expect(up.body.totals).toEqual([expect.objectContaining({ store: 'Label Shop', currency: 'USD', amount: sum(amounts) })]);
    const c = await confirm(ctx, admin, up.body);
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect((await booked(up.body.id)).gross).toBe(sum(amounts));
  });

  it('is changed at the version loaded; a stale version, a shipped mapping and a taken name are refused', async () => {
    const changed = await api<ReportMappingDto>('PUT', `/admin/report-mappings/${made.id}`, {
      version: made.version,
      mapping: { ...LABEL, skipBottom: 0 },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.skipBottom).toBe(0);
    const stale = await api('PUT', `/admin/report-mappings/${made.id}`, { version: made.version, mapping: LABEL });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.message).toMatch(/changed by someone else/);
    const builtIn = await api('PUT', '/admin/report-mappings/apple-financial', { version: made.version, mapping: LABEL });
    expect(builtIn).toMatchObject({
      status: 409,
      body: { error: { message: 'A shipped mapping cannot be changed: make a copy and edit that.' } },
    });
    const taken = await api('POST', '/admin/report-mappings', { ...LABEL, name: 'apple FINANCIAL report' });
    expect(taken).toMatchObject({ status: 409, body: { error: { message: 'A mapping named apple FINANCIAL report already exists.' } } });
    const twice = await api('POST', '/admin/report-mappings', { ...LABEL, name: 'label gmbh' });
    expect(twice.status).toBe(409);
    const { rows } = await ctx.deps.db.execute<{ action: string; before: { skipBottom: number }; after: { skipBottom: number } }>(
      sql`select action, before, after from audit_log where entity_id = ${made.id} and action = 'report_mapping.changed'`,
    );
    expect(rows).toEqual([
      {
        action: 'report_mapping.changed',
        before: expect.objectContaining({ skipBottom: 1 }),
        after: expect.objectContaining({ skipBottom: 0 }),
      },
    ]);
  });

  it('is refused with a clear message when it cannot read a line', async () => {
    const bad = async (mapping: object) => (await api('POST', '/admin/report-mappings', { ...LABEL, name: 'Bad', ...mapping })).body.error;
    expect(await bad({ columns: { quantity: 'Menge', amount: 'Betrag', periodStart: 'Von' } })).toMatchObject({
      code: 'VALIDATION',
      message: 'Name the column of the ISRC or the UPC: lines are matched by them.',
    });
    expect(await bad({ currency: null })).toMatchObject({
      message: 'Name the currency column, or give the currency of every line.',
      field: 'currency',
    });
    expect(await bad({ store: '' })).toMatchObject({ message: 'Name the store column, or give the store of every line.' });
    expect(await bad({ dateFormat: 'D/M/YY' })).toMatchObject({ message: expect.stringMatching(/^Date format must be one of YYYY-MM-DD/) });
    expect(await bad({ skipBottom: -1 })).toMatchObject({ message: 'Rows to skip must be a whole number from 0 to 50' });
    expect(await bad({ columns: { isrc: 'Code', quantity: 'Menge', amount: 'Betrag', periodStart: 'Von', price: 'Preis' } })).toMatchObject(
      {
        code: 'VALIDATION',
      },
    );
    const missing = await api('GET', '/admin/report-mappings/00000000-0000-4000-8000-000000000000');
    expect(missing).toMatchObject({ status: 404, body: { error: { message: 'Report mapping not found' } } });
  });
});

describe('choosing and detecting', () => {
  it('reads with the mapping chosen; one the header does not fit is refused with the columns it lacks', async () => {
    const apple = appleReport(lines(3, 6));
    const wrong = await send(apple, 'apple.txt', '&mapping=spotify-csv');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toBe(
      'The header has no Reporting Period, Country, ISRC, UPC, Streams, Net Revenue, Currency, Product Type, Track Name, Artist Name column, which the mapping Spotify-style distributor CSV reads.',
    );
    expect(await send(apple, 'apple.txt', '&mapping=no-such')).toMatchObject({
      status: 400,
      body: { error: { message: 'Report mapping not found' } },
    });
    expect((await send(apple, 'apple.txt', '&mapping=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const chosen = await send(apple, 'apple.txt', '&mapping=apple-financial');
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(201);
    expect(chosen.body.rows.total).toBe(3);
  });

  it('never drops a line for a total: a report with fewer total lines than the mapping skips keeps its last lines', async () => {
    const rows = lines(4, 8);
    const oneTotal = appleReport(rows).replace(/\nTotal_Amount\t.*\nTotal_Units\t.*\n$/, '\n');
    expect(oneTotal.trimEnd().split('\n').at(-1)).toMatch(/^Total_Rows/);
    const up = await send(oneTotal, 'apple-one-total.txt');
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body.rows).toMatchObject({ total: 4, matched: 4, refused: 0 });
    expect(up.body.totals[0]!.amount).toBe(sum(rows.map((r) => r.amount)));
  });

  it('refuses a header no mapping fits when a mapped report is asked for, and reads other files as before', async () => {
    const odd = 'Foo\tBar\nUSMAP2600001\t1\n';
    const res = await send(odd, 'odd.txt', '&format=mapped');
    expect(res).toMatchObject({ status: 400, body: { error: { message: expect.stringMatching(/^No mapping matches this header/) } } });
    // without a format the old reading applies: a tab-separated file with an ISRC column is refused on its columns
    const dk = await send('ISRC\tQuantity\nUSMAP2600001\t1\n', 'dk.tsv');
    expect(dk).toMatchObject({ status: 400, body: { error: { message: expect.stringMatching(/^Wrong columns: missing/) } } });
  });

  it('previews the first rows of a sample as they will be read: detected, chosen, or with an unsaved mapping', async () => {
    const apple = appleReport(lines(60, 7));
    // the sample is cut inside a line: that line is left out
    const cut = apple.slice(0, apple.indexOf('\n', 4000) + 10);
    const detected = await api<MappingPreviewDto>('POST', '/admin/report-mappings/preview', { sample: cut });
    expect(detected.status, JSON.stringify(detected.body)).toBe(200);
    expect(detected.body.detected).toEqual({ id: 'apple-financial', name: 'Apple financial report' });
    expect(detected.body.header.slice(0, 4)).toEqual(['Start Date', 'End Date', 'UPC', 'ISRC/ISBN']);
    expect(detected.body.rows.length).toBe(20);
    expect(detected.body.rows[0]).toMatchObject({ ok: true, line: 2, isrc: ISRCS[0], store: 'Apple Music', usageStart: `${MONTH}-01` });

    // the whole file: its totals are skipped at the bottom
    const whole = await api<MappingPreviewDto>('POST', '/admin/report-mappings/preview', {
      sample: appleReport(lines(2, 7)),
      complete: true,
      mappingId: 'apple-financial',
    });
    expect(whole.body).toMatchObject({ detected: null, mapping: { id: 'apple-financial' } });
    expect(whole.body.rows.map((r) => r.ok)).toEqual([true, true]);

    // an unsaved mapping, as the editor sends it: a line it cannot read shows its reason
    const unsaved = await api<MappingPreviewDto>('POST', '/admin/report-mappings/preview', {
      sample: 'Von;Code;Menge;Betrag\n01.10.2026;USMAP2600001;3;1,5\n2026-10-01;USMAP2600001;3;1,5\n',
      complete: true,
      mapping: { ...LABEL, skipTop: 0, skipBottom: 0, columns: { isrc: 'Code', quantity: 'Menge', amount: 'Betrag', periodStart: 'Von' } },
    });
    expect(unsaved.status, JSON.stringify(unsaved.body)).toBe(200);
    expect(unsaved.body.mapping).toEqual({ id: null, name: 'Label GmbH' });
    expect(unsaved.body.rows).toEqual([
      expect.objectContaining({ ok: true, line: 2, amount: '1.5', quantity: 3, usageStart: '2026-10-01', usageEnd: '2026-10-31' }),
      { ok: false, line: 3, reason: 'Von must be a date written DD.MM.YYYY.' },
    ]);

    const none = await api('POST', '/admin/report-mappings/preview', { sample: 'no line end' });
    expect(none.status).toBe(400);
  });
});
