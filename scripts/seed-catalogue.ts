// `npm run seed:catalogue -- [--artists N] [--releases-per-artist N] [--analytics N]`: fills the
// instance that DATA_DIR (and DATABASE_URL) name with a distributor's catalogue, for load tests:
// by default 100,000 artist accounts (each with its artist profile), 1,000,000 releases with a
// track each (most distributed, with a UPC and an ISRC), 10,000,000 analytics rows over the last
// year and an earning per artist in the ledger, booked by one import. Everything is made inside
// PostgreSQL (generate_series), each step one statement (the large ones two, one per half of the
// artists, on two connections at once: their rows and rollups never share a key), timed, through
// the app's own triggers. Refused on an instance that has accounts other than admins, so a real one
// is never filled with made-up artists.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDatabase } from '../src/server/db/pool.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { createLogger } from '../src/server/logger.ts';
import { fail, instance, openDatabase, withClient } from './backup-common.ts';

const { values } = parseArgs({
  options: {
    artists: { type: 'string', default: '100000' },
    'releases-per-artist': { type: 'string', default: '10' },
    analytics: { type: 'string', default: '10000000' },
  },
});
const count = (name: string, v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) fail(`--${name} must be a whole number above 0`);
  return n;
};
const artists = count('artists', values.artists);
const perArtist = count('releases-per-artist', values['releases-per-artist']);
const analytics = count('analytics', values.analytics);

