import type { Db } from './pool.ts';
import type { Logger } from '../logger.ts';

// Filled in with releases and sales data by the releases capability.
export async function seedDemo(_db: Db, log: Logger): Promise<void> {
  log.info('demo data: nothing to seed yet');
}
