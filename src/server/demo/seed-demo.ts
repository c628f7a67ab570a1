// SEED_DEMO=1: a few demo artists who can sign in, with releases in every status, their tracks
// and status history, and 60 days of sales: a sales report imported and confirmed through the
// royalties operations (analytics, ledger, release totals) and a payout claim or two.
// Idempotent: an artist who already exists is left as is.
import { sql } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Tx } from '../db/pool.ts';
import { accounts, profiles, users } from '../db/schema.ts';
import { artistProfiles } from '../db/schema-artists.ts';
import { musicReleases, releaseStatusHistory, releaseTracks } from '../db/schema-releases.ts';
import { withCheckDigit } from '../../domain/identifiers.ts';
import { isLoopbackUrl } from '../../domain/payments-mode.ts';
import { TUNELANE_COLUMNS } from '../../domain/report-csv-formats.ts';
import { importDemoSales, type DemoClaim } from '../features/royalties/import-demo-sales.ts';
import { hashPassword } from '../auth/password.ts';
import { seedDemoDeliveries } from './seed-demo-deliveries.ts';
import { ARTISTS, type DemoRelease } from './demo-artists.ts';
import { seedDemoTickets } from './seed-demo-tickets.ts';

export const DEMO_PASSWORD = 'demo-password-2026';
const DAYS = 60;
const PLATFORMS = [
  { name: 'Spotify', share: 45, microPerStream: 3_800 },
  { name: 'Apple Music', share: 25, microPerStream: 7_000 },
  { name: 'YouTube Music', share: 15, microPerStream: 2_000 },
  { name: 'Amazon Music', share: 8, microPerStream: 4_500 },
  { name: 'Deezer', share: 7, microPerStream: 5_000 },
];
const COUNTRIES = ['IN', 'US', 'GB', 'DE', 'BR', 'CA'];

/** A small deterministic generator, so every seeded database looks the same. */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}
const micros = (n: bigint) => `${n / 1_000_000n}.${(n % 1_000_000n).toString().padStart(6, '0')}`;
/** A demo release's EAN-13, the same in every seeded database. */
const demoUpc = (a: number, r: number) => withCheckDigit(`860000${String(a).padStart(3, '0')}${String(r).padStart(3, '0')}`);
/** A demo track's ISRC, of the default registrant, the same in every seeded database. */
const demoIsrc = (a: number, r: number, t: number) => `INTLN25${String(a).padStart(2, '0')}${r % 10}${String(t).padStart(2, '0')}`;
const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** One demo release: its tracks, its status history and, once approved, its deliveries to the stores. */
async function seedDemoRelease(
  tx: Tx,
  {
    a,
    r,
    rel,
    userId,
    artistName,
    artistProfileId,
  }: { a: number; r: number; rel: DemoRelease; userId: string; artistName: string; artistProfileId: string },
) {
  const daysAgo = 80 - r * 12;
  const released = rel.status === 'approved' || rel.status === 'distributed';
  const [row] = await tx
    .insert(musicReleases)
    .values({
      userId,
      createdAt: sql`now() - make_interval(days => ${daysAgo})`,
      title: rel.title,
      artistName: artistName,
      artistProfileId,
      genre: rel.genre,
      releaseType: rel.type,
      releaseDate: sql`(now() - make_interval(days => ${daysAgo - 14}))::date`,
      audioUrl: `https://drive.google.com/file/d/demo-${a}-${r}-1/view`,
      copyrightHolder: artistName,
      status: rel.status,
      adminNotes: rel.notes ?? null,
      // approved and released ones carry their codes (the sales report names the UPC)
      upc: released || rel.dailyStreams ? demoUpc(a, r) : null,
    })
    .returning({ id: musicReleases.id });
  const releaseId = row!.id;
  await tx.insert(releaseTracks).values(
    rel.tracks.map((title, i) => ({
      releaseId,
      position: i + 1,
      title,
      audioUrl: `https://drive.google.com/file/d/demo-${a}-${r}-${i + 1}/view`,
      isrc: released ? demoIsrc(a, r, i + 1) : null,
    })),
  );
  const path = ['draft', 'pending', 'approved', 'distributed'];
  const steps = rel.status === 'rejected' ? ['draft', 'pending', 'rejected'] : path.slice(0, path.indexOf(rel.status) + 1);
  // Two days a step; approved releases went to the stores the moment they were approved.
  const at = steps.map((_, i) => new Date(Date.now() - (daysAgo - i * 2) * 86_400_000));
  if (released) {
    const lastDelivered = await seedDemoDeliveries(tx, {
      releaseId,
      upc: demoUpc(a, r),
      approvedAt: at[2]!,
      outcomes: rel.stores ?? {},
    });
    if (lastDelivered && rel.status === 'distributed') at[3] = lastDelivered;
  }
  await tx.insert(releaseStatusHistory).values(
    steps.map((to, i) => ({
      releaseId,
      actorId: i <= 1 ? userId : null,
      fromStatus: i === 0 ? null : steps[i - 1]!,
      toStatus: to,
      note: i === 0 ? 'Created' : to === 'rejected' ? (rel.notes ?? null) : null,
      createdAt: at[i]!,
    })),
  );
}

