// fast-check arbitraries made from a route's own zod schemas: mostly values the schema would
// accept (so requests get past the first check and reach the operations), mixed with hostile
// ones at every level: NUL characters, wrong types, huge strings, unicode edge cases.
import fc from 'fast-check';
import type { z } from 'zod';
import { hostileString, hostileValue } from './fuzz-hostile-values.ts';

type Def = {
  type: string;
  format?: string;
  pattern?: RegExp;
  checks?: {
    _zod: {
      def: { check: string; minimum?: number; maximum?: number; value?: number; inclusive?: boolean; format?: string; pattern?: RegExp };
    };
  }[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
};
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Words the schemas may want where their refinements cannot be read (a plan type, a date, a
 * category): a string field draws from those its own schema accepts, found by asking it.
 */
let dictionary: string[] = [];
export function useDictionary(words: Iterable<string>): void {
  dictionary = [...new Set(words)];
}

/** Every enum and literal value in a schema, for the dictionary. */
export function wordsOf(schema: z.ZodType | undefined, out = new Set<string>(), depth = 0): Set<string> {
  if (!schema || depth > 8) return out;
  const def = defOf(schema);
  if (def.type === 'enum') Object.values(def.entries ?? {}).forEach((v) => out.add(String(v)));
  if (def.type === 'literal') (def.values ?? []).forEach((v) => typeof v === 'string' && out.add(v));
  for (const inner of [
    def.innerType,
    def.element,
    def.in,
    def.valueType,
    def.left,
    def.right,
    ...(def.options ?? []),
    ...Object.values(def.shape ?? {}),
  ]) {
    if (inner) wordsOf(inner, out, depth + 1);
  }
  return out;
}

function withWords(schema: z.ZodType, base: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const fits = dictionary.filter((w) => schema.safeParse(w).success);
  return fits.length ? fc.oneof({ arbitrary: base, weight: 1 }, { arbitrary: fc.constantFrom(...fits), weight: 2 }) : base;
}

function stringArb(def: Def): fc.Arbitrary<string> {
  let min = 0;
  let max = 60;
  let pattern: RegExp | undefined = def.pattern;
  for (const c of def.checks ?? []) {
    const d = c._zod.def;
    if (d.check === 'min_length' && d.minimum !== undefined) min = d.minimum;
    if (d.check === 'max_length' && d.maximum !== undefined) max = Math.min(d.maximum, 400);
    if (d.check === 'string_format' && d.pattern) pattern = d.pattern;
  }
  switch (def.format) {
    case 'email':
      return def.pattern ? matching(def.pattern).filter((e) => e.length <= 254) : fc.emailAddress();
    case 'url':
      return fc.webUrl({ validSchemes: ['https'] });
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'datetime':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  }
  if (pattern) return matching(pattern);
  return fc.string({ minLength: min, maxLength: Math.max(min, max), unit: 'grapheme' });
}

const SAMPLES = [
  '/',
  '/dashboard',
  '/dashboard/my-releases?status=draft',
  '/reset-password',
  'a',
  'abc',
  'A1',
  '0',
  '00000000-0000-4000-8000-000000000000',
  'order_sbx_0123456789abcdef',
  '0'.repeat(64),
];

/** Strings a pattern accepts: generated from it when fast-check can, else known samples it accepts. */
function matching(pattern: RegExp): fc.Arbitrary<string> {
  try {
    // Case-insensitive patterns generate as written; the case they use is one the pattern accepts.
    return fc.stringMatching(new RegExp(pattern.source, pattern.flags.replace(/[gyi]/g, ''))).filter((s) => s.length <= 2_000);
  } catch {
    const fits = SAMPLES.filter((s) => new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')).test(s));
    return fits.length ? fc.constantFrom(...fits) : fc.string({ maxLength: 40 });
  }
}

function numberArb(def: Def): fc.Arbitrary<number> {
  let min = -1e6;
  let max = 1e6;
  for (const c of def.checks ?? []) {
    const d = c._zod.def;
    if (d.check === 'greater_than' && d.value !== undefined) min = d.value + (d.inclusive ? 0 : 1);
    if (d.check === 'less_than' && d.value !== undefined) max = d.value - (d.inclusive ? 0 : 1);
  }
  return def.format === 'safeint' || def.format === 'int32'
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) })
    : fc.double({ min, max: Math.max(min, max), noNaN: true });
}

