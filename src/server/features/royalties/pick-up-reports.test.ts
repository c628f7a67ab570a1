// Reports a store drops in its endpoint's reports folder become previews once each; a file that
// cannot be read becomes a failed import with its reason, and is not read again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser } from '../../test/users.ts';
import { pickUpReports } from './pick-up-reports.ts';
import { releaseWithCodes, reportCsv } from '../../test/royalties.ts';

let ctx: TestContext;
let dataDir: string;
let root: string;

beforeAll(async () => {
  // A local-folder endpoint is a folder in the deliveries folder of the data folder.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-store-'));
  root = path.join(dataDir, 'deliveries', 'streamco');
  fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
  ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
  const artist = await createUser(ctx, {});
  await releaseWithCodes(ctx, artist, { title: 'Night Drive', isrcs: ['USABC2600001'] });
  await ctx.deps.db.execute(
    sql`insert into store_endpoints (store_key, name, party_id, protocol, remote_path) values ('streamco', 'StreamCo', 'PADPIDA0000000001', 'folder', 'deliveries/streamco')`,
  );
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('imports each new report of each endpoint once, as a preview', async () => {
  fs.writeFileSync(
    path.join(root, 'reports', 'streamco-2026-10.csv'),
    reportCsv([{ isrc: 'USABC2600001', quantity: '10', amount: '0.05' }]),
  );
  fs.writeFileSync(path.join(root, 'reports', 'broken.csv'), 'store,isrc\nStreamCo,USABC2600001\n');
  fs.writeFileSync(path.join(root, 'reports', 'notes.pdf'), 'not a report');
  expect(await pickUpReports(ctx.deps)).toEqual({ files: 2, failed: 1 });
  const { rows } = await ctx.deps.db.execute<{ file_name: string; status: string; rows_matched: number; failure: string | null }>(
    sql`select file_name, status, rows_matched, failure from sales_imports order by file_name`,
  );
  expect(rows).toEqual([
    { file_name: 'broken.csv', status: 'failed', rows_matched: 0, failure: expect.stringContaining('Wrong columns') },
    { file_name: 'streamco-2026-10.csv', status: 'preview', rows_matched: 1, failure: null },
  ]);
  expect(await pickUpReports(ctx.deps)).toEqual({ files: 0, failed: 0 });
});
