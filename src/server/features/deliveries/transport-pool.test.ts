// Kept connections belong to one app: two apps in one process (each with its own data folder and a
// copy of the database, where the seeded endpoints have the same ids) each deliver into their own
// deliveries folder, even to an endpoint the other has just used.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser } from '../../test/users.ts';
import { runDelivery } from './run-delivery.ts';
import { approvedRelease, deliveryRow, giveDpids, queueFor } from '../../test/deliveries.ts';

const apps: { ctx: TestContext; dataDir: string }[] = [];

beforeAll(async () => {
  for (let i = 0; i < 2; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-transport-pool-'));
    const ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
    await giveDpids(ctx, ['deezer']);
    apps.push({ ctx, dataDir });
  }
});
afterAll(async () => {
  for (const { ctx, dataDir } of apps) {
    await ctx.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

it('delivers each app into its own folder over its own connections', async () => {
  for (const { ctx, dataDir } of apps) {
    const artist = await createUser(ctx);
    const releaseId = await approvedRelease(ctx, artist, { title: 'Own Folder' });
    const [id] = await queueFor(ctx, releaseId, ['deezer'], { jobs: false });
    expect(await runDelivery(ctx.deps, id!)).toBe('delivered');
    const { batchId } = await deliveryRow(ctx, id!);
    expect(fs.existsSync(path.join(dataDir, 'deliveries', 'deezer', batchId!))).toBe(true);
  }
});
