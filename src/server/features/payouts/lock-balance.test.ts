// The balance lock: an import change locking the balances of the artists it touches (lockBalances)
// holds off a claim by any of them (lockBalance) until it commits, and no one else.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { lockBalance, lockBalances } from './lock-balance.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Whether lockBalance(userId) gets the lock within 300 ms, in a transaction of its own. */
async function canLock(userId: string): Promise<boolean> {
  try {
    await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '300ms'`);
      await lockBalance(tx, userId);
    });
    return true;
  } catch (e) {
    // 55P03: lock_not_available, the wait timed out
    if ((e as { cause?: { code?: string } }).cause?.code === '55P03' || (e as { code?: string }).code === '55P03') return false;
    throw e;
  }
}

describe('the balance lock', () => {
  it('taken for the users a query returns holds off their claims until the commit, and no one else’s', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const held = new Promise<void>((r) => (locked = r));
    const holder = ctx.deps.db.transaction(async (tx) => {
      await lockBalances(tx, sql`select ${b}::uuid as user_id union all select ${a}::uuid union all select ${a}::uuid`);
      locked();
      await released;
    });
    await held;
    try {
      expect(await canLock(a)).toBe(false);
      expect(await canLock(b)).toBe(false);
      expect(await canLock(c)).toBe(true);
    } finally {
      release();
      await holder;
    }
    expect(await canLock(a)).toBe(true);
    expect(await canLock(b)).toBe(true);
  });

  it('taken for one user holds off another transaction for that user', async () => {
    const a = randomUUID();
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const held = new Promise<void>((r) => (locked = r));
    const holder = ctx.deps.db.transaction(async (tx) => {
      await lockBalance(tx, a);
      locked();
      await released;
    });
    await held;
    try {
      expect(await canLock(a)).toBe(false);
    } finally {
      release();
      await holder;
    }
    expect(await canLock(a)).toBe(true);
  });
});
