// Acknowledgement files are small, and a store (or whoever can write to its folder) could drop a
// huge one: a file listed over the limit is recorded as invalid, with its size, without a byte of
// it read, and never looked at again; one that grows past the limit after the listing is cut off
// at the limit and recorded as invalid; an empty one is left for later; normal ones still work.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { PUBLISHED_STORE_DPIDS } from '../../../domain/deliveries.ts';
import { TEST_RECIPIENT_DPID } from '../../../domain/dpid.ts';
import { deliveryAcknowledgements } from '../../db/schema-deliveries.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { acknowledgementXml } from '../../test/acknowledgement-fixture.ts';
import { ACK_MAX_BYTES, pickUpAcknowledgements } from './pick-up-acknowledgements.ts';

let ctx: TestContext;
let dataDir: string;
let admin: TestUser;
const storeDir = (key: string) => path.join(dataDir, 'deliveries', key);
const HUGE = 50 * 1024 * 1024;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-ack-limits-'));
  ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
  admin = await createUser(ctx, { admin: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every path the folder transport opens or reads whole, and the bytes it reads through the handles it opens. */
function watchReads(beforeOpen: (file: string) => void = () => undefined) {
  const opened: string[] = [];
  const seen = { bytes: 0 };
  const open = fs.promises.open;
  const readFile = fs.promises.readFile;
  vi.spyOn(fs.promises, 'readFile').mockImplementation((async (...args: Parameters<typeof readFile>) => {
    opened.push(String(args[0]));
    return readFile(...args);
  }) as typeof readFile);
  vi.spyOn(fs.promises, 'open').mockImplementation(async (...args: Parameters<typeof open>) => {
    opened.push(String(args[0]));
    beforeOpen(String(args[0]));
    const fh = await open(...args);
    const read = fh.read.bind(fh) as (...a: unknown[]) => Promise<{ bytesRead: number }>;
    fh.read = (async (...a: unknown[]) => {
      const r = await read(...a);
      seen.bytes += r.bytesRead;
      return r;
    }) as typeof fh.read;
    return fh;
  });
  return { opened, seen };
}

const ackRow = async (fileName: string) =>
  (await ctx.deps.db.select().from(deliveryAcknowledgements).where(eq(deliveryAcknowledgements.fileName, fileName)))[0];

it('records a 50 MB acknowledgement as invalid without reading it, never looks at it again, and still reads the normal ones', async () => {
  const dir = storeDir('spotify');
  fs.mkdirSync(dir, { recursive: true });
  const huge = path.join(dir, 'ACK_huge.xml');
  fs.writeFileSync(huge, '<?xml version="1.0"?>');
  fs.truncateSync(huge, HUGE); // 50 MB (sparse: cheap to make, as costly to read as any other)
  fs.writeFileSync(
    path.join(dir, 'ACK_normal.xml'),
    acknowledgementXml({
      sender: PUBLISHED_STORE_DPIDS.spotify!,
      recipient: ctx.deps.env.DDEX_PARTY_ID!,
      icpn: '860000000001',
      status: 'ReleaseReceivedByReleaseDistributor',
    }),
  );
  fs.writeFileSync(path.join(dir, 'ACK_empty.xml'), ''); // a store still writing it: left for later

  const first = watchReads();
  const picked = await pickUpAcknowledgements(ctx.deps);
  expect(first.opened.filter((f) => f.endsWith('ACK_huge.xml'))).toEqual([]); // not opened, so not a byte read
  expect(picked).toEqual({ files: 2, errors: 1 });
  expect(first.opened.some((f) => f.endsWith('ACK_normal.xml'))).toBe(true);
  expect(first.opened.some((f) => f.endsWith('ACK_empty.xml'))).toBe(false);
  expect(await ackRow('ACK_huge.xml')).toMatchObject({
    status: 'invalid',
    errorText: 'Unreadable acknowledgement: the file is 52,428,800 bytes, over the 1 MiB an acknowledgement may be; it was not read',
  });
  expect(await ackRow('ACK_normal.xml')).toMatchObject({ status: 'received', releaseIcpn: '860000000001' });
  expect(await ackRow('ACK_empty.xml')).toBeUndefined();

  // The admin sees it with its reason.
  const open = (await (await ctx.request('GET', '/api/admin/acknowledgement-errors', { cookie: admin.cookie })).json()) as {
    fileName: string;
    status: string;
    errorText: string;
  }[];
  expect(open.find((a) => a.fileName === 'ACK_huge.xml')).toMatchObject({ status: 'invalid', errorText: expect.stringContaining('1 MiB') });

  vi.restoreAllMocks();
  const second = watchReads();
  expect(await pickUpAcknowledgements(ctx.deps)).toEqual({ files: 0, errors: 0 });
  expect(second.opened).toEqual([]);
});

it('cuts off a file that grows past the limit after it was listed, reading no more than the limit, and records it as invalid', async () => {
  const dir = storeDir('deezer');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'ACK_grows.xml');
  fs.writeFileSync(file, '<?xml version="1.0"?>\n<AcknowledgementMessage/>');
  const { opened, seen } = watchReads((f) => {
    if (f === file) fs.truncateSync(file, HUGE); // between the listing and the read
  });
  expect(await pickUpAcknowledgements(ctx.deps)).toEqual({ files: 1, errors: 1 });
  expect(await ackRow('ACK_grows.xml')).toMatchObject({
    status: 'invalid',
    errorText:
      'Unreadable acknowledgement: the file grew past the 1 MiB an acknowledgement may be while it was read; it was not read further',
  });
  expect(opened).toEqual([file]);
  expect(seen.bytes).toBe(1024 * 1024 + 1); // the limit, and the one byte more that shows the file is over it
  vi.restoreAllMocks();
  const again = watchReads();
  expect(await pickUpAcknowledgements(ctx.deps)).toEqual({ files: 0, errors: 0 });
  expect(again.opened).toEqual([]);
});

it('reads a file of exactly the limit', async () => {
  const dir = storeDir('tidal');
  fs.mkdirSync(dir, { recursive: true });
  const xml = acknowledgementXml({
    sender: TEST_RECIPIENT_DPID, // a local test store without a DPID of its own
    recipient: ctx.deps.env.DDEX_PARTY_ID!,
    icpn: '860000000002',
    status: 'ReleaseReceivedByReleaseDistributor',
  });
  fs.writeFileSync(path.join(dir, 'ACK_at-limit.xml'), xml + ' '.repeat(ACK_MAX_BYTES - Buffer.byteLength(xml)));
  expect(await pickUpAcknowledgements(ctx.deps)).toEqual({ files: 1, errors: 0 });
  expect(await ackRow('ACK_at-limit.xml')).toMatchObject({ status: 'received', releaseIcpn: '860000000002' });
});
