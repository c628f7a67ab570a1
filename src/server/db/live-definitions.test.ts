// The database's own functions and triggers as the migrations leave them, written out in one file
// (live-definitions.sql) so that what runs can be read without replaying the migrations that
// redefined them. The file must match the migrated database; `npx vitest -u` rewrites it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it('live-definitions.sql is what the migrations leave in the database', async () => {
  // Ours only: not an extension's (pg_trgm), not the job queue's (its own schema).
  const { rows: functions } = await ctx.deps.pool.query<{ def: string }>(`
    select pg_get_functiondef(p.oid) def from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
     order by p.proname, pg_get_function_identity_arguments(p.oid)`);
  const { rows: triggers } = await ctx.deps.pool.query<{ def: string }>(`
    select pg_get_triggerdef(t.oid) def from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and not t.tgisinternal order by c.relname, t.tgname`);
  const text = [
    '-- The functions and triggers the migrations leave in the database, generated from it by',
    '-- live-definitions.test.ts (`npx vitest -u` rewrites this file). Read, never run: a change is a',
    '-- new migration.',
    '',
    '-- ---- Functions ----',
    '',
    ...functions.map((f) => `${f.def.trim()};\n`),
    '-- ---- Triggers ----',
    '',
    ...triggers.map((t) => `${t.def};`),
    '',
  ].join('\n');
  await expect(text).toMatchFileSnapshot('./live-definitions.sql');
});
