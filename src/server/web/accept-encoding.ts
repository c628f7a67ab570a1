// Content negotiation for the compressed copies the build makes (Brotli and gzip): the encoding
// the client prefers among those at hand, by the q-values of its Accept-Encoding header.

export type Encoding = 'br' | 'gzip';

/** Our preference when the client likes several equally: Brotli is the smaller. */
const PREFERENCE: readonly Encoding[] = ['br', 'gzip'];

/** File suffix of each encoding's copy. */
export const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

function qualities(header: string): Map<string, number> {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let value = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) value = Math.min(1, Number(m[1]) || 0);
    }
    q.set(name.trim(), value);
  }
  return q;
}

/**
 * The encoding to answer with, or null for the identity: of the `available` copies, the one the
 * client gives the highest q-value (ours first among equals); `*` stands for any not named, and
 * q=0 refuses. No header means the identity (RFC 9110: any encoding is acceptable, but the
 * plain body is the safe answer).
 */
export function pickEncoding(header: string | null | undefined, available: readonly Encoding[]): Encoding | null {
  if (!header) return null;
  const q = qualities(header);
  const star = q.get('*') ?? 0;
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const encoding of PREFERENCE) {
    if (!available.includes(encoding)) continue;
    const value = q.get(encoding) ?? (encoding === 'gzip' ? (q.get('x-gzip') ?? star) : star);
    if (value > bestQ) {
      best = encoding;
      bestQ = value;
    }
  }
  return best;
}
