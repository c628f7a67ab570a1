// The lines of a report whose key (domain/report-formats.ts lineKey) an earlier line of the same
// report has, found as the report streams. A million keys kept as strings would hold 60-100 MB of
// the server's heap until the import ends; here each key is kept as a 64-bit hash with the line
// that had it first, in typed arrays (open addressing, at most half full: 24 bytes a key at most,
// outside the JavaScript heap). Keys that share a hash are rare (for a million keys, about one
// import in 40 million has a pair) and only make candidates: create-import.ts settles every
// candidate against the keys as stored (settleRepeats), so a line is a duplicate only when its key
// is the same text.

/** Two 32-bit lanes of a hash of `key`, written into `out`. */
export type KeyHash = (key: string, out: Uint32Array) => void;

/** Two multiply-xor lanes over the UTF-16 code units, each mixed with the other at the end. */
export const hashKey: KeyHash = (key, out) => {
  let a = 0x9e3779b9;
  let b = 0x85ebca6b;
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

export class LineKeys {
  private slots: number;
  private size = 0;
  private hi: Uint32Array;
  private lo: Uint32Array;
  /** The first line with the slot's hash; 0 marks an empty slot (a report's lines start at 1). */
  private first: Int32Array;
  private readonly hash: KeyHash;
  private readonly out = new Uint32Array(2);

  constructor(opts: { slots?: number; hash?: KeyHash } = {}) {
    this.slots = opts.slots ?? 1 << 12;
    this.hash = opts.hash ?? hashKey;
    this.hi = new Uint32Array(this.slots);
    this.lo = new Uint32Array(this.slots);
    this.first = new Int32Array(this.slots);
  }

  /** Keys kept. */
  get count(): number {
    return this.size;
  }

  /** The first line whose key had this key's hash, or null: then `line` is kept as the key's first. */
  see(key: string, line: number): number | null {
    this.hash(key, this.out);
    const found = this.place(this.out[0]!, this.out[1]!, line);
    if (found === null && ++this.size * 2 > this.slots) this.grow();
    return found;
  }

  private place(hi: number, lo: number, line: number): number | null {
    const mask = this.slots - 1;
    for (let i = (lo ^ hi) & mask; ; i = (i + 1) & mask) {
      const at = this.first[i]!;
      if (at === 0) {
        this.hi[i] = hi;
        this.lo[i] = lo;
        this.first[i] = line;
        return null;
      }
      if (this.hi[i] === hi && this.lo[i] === lo) return at;
    }
  }

  private grow() {
    const { hi, lo, first } = this;
    this.slots *= 2;
    this.hi = new Uint32Array(this.slots);
    this.lo = new Uint32Array(this.slots);
    this.first = new Int32Array(this.slots);
    for (let i = 0; i < first.length; i++) if (first[i] !== 0) this.place(hi[i]!, lo[i]!, first[i]!);
  }
}
