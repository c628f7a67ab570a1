// Keeps a bundle's source map to our own sources, line by line. With --enable-source-maps Node
// decodes every mapping of a map into an array of its own (about 10 MB of memory per MB of map).
// Mappings into node_modules are most of them: each run of dependency code becomes one
// "unmapped" segment, so a frame there shows its place in the bundle. Of our own mappings, only
// the first of each run that stays on one source line is kept: frames keep their exact source
// line, and their column is the start of that run.

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_VALUE = new Map([...B64].map((c, i) => [c, i]));

type Segment = number[]; // [column] or [column, source, line, sourceColumn] or [..., name]

export type SourceMap = {
  version: 3;
  sources: string[];
  names: string[];
  mappings: string;
  sourcesContent?: (string | null)[];
  [key: string]: unknown;
};

function decode(mappings: string): Segment[][] {
  const lines: Segment[][] = [];
  const prev = [0, 0, 0, 0, 0];
  for (const lineText of mappings.split(';')) {
    const line: Segment[] = [];
    prev[0] = 0;
    for (const seg of lineText.split(',')) {
      if (!seg) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of seg) {
        const digit = B64_VALUE.get(ch);
        if (digit === undefined) throw new Error(`bad source map character ${ch}`);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      const abs = values.map((v, i) => (prev[i] = prev[i]! + v));
      line.push(abs);
    }
    lines.push(line);
  }
  return lines;
}

function vlq(n: number): string {
  let v = n < 0 ? (-n << 1) | 1 : n << 1;
  let out = '';
  do {
    let digit = v & 31;
    v >>>= 5;
    if (v) digit |= 32;
    out += B64[digit];
  } while (v);
  return out;
}

function encode(lines: Segment[][]): string {
  const prev = [0, 0, 0, 0, 0];
  return lines
    .map((line) => {
      prev[0] = 0;
      return line
        .map((seg) =>
          seg
            .map((v, i) => {
              const d = v - prev[i]!;
              prev[i] = v;
              return vlq(d);
            })
            .join(''),
        )
        .join(',');
    })
    .join(';');
}

/** The map with mappings into sources that `keep` refuses folded into unmapped runs. */
export function slimSourceMap(map: SourceMap, keep: (source: string) => boolean): SourceMap {
  const lines = decode(map.mappings);
  const sourceIndex = new Map<number, number>();
  const nameIndex = new Map<number, number>();
  const sources: string[] = [];
  const names: string[] = [];
  let unmapped = true; // nothing before the first segment is mapped either
  const slim = lines.map((line) => {
    const out: Segment[] = [];
    for (const seg of line) {
      const source = seg.length >= 4 ? map.sources[seg[1]!] : undefined;
      if (source === undefined || !keep(source)) {
        if (!unmapped) out.push([seg[0]!]);
        unmapped = true;
        continue;
      }
      const last = out.at(-1);
      if (!unmapped && last && last.length >= 4 && map.sources[seg[1]!] === sources[last[1]!] && seg[2] === last[2]) continue; // same source line
      unmapped = false;
      let s = sourceIndex.get(seg[1]!);
      if (s === undefined) sourceIndex.set(seg[1]!, (s = sources.push(source) - 1));
      const kept = [seg[0]!, s, seg[2]!, seg[3]!];
      if (seg.length === 5) {
        let n = nameIndex.get(seg[4]!);
        if (n === undefined) nameIndex.set(seg[4]!, (n = names.push(map.names[seg[4]!]!) - 1));
        kept.push(n);
      }
      out.push(kept);
    }
    return out;
  });
  const { sourcesContent: _dropped, ...rest } = map;
  return { ...rest, sources, names, mappings: encode(slim) };
}
