// Backup and restore (docs/backups.md) of an instance on an embedded PostgreSQL of its own: backed
// up by scripts/backup.ts while it runs (a base backup of the cluster), restored by
// scripts/restore.ts into an empty DATA_DIR; the checks are scripts/backup-restore-case.ts's.
import path from 'node:path';
import { afterAll, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { createLogger } from '../src/server/logger.ts';
import { freePort } from '../src/server/test/app-process.ts';
import { backupRestoreCase } from './backup-restore-case.ts';

const embeddedCase = backupRestoreCase({
  name: 'backup',
  databases: async (dataDir) => {
    const embedded = await startEmbeddedPostgres({ dir: path.join(dataDir, 'pg'), port: await freePort(), log: createLogger('fatal') });
    return { sourceUrl: embedded.url, sourceEnv: {}, restoredEnv: {}, stopSource: embedded.stop };
  },
  method: 'base-backup',
  keptAside: ['files', 'pg', 'pg.secret'],
  restoredClient: (app) => app.database(),
});

afterAll(() => embeddedCase.cleanup());

it(
  'restores accounts, releases, files, ledger entries and deliveries into an empty instance whose server serves them',
  () => embeddedCase.run(),
  240_000,
);
