// The lines of a report whose key (domain/report-formats.ts lineKey: line id and statement) an
// earlier line of the same report has, found as the report streams. A million keys kept as strings
// would hold 60-100 MB of the server's heap until the import ends; here each key is kept as a 64-bit
// hash with the line that had it first, side by side in one typed array (open addressing, at most
// half full: 24 bytes a key at most, outside the JavaScript heap). The hash is of the line id, started from the
// hash of its statement (made once a statement), so a line costs the hash of its few characters.
// Keys that share a hash are rare (for a million keys, about one import in 40 million has a pair)
// and only make candidates: create-import.ts settles every candidate against the keys as stored
// (settleRepeats), so a line is a duplicate only when its key is the same text.

/** Two 32-bit lanes of a hash of `text` started from `seed` (two lanes), written into `out`. */
export type KeyHash = (text: string, out: Uint32Array, seed: Uint32Array) => void;

/** The lanes every hash starts from (a statement's; its lines' start from the statement's hash). */
const START = new Uint32Array([0x9e3779b9, 0x85ebca6b]);

/**
 * Two multiply-xor lanes over the UTF-16 code units, each mixed with the other at the end; each
 * step is one-to-one on the two lanes, so one text from two seeds gives two hashes.
 */
export const hashKey: KeyHash = (key, out, seed) => {
  let a = seed[0]!;
  let b = seed[1]!;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    a = Math.imul(a ^ c, 0x9e3779b1);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  a = Math.imul(a ^ (a >>> 16), 0x85ebca6b);
  a ^= Math.imul(b ^ (b >>> 13), 0xc2b2ae35);
  b = Math.imul(b ^ (b >>> 16), 0x85ebca6b);
  b ^= Math.imul(a ^ (a >>> 13), 0xc2b2ae35);
  out[0] = a;
  out[1] = b;
};

/** A slot: the hash's two lanes and the first line with it (0: empty; a report's lines start at 1), side by side. */
const SLOT = 3;

export class LineKeys {
  private slots: number;
  private size = 0;
  private table: Int32Array;
  private readonly hash: KeyHash;
  private readonly seed = new Uint32Array(2);
  private readonly out = new Uint32Array(2);

  constructor(opts: { slots?: number; hash?: KeyHash } = {}) {
    this.slots = opts.slots ?? 1 << 12;
    this.hash = opts.hash ?? hashKey;
    this.table = new Int32Array(this.slots * SLOT);
  }

  /** Keys kept. */
  get count(): number {
    return this.size;
  }

  /** The statement (its key, domain statementKey) of the lines seen next. */
  statement(key: string): void {
    this.hash(key, this.seed, START);
  }

  /** The first line of the statement whose line id had this one's hash, or null: then `line` is kept as the key's first. */
  see(lineId: string, line: number): number | null {
    this.hash(lineId, this.out, this.seed);
    const found = this.place(this.out[0]! | 0, this.out[1]! | 0, line);
    if (found === null && ++this.size * 2 > this.slots) this.grow();
    return found;
  }

  private place(hi: number, lo: number, line: number): number | null {
    const t = this.table;
    const mask = this.slots - 1;
    for (let i = (lo ^ hi) & mask; ; i = (i + 1) & mask) {
      const at = i * SLOT;
      const first = t[at + 2]!;
      if (first === 0) {
        t[at] = hi;
        t[at + 1] = lo;
        t[at + 2] = line;
        return null;
      }
      if (t[at] === hi && t[at + 1] === lo) return first;
    }
  }

  private grow() {
    const old = this.table;
    this.slots *= 2;
    this.table = new Int32Array(this.slots * SLOT);
    for (let at = 0; at < old.length; at += SLOT) if (old[at + 2] !== 0) this.place(old[at]!, old[at + 1]!, old[at + 2]!);
  }
}