/** Values that follow the schema's shape (not always its refinements); `hostile`: now and then a hostile value in a field. */
export function validish(schema: z.ZodType, depth = 0, hostile = false): fc.Arbitrary<unknown> {
  const field = (inner: z.ZodType, d: number) => (hostile ? fieldOrHostile(inner, d) : validish(inner, d));
  const def = defOf(schema);
  if (depth > 6) return fc.constant(null);
  switch (def.type) {
    case 'string':
      return withWords(schema, stringArb(def));
    case 'number':
      return numberArb(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'optional':
      return fc.option(field(def.innerType!, depth + 1), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(field(def.innerType!, depth + 1), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return field(def.innerType!, depth + 1);
    case 'pipe':
      return validish(def.in!, depth + 1, hostile);
    case 'array':
      return fc.array(field(def.element!, depth + 1), { maxLength: 6 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => validish(o, depth + 1, hostile)));
    case 'intersection':
      return fc
        .tuple(validish(def.left!, depth + 1, hostile), validish(def.right!, depth + 1, hostile))
        .map(([a, b]) => (isObject(a) && isObject(b) ? { ...a, ...b } : a));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 12 }), field(def.valueType!, depth + 1), { maxKeys: 4 });
    case 'object': {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      const rec = fc.record(Object.fromEntries(keys.map((k) => [k, field(shape[k]!, depth + 1)])));
      if (!hostile) return rec.map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)));
      // Now and then a key the schema does not know.
      return fc
        .tuple(
          rec,
          fc.option(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'role', 'userId', 'amount', 'extra'), hostileValue), {
            freq: 2,
          }),
        )
        .map(([r, extra]) => Object.fromEntries([...Object.entries(r).filter(([, v]) => v !== undefined), ...(extra ? [extra] : [])]));
    }
    default:
      return jsonValue;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

const jsonValue: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 }).map((v) => v as unknown);

/** A field: usually a shape-following value, sometimes a hostile one. */
function fieldOrHostile(schema: z.ZodType, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: validish(schema, depth, true), weight: 8 }, { arbitrary: hostileValue, weight: 1 });
}

/** An example object with some fields kept, some swapped for dictionary words or hostile values. */
function mutated(example: Record<string, unknown>): fc.Arbitrary<unknown> {
  const words = dictionary.length ? fc.constantFrom(...dictionary) : hostileString;
  return fc.record(
    Object.fromEntries(
      Object.entries(example).map(([k, v]) => [
        k,
        fc.oneof({ arbitrary: fc.constant(v), weight: 6 }, { arbitrary: words, weight: 1 }, { arbitrary: hostileValue, weight: 1 }),
      ]),
    ),
  );
}

/**
 * A whole input: usually from the schema, sometimes hostile at the top. `example`: a valid input,
 * for schemas whose shape cannot be read (a transform over unknown input).
 */
export function inputFor(schema: z.ZodType | undefined, example?: Record<string, unknown>): fc.Arbitrary<unknown> {
  if (example)
    return fc.oneof(
      { arbitrary: mutated(example), weight: 8 },
      { arbitrary: hostileValue, weight: 1 },
      { arbitrary: jsonValue, weight: 1 },
    );
  if (!schema)
    return fc.oneof(
      { arbitrary: fc.constant({}), weight: 3 },
      { arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 3 }), weight: 1 },
    );
  return fc.oneof(
    { arbitrary: validish(schema), weight: 5 }, // follows the schema all through
    { arbitrary: validish(schema, 0, true), weight: 4 }, // hostile values deep inside
    { arbitrary: hostileValue, weight: 1 },
    { arbitrary: jsonValue, weight: 1 },
  );
}

/** Query or path values as text, the way they arrive in a URL. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value) ?? '';
}