const DOMAIN = 'catalogue.invalid'; // RFC 2606: never a real address
const STORES = ['Spotify', 'Apple Music', 'YouTube Music', 'Amazon Music', 'Deezer', 'TIDAL'];
const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'IN', 'BR', 'MX', 'JP', 'NG', 'AU', 'CA', 'ES', 'IT', 'NL', 'SE', 'PL', 'ZA', 'KR', 'ID', 'PH'];
const GENRES = ['Pop', 'Hip-Hop/Rap', 'Electronic', 'Rock', 'R&B/Soul', 'Latin', 'Alternative', 'Country', 'Jazz', 'Classical'];
const sqlList = (xs: string[]) => `array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;
/** Lines a release has on one of its artist's report days: one per (store, country). */
const LINES_A_DAY = 7;

type Step = (what: string, sql: string, params?: unknown[]) => Promise<void>;
/** A step run as two statements at once, `$half` (0 or 1) choosing the artists (seed_artists.n % 2). */
type Halves = (what: string, sql: string, params?: unknown[]) => Promise<void>;

const inst = instance();
fs.mkdirSync(inst.dataDir, { recursive: true, mode: 0o755 });
fs.chmodSync(inst.dataDir, 0o755); // as boot.ts: the database user must reach DATA_DIR/pg
const db = await openDatabase(inst);
const started = performance.now();
try {
  const database = createDatabase(db.url, 2, createLogger('warn'));
  await runMigrations(database);
  await database.pool.end();
  await withClient(db.url, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) n from users u join user_roles r on r.user_id = u.id where r.role <> 'admin'`,
    );
    if (Number(rows[0]!.n) > 0) fail('This instance has accounts already: seed an empty one (a fresh DATA_DIR or database).');
    const other = new pg.Client({ connectionString: db.url });
    await other.connect();
    try {
      for (const c of [client, other]) {
        await c.query('set synchronous_commit = off');
        await c.query(`set maintenance_work_mem = '256MB'`);
      }
      const timed = async (what: string, run: () => Promise<number>) => {
        const t0 = performance.now();
        const n = await run();
        console.log(`${what}: ${n.toLocaleString('en-US')} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      };
      const step: Step = (what, sql, params = []) => timed(what, async () => (await client.query(sql, params)).rowCount ?? 0);
      const halves: Halves = (what, sql, params = []) =>
        timed(what, async () => {
          const done = await Promise.all([client, other].map((c, half) => c.query(sql, [...params, half])));
          return done.reduce((n, r) => n + (r.rowCount ?? 0), 0);
        });
      await seed(client, step, halves);
    } finally {
      await client.query('drop table if exists seed_artists, seed_plan, seed_released, seed_totals');
      await other.end();
    }
  });
} finally {
  await db.close();
}
console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

/**
 * Runs `fill` with the tables' foreign keys dropped, then adds them back, which checks every row
 * in one pass each (as pg_restore does): checked a row at a time they cost the analytics' insert
 * more than the rows themselves. Added back when `fill` fails too; an instance whose seed was killed
 * midway is not one to use (the seed refuses it, having accounts).
 */
async function withoutForeignKeys(client: pg.Client, tables: string[], fill: () => Promise<void>) {
  const { rows } = await client.query<{ tbl: string; name: string; def: string }>(
    `select conrelid::regclass::text tbl, conname name, pg_get_constraintdef(oid) def
       from pg_constraint where contype = 'f' and conrelid = any($1::regclass[])`,
    [tables],
  );
  for (const k of rows) await client.query(`alter table ${k.tbl} drop constraint ${k.name}`);
  try {
    await fill();
  } finally {
    const t0 = performance.now();
    for (const k of rows) await client.query(`alter table ${k.tbl} add constraint ${k.name} ${k.def}`);
    console.log(`foreign keys of ${tables.join(', ')} checked in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
}

async function seed(client: pg.Client, step: Step, halves: Halves) {
  // Accounts (the users trigger makes each profile and role), named by their number.
  await step(
    'artist accounts',
    `insert into users (name, email, email_verified, created_at)
     select 'Catalogue Artist ' || g, 'artist-' || g || '@${DOMAIN}', true, now() - make_interval(days => 400 + g % 1000)
       from generate_series(1, $1) g`,
    [artists],
  );
  await step(
    'artist profiles',
    `insert into artist_profiles (user_id, name, country, new_artist_at)
     select u.id, u.name, (${sqlList(COUNTRIES)})[1 + abs(hashtext(u.email)::bigint) % ${COUNTRIES.length}], now()
       from users u where u.email like '%@${DOMAIN}'`,
  );
  // The plan, in unlogged tables both connections read (dropped at the end): every release and
  // track with its id, so that a release is written once, its totals already summed from the
  // analytics it will have (an update of a million releases afterwards cost as much as writing them).
  await step(
    'plan: artists',
    `create unlogged table seed_artists as
     select u.id user_id, p.id profile_id, u.name, row_number() over (order by u.email) n
       from users u join artist_profiles p on p.user_id = u.id where u.email like $1`,
    [`%@${DOMAIN}`],
  );
  // Seven in ten releases distributed (with a UPC and an ISRC), the rest approved, pending, draft or rejected.
  await step(
    'plan: releases and tracks',
    `create unlogged table seed_plan as
     select gen_random_uuid() release_id, gen_random_uuid() track_id, a.user_id, a.profile_id, a.name, a.n, r,
            case when r % 10 < 7 then 'distributed' when r % 10 = 7 then 'approved' when r % 10 = 8 then 'pending'
                 when (a.n + r) % 2 = 0 then 'draft' else 'rejected' end status,
            (a.n - 1) * $1 + r number
       from seed_artists a cross join generate_series(1, $1) r`,
    [perArtist],
  );
  await step(
    'plan: distributed releases',
    `create unlogged table seed_released as
     select row_number() over (order by number) - 1 i, release_id, user_id, track_id, n from seed_plan where status = 'distributed'`,
  );
  const released = Number((await client.query<{ n: string }>('select count(*) n from seed_released')).rows[0]!.n);
  await client.query('create unique index on seed_released (i)');
  await client.query('analyze seed_artists, seed_plan, seed_released');
  // Analytics: line g belongs to distributed release g % released, spread over six stores and twenty
  // countries. A store's daily report dates all of a day's lines alike, so an artist's releases have
  // their lines on the artist's report days (a month apart, from a day of the year of their own),
  // seven (store, country) lines a release a day.
  const analyticsRows = (where: string) => `
     select s.release_id, s.user_id, s.track_id,
            (${sqlList(STORES)})[1 + k % ${STORES.length}] platform, (${sqlList(COUNTRIES)})[1 + (k * 3 + s.n) % ${COUNTRIES.length}] country,
            q streams_count, round(q * 0.0035, 6) revenue, round(q * 0.0035 * 0.8, 6) net_revenue,
            current_date - 1 - ((s.n * 37 + (k / ${LINES_A_DAY}) * 30) % 365)::int date,
            (array['Premium','Free','Family'])[1 + g % 3] tier
       from generate_series(0, $1 - 1) g
       cross join lateral (select 1 + (g * 2654435761) % 500 q, g / $2 k) line
       join seed_released s on s.i = g % $2
      where ${where}`;
  await step(
    "plan: each release's analytics totals",
    `create unlogged table seed_totals as
     select release_id, sum(streams_count) streams, sum(revenue) revenue from (${analyticsRows('true')}) a group by release_id`,
    [analytics, released],
  );
  await withoutForeignKeys(client, ['music_releases', 'release_tracks', 'release_analytics'], async () => {
    await halves(
      'releases (with their analytics totals)',
      `insert into music_releases (id, user_id, artist_profile_id, title, artist_name, genre, release_type, release_date, status, upc,
                                 streams_count, revenue_earned, created_at)
     select p.release_id, p.user_id, p.profile_id, 'Release ' || p.r || ' of ' || p.n, p.name,
            (${sqlList(GENRES)})[1 + (p.n + p.r) % ${GENRES.length}],
            (array['single','single','ep','album'])[1 + p.r % 4],
            current_date - ((p.n * 7 + p.r * 31) % 720)::int, p.status,
            case when p.status = 'distributed' then '8' || lpad(p.number::text, 11, '0') end,
            coalesce(t.streams, 0), coalesce(t.revenue, 0),
            now() - make_interval(days => ((p.n * 7 + p.r * 31) % 720)::int, secs => p.r)
       from seed_plan p left join seed_totals t on t.release_id = p.release_id
      where p.n % 2 = $1`,
    );
    await halves(
      'tracks',
      `insert into release_tracks (id, release_id, position, title, isrc)
     select p.track_id, p.release_id, 1, 'Release ' || p.r || ' of ' || p.n,
            case when p.status = 'distributed' then 'QZCAT' || lpad(p.number::text, 7, '0') end
       from seed_plan p where p.n % 2 = $1`,
    );
    await halves(
      "analytics rows, rolled up by the app's trigger",
      `insert into release_analytics (release_id, user_id, track_id, platform, country, streams_count, revenue, net_revenue, date, tier,
                                    commercial_model, use_type)
     select release_id, user_id, track_id, platform, country, streams_count, revenue, net_revenue, date, tier, 'SubscriptionModel', 'OnDemandStream'
       from (${analyticsRows('s.n % 2 = $3')}) a`,
      [analytics, released],
    );
  });
  // The ledger: one earning per artist (their first distributed release), booked by one import.
  await client.query(
    `insert into sales_imports (format, file_name, file_hash, source, status, statement_id, store, period, kind)
     values ('tunelane_csv', 'catalogue-seed.csv', 'catalogue-seed', 'Catalogue seed', 'confirmed', 'CATALOGUE-SEED', 'Spotify', to_char(current_date - 40, 'YYYY-MM'), 'statement')`,
  );
  await halves(
    'ledger earnings (one per artist, for a month)',
    `insert into earnings_ledger (user_id, release_id, import_id, kind, period_start, period_end, store, quantity, gross, plan_type, share_percent, net)
     select distinct on (s.user_id) s.user_id, s.release_id, (select id from sales_imports where file_hash = 'catalogue-seed'),
            'earning', date_trunc('month', current_date - 40)::date, (date_trunc('month', current_date - 40) + interval '1 month - 1 day')::date,
            'Spotify', 10000, 35, 'free', 80, 28
       from seed_released s where s.n % 2 = $1 order by s.user_id, s.i`,
  );
  await step('statistics', 'analyze');
}
