// What the sheet alone cannot show: codes another release already uses (in any account), main
// artists beyond the plan's artist profile limit, and, for an admin's import, files missing from
// the storage folder. Each problem at its row and column.
import { sql } from 'drizzle-orm';
import { profileLimit, profileLimitMessage } from '../../../domain/artist-profiles.ts';
import { CATALOGUE_MESSAGES, type CatalogueProblem, type SheetRelease } from '../../../domain/catalogue-import-texts.ts';
import { effectivePlan } from '../../../domain/payments.ts';
import { planByType } from '../../../domain/plans.ts';
import type { DbOrTx } from '../../db/pool.ts';
import type { Storage } from '../../storage/storage.ts';

export async function codeProblems(db: DbOrTx, releases: SheetRelease[]): Promise<CatalogueProblem[]> {
  const problems: CatalogueProblem[] = [];
  const upcs = releases.map((r) => r.upc);
  const isrcs = releases.flatMap((r) =>
    r.values.tracks.map((t) => t.isrc).concat(r.values.releaseType === 'single' ? [r.values.isrc] : []),
  );
  if (!upcs.length) return problems;
  const takenUpcs = await db.execute<{ upc: string }>(sql`select upc from music_releases where upc in ${upcs}`);
  const takenIsrcs = await db.execute<{ isrc: string }>(sql`select isrc from release_tracks where isrc in ${isrcs}`);
  const upcSet = new Set(takenUpcs.rows.map((r) => r.upc));
  const isrcSet = new Set(takenIsrcs.rows.map((r) => r.isrc));
  for (const r of releases) {
    if (upcSet.has(r.upc)) problems.push({ row: r.rows[0]!, column: 'upc', message: CATALOGUE_MESSAGES.upcTaken });
    const codes = r.values.releaseType === 'single' ? [r.values.isrc] : r.values.tracks.map((t) => t.isrc);
    codes.forEach((code, i) => {
      if (isrcSet.has(code)) problems.push({ row: r.tracks[i]!.row, column: 'isrc', message: CATALOGUE_MESSAGES.isrcTaken });
    });
  }
  return problems;
}

/** Main artists the account has no profile for become profiles, within the plan's limit: those past it are problems. */
export async function artistProblems(db: DbOrTx, userId: string, releases: SheetRelease[]): Promise<CatalogueProblem[]> {
  const { rows } = await db.execute<{ plan_type: string; subscription_status: string; subscription_expires_at: string | null }>(
    sql`select plan_type, subscription_status, subscription_expires_at from profiles where id = ${userId}`,
  );
  const p = rows[0];
  if (!p) return [];
  const plan = planByType(
    effectivePlan(
      { planType: p.plan_type, subscriptionStatus: p.subscription_status, subscriptionExpiresAt: p.subscription_expires_at },
      new Date(),
    ),
  )!;
  const limit = profileLimit(plan);
  if (limit === null) return [];
  const held = await db.execute<{ name: string }>(sql`select lower(name) as name from artist_profiles where user_id = ${userId}`);
  const known = new Set(held.rows.map((r) => r.name));
  let count = known.size;
  const problems: CatalogueProblem[] = [];
  for (const r of releases) {
    const name = r.values.artistName.toLowerCase();
    if (known.has(name)) continue;
    if (count >= limit) {
      problems.push({ row: r.rows[0]!, column: 'artist_name', message: profileLimitMessage(plan) });
      continue;
    }
    known.add(name);
    count++;
  }
  return problems;
}

/** An admin's import: every file the sheet names must be in the storage folder. */
export async function storageProblems(storage: Storage, prefix: string, releases: SheetRelease[]): Promise<CatalogueProblem[]> {
  const problems: CatalogueProblem[] = [];
  const named = releases.flatMap((r) => [
    { row: r.rows[0]!, column: 'cover_file', name: r.coverFile },
    ...r.tracks.map((t) => ({ row: t.row, column: 'audio_file', name: t.audioFile })),
  ]);
  for (const f of named) {
    const key = storageKey(prefix, f.name);
    const size = key ? await storage.size(key).catch(() => null) : null;
    if (size === null) problems.push({ row: f.row, column: f.column, message: CATALOGUE_MESSAGES.fileNotFound(f.name) });
  }
  return problems;
}

/** The storage key of a file in the admin's folder, or null when its name cannot be one. */
export function storageKey(prefix: string, name: string): string | null {
  const key = `${prefix}/${name}`;
  return /^[a-z0-9][a-z0-9/_.-]*$/i.test(key) && !key.includes('..') && !key.includes('//') ? key : null;
}
