// Every foreign key that names a row of a table that grows (a user, a release, a file) has an
// index beginning with its columns: the referenced row's deletion looks its referrers up through
// it, and so do the queries asking "is this file used?". Without one, each such lookup scans the
// referring table: on a catalogue of 100,000 artists an upload's quota check scanned every artist
// profile, twice (64 ms a time), until artist_profiles.image_file_id had its index.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/**
 * Not indexed yet, each a scan of its table when the row it names is deleted (a user's deletion
 * scans all of those naming users): none may be added, and each one indexed leaves this list.
 */
const NOT_YET = [
  'account_activity(actor_id) -> users',
  'account_activity(api_key_id) -> api_keys',
  'analytics_estimates(release_id) -> music_releases',
  'api_keys(created_by) -> users',
  'catalogue_imports(created_by) -> users',
  'contact_messages(user_id) -> users',
  'deliveries(takedown_request_id) -> takedown_requests',
  'earnings_holds(created_by) -> users',
  'earnings_holds(released_by) -> users',
  'release_revisions(author_id) -> users',
  'release_revisions(reviewed_by) -> users',
  'release_status_history(actor_id) -> users',
  'report_mappings(created_by) -> users',
  'sales_import_statements(import_id) -> sales_imports',
  'sales_imports(created_by) -> users',
  'scheduled_plan_changes(payment_id) -> payments',
  'split_consents(party_id) -> split_parties',
  'split_recoupments(party_id) -> split_parties',
  'split_shares(party_id) -> split_parties',
  'split_versions(created_by) -> users',
  'splits(owner_id) -> users',
  'support_ticket_replies(author_id) -> users',
  'takedown_requests(decided_by) -> users',
  'takedown_requests(user_id) -> users',
  'team_invitations(invited_by) -> users',
  'upload_sessions(file_id) -> uploaded_files',
  'webhook_deliveries(event_id) -> webhook_events',
  'webhook_endpoints(created_by) -> users',
];

it('indexes the columns of every foreign key', async () => {
  const { rows } = await ctx.deps.pool.query<{ fk: string }>(`
    select c.conrelid::regclass::text || '(' || string_agg(a.attname, ', ' order by k.i) || ') -> ' || c.confrelid::regclass::text fk
      from pg_constraint c
      join pg_namespace n on n.oid = c.connamespace and n.nspname = 'public'
      cross join lateral unnest(c.conkey) with ordinality k(attnum, i)
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
     where c.contype = 'f'
       and not exists (
             select 1 from pg_index x
              where x.indrelid = c.conrelid
                and (x.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
                and (x.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey)
     group by c.oid, c.conrelid, c.confrelid
     order by 1`);
  expect(rows.map((r) => r.fk)).toEqual(NOT_YET);
});
