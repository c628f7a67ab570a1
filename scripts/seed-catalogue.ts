// `npm run seed:catalogue -- [--artists N] [--releases-per-artist N] [--analytics N]`: fills the
// instance that DATA_DIR (and DATABASE_URL) name with a distributor's catalogue, for load tests:
// by default 100,000 artist accounts (each with its artist profile), 1,000,000 releases with a
// track each (most distributed, with a UPC and an ISRC), 10,000,000 analytics rows over the last
// year and an earning per artist in the ledger, booked by one import. Everything is made inside
// PostgreSQL (generate_series), each step one statement, timed. Refused on an instance that has
// accounts other than admins, so a real one is never filled with made-up artists.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type pg from 'pg';
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
    await client.query('set synchronous_commit = off');
    await client.query(`set maintenance_work_mem = '256MB'`);
    const step = async (what: string, sql: string, params: unknown[] = []) => {
      const t0 = performance.now();
      const res = await client.query(sql, params);
      console.log(`${what}: ${(res.rowCount ?? 0).toLocaleString('en-US')} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    };
    await seed(client, step);
  });
} finally {
  await db.close();
}
console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

async function seed(client: pg.Client, step: (what: string, sql: string, params?: unknown[]) => Promise<void>) {
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
  // Releases: seven in ten distributed (with a UPC), the rest approved, pending, draft or rejected.
  await client.query(
    'create temporary table seed_artists as select u.id user_id, p.id profile_id, u.name, row_number() over (order by u.email) n from users u join artist_profiles p on p.user_id = u.id where u.email like $1',
    [`%@${DOMAIN}`],
  );
  await step(
    'releases',
    `insert into music_releases (user_id, artist_profile_id, title, artist_name, genre, release_type, release_date, status, upc, created_at)
     select a.user_id, a.profile_id, 'Release ' || r || ' of ' || a.n, a.name,
            (${sqlList(GENRES)})[1 + (a.n + r) % ${GENRES.length}],
            (array['single','single','ep','album'])[1 + r % 4],
            current_date - ((a.n * 7 + r * 31) % 720)::int,
            case when r % 10 < 7 then 'distributed' when r % 10 = 7 then 'approved' when r % 10 = 8 then 'pending'
                 when (a.n + r) % 2 = 0 then 'draft' else 'rejected' end,
            case when r % 10 < 7 then '8' || lpad(((a.n - 1) * $1 + r)::text, 11, '0') end,
            now() - make_interval(days => ((a.n * 7 + r * 31) % 720)::int, secs => r)
       from seed_artists a cross join generate_series(1, $1) r`,
    [perArtist],
  );
  await step(
    'tracks',
    `insert into release_tracks (release_id, position, title, isrc)
     select r.id, 1, r.title, case when r.upc is not null then 'QZCAT' || lpad(row_number() over (order by r.id)::text, 7, '0') end
       from music_releases r join seed_artists a on a.user_id = r.user_id`,
  );
  await client.query(
    `create temporary table seed_released as
     select row_number() over (order by r.id) - 1 n, r.id release_id, r.user_id, t.id track_id
       from music_releases r join release_tracks t on t.release_id = r.id join seed_artists a on a.user_id = r.user_id
      where r.status = 'distributed'`,
  );
  const released = Number((await client.query<{ n: string }>('select count(*) n from seed_released')).rows[0]!.n);
  await client.query('create unique index on seed_released (n)');
  // Analytics: spread over the distributed releases, six stores and twenty countries; a release's
  // rows on consecutive days of the last year, as a store's daily reports give them.
  await step(
    'analytics rows',
    `insert into release_analytics (release_id, user_id, track_id, platform, country, streams_count, revenue, net_revenue, date, tier, commercial_model, use_type)
     select s.release_id, s.user_id, s.track_id,
            (${sqlList(STORES)})[1 + g % ${STORES.length}], (${sqlList(COUNTRIES)})[1 + (g / 7) % ${COUNTRIES.length}],
            q, round(q * 0.0035, 6), round(q * 0.0035 * 0.8, 6), current_date - 1 - ((g / $2 + s.n) % 365)::int,
            (array['Premium','Free','Family'])[1 + g % 3], 'SubscriptionModel', 'OnDemandStream'
       from generate_series(0, $1 - 1) g
       cross join lateral (select 1 + (g * 2654435761) % 500 q) qty
       join seed_released s on s.n = g % $2`,
    [analytics, released],
  );
  await step(
    'release totals',
    `update music_releases r set streams_count = t.streams, revenue_earned = t.revenue
       from (select release_id, sum(streams_count) streams, sum(revenue) revenue from release_analytics group by release_id) t
      where r.id = t.release_id`,
  );
  // The ledger: one earning per artist (their first distributed release), booked by one import.
  await client.query(
    `insert into sales_imports (format, file_name, file_hash, source, status, statement_id, store, period, kind)
     values ('tunelane_csv', 'catalogue-seed.csv', 'catalogue-seed', 'Catalogue seed', 'confirmed', 'CATALOGUE-SEED', 'Spotify', to_char(current_date - 40, 'YYYY-MM'), 'statement')`,
  );
  await step(
    'ledger earnings',
    `insert into earnings_ledger (user_id, release_id, import_id, kind, period_start, period_end, store, quantity, gross, plan_type, share_percent, net)
     select distinct on (s.user_id) s.user_id, s.release_id, (select id from sales_imports where file_hash = 'catalogue-seed'),
            'earning', date_trunc('month', current_date - 40)::date, (date_trunc('month', current_date - 40) + interval '1 month - 1 day')::date,
            'Spotify', 10000, 35, 'free', 80, 28
       from seed_released s order by s.user_id, s.n`,
  );
  await step('statistics', 'analyze');
}
