// The DDEX message of a 30-track album: building it (xmlbuilder2 plus our reference and code
// checks), validating it against the official ERN 4.3 schema with xmllint, and both together, as
// approval does for each store. Also: one xmllint run over the messages for 30 stores at once.
import { mod3736CheckCharacter } from '../src/domain/dpid.ts';
import { buildReleaseMessage } from '../src/server/features/deliveries/ern/build-release-message.ts';
import { findDdexDir } from '../src/server/features/deliveries/ern/ddex-schemas.ts';
import { SENDER, snapshot, STORE } from '../src/server/test/ern-fixtures.ts';
import { validateErn, validateErnAll } from '../src/server/features/deliveries/ern/validate-xml.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const dir = findDdexDir(process.env.DDEX_DIR);
if (!dir) throw new Error('The DDEX schemas were not found: set DDEX_DIR');

const album = snapshot(
  { releaseType: 'album', title: 'Thirty Rooms', preOrderDate: '2026-12-01', territories: { mode: 'except', codes: ['CN', 'RU'] } },
  30,
);
const options = (i: number) => ({ sender: SENDER, recipient: STORE, kind: 'new' as const, messageId: `BENCH-${i}`, createdAt: new Date() });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const worst = (xs: number[]) => Math.max(...xs);

const build: number[] = [];
const validate: number[] = [];
const total: number[] = [];
let bytes = 0;
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  const { xml } = buildReleaseMessage(album, options(i));
  const t1 = performance.now();
  const result = await validateErn(xml, dir);
  const t2 = performance.now();
  if (!result.valid) throw new Error(`the album did not validate: ${result.errors.join('; ')}`);
  bytes = Buffer.byteLength(xml);
  build.push(t1 - t0);
  validate.push(t2 - t1);
  total.push(t2 - t0);
}

const dpid = (i: number) => `PADPIDA${String(100 + i).padStart(10, '0')}`;
const stores = Array.from({ length: 30 }, (_, i) => ({ ...STORE, dpid: dpid(i) + mod3736CheckCharacter(dpid(i)), name: `Store ${i}` }));
const t0 = performance.now();
const messages = stores.map((recipient, i) => buildReleaseMessage(album, { ...options(i), recipient }).xml);
const results = await validateErnAll(messages, dir);
const all30 = performance.now() - t0;
if (results.some((r) => !r.valid)) throw new Error('a store message did not validate');

const ms = (v: number) => `${v.toFixed(1)} ms`;
console.log(`ERN 4.3 NewReleaseMessage, 30-track album (${(bytes / 1024).toFixed(0)} KB), ${RUNS} runs:`);
console.log(`  build (with reference and code checks): median ${ms(median(build))}, slowest ${ms(worst(build))}`);
console.log(`  xmllint schema validation:              median ${ms(median(validate))}, slowest ${ms(worst(validate))}`);
console.log(`  build + validation:                     median ${ms(median(total))}, slowest ${ms(worst(total))}`);
console.log(`  30 stores, built and validated in one xmllint run: ${ms(all30)}`);
