// "Contains" search (ILIKE '%q%') over an expression that has a pg_trgm GIN index, kept fast when
// the query's words are common. For ILIKE, the index reads the posting list of every trigram of the
// pattern and intersects them: "release 99999" over a million "Release N" titles reads six lists
// of a million entries each for "release" alone (about 95 ms) to find 2,000 candidates. Asking the
// index for the query's most telling word (with the character before it, " 99999") reads short lists
// only (about 1 ms, the same candidates or fewer), and the whole query is then checked on those
// rows through an expression the index does not match, so the planner cannot fold it back into
// the index condition. The rows found are exactly those of ILIKE '%q%'.
import { sql, type SQL } from 'drizzle-orm';
import { likePattern } from './keyset.ts';

/** How well a word narrows a search: one with digits (a catalogue number, a year) first, then the longest. */
const weight = (word: string) => (/\d/.test(word) ? 1000 : 0) + word.length;

/**
 * The part of `q` to look up in the index: its most telling word (the last of equals), with the
 * character before it.
 */
export function indexProbe(q: string): string {
  const all = [...q.matchAll(/\S+/g)];
  // words too short for a trigram of their own cannot narrow the lookup
  const words = all.filter((w) => w[0].length >= 3);
  if (all.length < 2 || !words.length) return q;
  let best = words[0]!;
  for (const w of words) if (weight(w[0]) >= weight(best[0])) best = w;
  return q.slice(Math.max(0, best.index - 1), best.index + best[0].length);
}

/** `expr` contains `q`, case-insensitive; `expr` as written in its trigram index. */
export function containsText(expr: SQL, q: string): SQL {
  const probe = indexProbe(q);
  if (probe === q) return sql`${expr} ilike ${likePattern(q)}`;
  return sql`(${expr} ilike ${likePattern(probe)} and (${expr} || '') ilike ${likePattern(q)})`;
}
