// Releases ready for delivery in tests: files uploaded through the API (so they carry their
// measured length), identifiers given, approved, and their deliveries queued as approval does.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { mod3736CheckCharacter } from '../../domain/dpid.ts';
import { withCheckDigit } from '../../domain/identifiers.ts';
import { deliveries, storeEndpoints } from '../db/schema-deliveries.ts';
import type { TestContext } from './test-context.ts';
import type { TestUser } from './users.ts';
import { uploadAudio, uploadCover } from './releases.ts';
import { loadReleaseSnapshot } from '../features/deliveries/ern/load-release-snapshot.ts';
import type { StoreParty } from '../features/deliveries/ern/types.ts';
import { buildCheckedMessages } from '../features/deliveries/outgoing-messages.ts';
import { queueReleaseDeliveries } from '../features/deliveries/queue-deliveries.ts';
import { storePartyColumns } from '../features/deliveries/store-endpoints.ts';

let serial = Math.floor(Math.random() * 1e6);

/** An approved single, EP or album (as stores count its short tracks) of the artist's with uploaded files and identifiers (or one waiting for review, without them); its id. */
export async function approvedRelease(
  ctx: TestContext,
  artist: TestUser,
  o: { title?: string; tracks?: number; stores?: string[]; pending?: boolean } = {},
): Promise<string> {
  const n = o.tracks ?? 1;
  const cover = await uploadCover(ctx, artist);
  const audio = [];
  for (let i = 0; i < n; i++) audio.push(await uploadAudio(ctx, artist));
  const upc = withCheckDigit(`8${String(++serial).padStart(11, '0')}`);
  const { rows } = await ctx.deps.db.execute<{ id: string }>(sql`
    insert into music_releases (user_id, title, artist_name, genre, status, release_type, release_date, copyright_holder, cover_file_id, upc, stores)
    values (${artist.id}, ${o.title ?? 'Night Drive'}, 'Mira K', 'Pop', ${o.pending ? 'pending' : 'approved'}, ${n === 1 ? 'single' : n <= 6 ? 'ep' : 'album'}, current_date + 30, 'Mira K',
      ${cover}, ${o.pending ? null : upc}, ${o.stores ? sql`${`{${o.stores.join(',')}}`}::text[]` : null})
    returning id`);
  const id = rows[0]!.id;
  for (let i = 0; i < n; i++) {
    const isrc = `INT7L26${String(serial % 1000).padStart(3, '0')}${String(i + 1).padStart(2, '0')}`;
    await ctx.deps.db.execute(sql`insert into release_tracks (release_id, position, title, audio_file_id, isrc)
      values (${id}, ${i + 1}, ${`Track ${i + 1}`}, ${audio[i]}, ${o.pending ? null : isrc})`);
  }
  return id;
}

/**
 * Queues the release's deliveries to the given stores (keys), in a transaction as approval does.
 * `jobs: false` leaves their jobs out, for a test that runs the delivery itself, unraced by a worker.
 */
export async function queueFor(ctx: TestContext, releaseId: string, storeKeys: string[], o: { jobs?: boolean } = {}): Promise<string[]> {
  return ctx.deps.db.transaction(async (tx) => {
    const snapshot = await loadReleaseSnapshot(ctx.deps, tx, releaseId);
    const stores = (await tx
      .select(storePartyColumns)
      .from(storeEndpoints)
      .where(sql`${storeEndpoints.storeKey} in ${storeKeys}`)) as StoreParty[];
    const messages = await buildCheckedMessages(
      ctx.deps.env,
      stores.map((recipient) => ({ snapshot, recipient, kind: 'new' as const })),
    );
    const jobs = o.jobs === false ? { ...ctx.deps.jobs, send: async () => null } : ctx.deps.jobs;
    return queueReleaseDeliveries({ env: ctx.deps.env, jobs }, tx, { snapshot, stores, messages });
  });
}

/** A well-formed DPID with its check character on a party number DDEX never allocates (as the test parties'): store `n` of a test. */
export function testDpid(n: number): string {
  const body = `PADPIDA${String(100 + n).padStart(10, '0')}`;
  return body + mod3736CheckCharacter(body);
}

/** Gives the stores (keys) distinct DPIDs of their own, testDpid(1), testDpid(2), ... in order; returns them. */
export async function giveDpids(ctx: TestContext, storeKeys: string[]): Promise<string[]> {
  const ids = storeKeys.map((_, i) => testDpid(i + 1));
  for (const [i, key] of storeKeys.entries())
    await ctx.deps.db.update(storeEndpoints).set({ partyId: ids[i]! }).where(eq(storeEndpoints.storeKey, key));
  return ids;
}

export const deliveryRow = async (ctx: TestContext, id: string) =>
  (await ctx.deps.db.select().from(deliveries).where(eq(deliveries.id, id)))[0]!;

/** Every file under `dir`, relative, sorted. */
export function treeOf(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}