/** A release's lines of the demo sales report: 60 days of streams per platform. */
function demoSalesLines(a: number, r: number, rel: DemoRelease, dailyStreams: number, artistName: string): string[] {
  const lines: string[] = [];
  const rand = random(a * 100 + r + 1);
  const upc = demoUpc(a, r);
  for (let d = 1; d <= DAYS; d++) {
    const day = dayBefore(d);
    for (const p of PLATFORMS) {
      const country = COUNTRIES[Math.floor(rand() * COUNTRIES.length)]!;
      const streams = Math.round(((dailyStreams * p.share) / 100) * (0.6 + rand() * 0.8));
      const line: Partial<Record<(typeof TUNELANE_COLUMNS)[number], string>> = {
        source: 'Demo stores',
        statement_id: `DEMO-${day}`,
        statement_period: day.slice(0, 7),
        usage_start: day,
        usage_end: day,
        store: p.name,
        use_type: 'stream',
        country,
        upc,
        track_title: rel.title.replace(/,/g, ' '),
        artist_name: artistName,
        quantity: String(streams),
        amount: micros(BigInt(streams) * BigInt(p.microPerStream)),
        currency: 'USD',
      };
      lines.push(TUNELANE_COLUMNS.map((c) => line[c] ?? '').join(','));
    }
  }
  return lines;
}

export async function seedDemo(deps: Deps): Promise<void> {
  const { db, log } = deps;
  // Start-up refuses SEED_DEMO elsewhere (env.ts); this holds for any other caller.
  if (!isLoopbackUrl(deps.env.PUBLIC_URL))
    throw new Error(`SEED_DEMO: demo data is only for a loopback PUBLIC_URL (localhost, 127.0.0.1 or [::1]), not ${deps.env.PUBLIC_URL}`);
  const hash = await hashPassword(DEMO_PASSWORD);
  let seeded = 0;
  const sales: string[] = [TUNELANE_COLUMNS.join(',')];
  const claims: DemoClaim[] = [];
  for (const [a, artist] of ARTISTS.entries()) {
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ name: artist.name, email: artist.email, emailVerified: true })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!user) return; // seeded before
      seeded++;
      await tx.insert(accounts).values({ accountId: user.id, providerId: 'credential', userId: user.id, password: hash });
      const active = artist.plan !== 'free';
      await tx
        .update(profiles)
        .set({
          planType: artist.plan,
          subscriptionPlan: active ? artist.plan : null,
          subscriptionStatus: active ? 'active' : 'inactive',
          subscriptionExpiresAt: active ? sql`now() + interval '300 days'` : null,
        })
        .where(sql`${profiles.id} = ${user.id}`);
      await seedDemoTickets(tx, user.id, a);
      // the demo artist's one artist profile, new to the stores
      const [profile] = await tx
        .insert(artistProfiles)
        .values({ userId: user.id, name: artist.name, newArtistAt: sql`now()` })
        .returning({ id: artistProfiles.id });
      for (const [r, rel] of artist.releases.entries()) {
        await seedDemoRelease(tx, { a, r, rel, userId: user.id, artistName: artist.name, artistProfileId: profile!.id });
        if (rel.dailyStreams) sales.push(...demoSalesLines(a, r, rel, rel.dailyStreams, artist.name));
      }
      if (a !== 1)
        claims.push({
          userId: user.id,
          amount: a === 0 ? '25.00' : '40.00',
          method: a === 0 ? 'bank_transfer' : 'paypal',
          email: artist.email,
          name: artist.name,
        });
    });
  }
  if (sales.length > 1) await importDemoSales(deps, sales.join('\n') + '\n', claims);
  log.info(
    { artists: seeded, emails: ARTISTS.map((x) => x.email), password: seeded ? DEMO_PASSWORD : undefined },
    seeded ? 'demo data seeded' : 'demo data already present',
  );
}
