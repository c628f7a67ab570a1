// Matching a report's lines as they stream: tracks by ISRC, else releases by UPC (a UPC-A matches
// its EAN-13), looked up in batches of the codes not seen yet and remembered, so a report of a
// million lines over a thousand tracks asks PostgreSQL a handful of times. Same rules as
// matchRows (create-import.ts), which matches rows already stored.
import type pg from 'pg';
import { upcAsEan13 } from '../../../domain/report-formats.ts';

export type CodeMatch = { releaseId: string; trackId: string | null; userId: string };

/** Codes remembered at most; past it the memory starts again (a report with more distinct codes asks again). */
const MAX_REMEMBERED = 100_000;

export class CodeMatcher {
  private tracks = new Map<string, CodeMatch | null>();
  private releases = new Map<string, CodeMatch | null>();

  private readonly db: Pick<pg.Pool, 'query'>;

  constructor(db: Pick<pg.Pool, 'query'>) {
    this.db = db;
  }

  /** Looks up the codes of these lines not seen yet (ISRCs as read, UPCs as EAN-13). */
  async load(lines: { isrc: string | null; upc: string | null }[]): Promise<void> {
    if (this.tracks.size + this.releases.size > MAX_REMEMBERED) {
      this.tracks.clear();
      this.releases.clear();
    }
    const isrcs = new Set<string>();
    const upcs = new Set<string>();
    for (const l of lines) {
      if (l.isrc !== null && !this.tracks.has(l.isrc)) isrcs.add(l.isrc);
      if (l.upc !== null && !this.releases.has(upcAsEan13(l.upc))) upcs.add(upcAsEan13(l.upc));
    }
    if (isrcs.size) {
      for (const c of isrcs) this.tracks.set(c, null);
      const { rows } = await this.db.query<{ isrc: string; id: string; release_id: string; user_id: string }>(
        `select t.isrc, t.id, t.release_id, m.user_id from release_tracks t join music_releases m on m.id = t.release_id where t.isrc = any($1::text[])`,
        [[...isrcs]],
      );
      for (const r of rows) this.tracks.set(r.isrc, { releaseId: r.release_id, trackId: r.id, userId: r.user_id });
    }
    if (upcs.size) {
      // releases keep their UPC as entered (12 or 13 digits): ask for both spellings
      const spellings = [...upcs].flatMap((c) => (c.startsWith('0') ? [c, c.slice(1)] : [c]));
      for (const c of upcs) this.releases.set(c, null);
      const { rows } = await this.db.query<{ upc: string; id: string; user_id: string }>(
        `select upc, id, user_id from music_releases where upc = any($1::text[]) order by id`,
        [spellings],
      );
      for (const r of rows) {
        const key = upcAsEan13(r.upc);
        if (!this.releases.get(key)) this.releases.set(key, { releaseId: r.id, trackId: null, userId: r.user_id });
      }
    }
  }

  /** The track (and its release) of the ISRC, else the release of the UPC, else null; codes must have been loaded. */
  match(isrc: string | null, upc: string | null): CodeMatch | null {
    return (isrc !== null ? this.tracks.get(isrc) : null) ?? (upc !== null ? this.releases.get(upcAsEan13(upc)) : null) ?? null;
  }
}
