// Splits (domain/splits.ts, decision 0013): who shares a release's net earnings, or a track's (by
// its ISRC, which outlives the track rows an edit replaces), and whose fixed amount is repaid
// first. Each change is a version; the booking of an import splits each release's net by the
// version in force for the usage day and writes the parts: the payees' in split_entries (their
// own ledger, kept by party, so a payee is credited before they have an account), the owner's as
// one `split` entry of the earnings ledger taking the payees' parts out of their net. Money is
// numeric (exact), never float.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { created, ts, updated } from './columns.ts';
import { users } from './schema.ts';
import { musicReleases } from './schema-releases.ts';

/** As the ledger's: 12 decimal places. */
const money = (name: string) => numeric(name, { precision: 24, scale: 12 });

export const splits = pgTable(
  'splits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    releaseId: uuid('release_id')
      .notNull()
      .references(() => musicReleases.id, { onDelete: 'cascade' }),
    /** A track's split (overriding its release's) names the track by ISRC; null: the release's. */
    isrc: text('isrc'),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The net booked under the split, all versions: what its recoupments are repaid from (the running total). */
    total: money('total').notNull().default('0'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('splits_release_key')
      .on(t.releaseId)
      .where(sql`${t.isrc} is null`),
    uniqueIndex('splits_track_key')
      .on(t.releaseId, t.isrc)
      .where(sql`${t.isrc} is not null`),
  ],
);

/**
 * A payee of a split, by email and name, credited whether or not they have an account: `userId`
 * is set when they accept, and what the party holds is that user's from then on, whatever the
 * party's status later. Declined, their share returns to the owner from that day.
 */
export const splitParties = pgTable(
  'split_parties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    splitId: uuid('split_id')
      .notNull()
      .references(() => splits.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('invited'),
    /**
     * A random key the invitation link's token is signed over (invitation-token.ts): the token is
     * never stored, and a new key (a new invitation) ends the old links.
     */
    inviteKey: text('invite_key').notNull(),
    invitedAt: created(),
    remindedAt: ts('reminded_at'),
    answeredAt: ts('answered_at'),
  },
  (t) => [
    uniqueIndex('split_parties_email_key').on(t.splitId, sql`lower(${t.email})`),
    index('split_parties_user_idx').on(t.userId),
    check('split_parties_status_check', sql`${t.status} in ('invited','accepted','declined')`),
    check('split_parties_accepted_check', sql`${t.status} <> 'accepted' or ${t.userId} is not null`),
  ],
);

/**
 * A version of a split's shares. It is in force for the usage days from `effectiveFrom` (null:
 * every usage day of the bookings made after it); a booking takes, for each usage day, the latest
 * version in force for it. `pot` is the net booked under this version less what repaid the
 * recoupments: what its shares are of.
 */
export const splitVersions = pgTable(
  'split_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    splitId: uuid('split_id')
      .notNull()
      .references(() => splits.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    effectiveFrom: date('effective_from'),
    pot: money('pot').notNull().default('0'),
    /**
     * in_force; pending while payees whose share (or amount repaid first) it lowers may object
     * (until `pendingUntil`, or until all of them agree); objected, or replaced by a newer version
     * before it was in force; lapsed when its amounts repaid first could no longer apply once it
     * would take effect (repayment began meanwhile). Only versions in force are booked by.
     */
    status: text('status').notNull().default('in_force'),
    pendingUntil: ts('pending_until'),
    /** A pending version's amounts repaid first, in order ({ party, amount }): the split's once it takes effect. */
    recoupments: jsonb('recoupments').$type<{ party: string; amount: string }[]>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('split_versions_number_key').on(t.splitId, t.number),
    check('split_versions_status_check', sql`${t.status} in ('pending','in_force','objected','replaced','lapsed')`),
    check('split_versions_pending_check', sql`(${t.status} = 'pending') = (${t.pendingUntil} is not null)`),
  ],
);

/** A payee whose share (or amount repaid first) a pending version lowers, and their answer (null until they give one). */
export const splitConsents = pgTable(
  'split_consents',
  {
    versionId: uuid('version_id')
      .notNull()
      .references(() => splitVersions.id, { onDelete: 'cascade' }),
    partyId: uuid('party_id')
      .notNull()
      .references(() => splitParties.id, { onDelete: 'cascade' }),
    /** Their share before and in the version, in share units. */
    before: integer('before').notNull(),
    after: integer('after').notNull(),
    /** The amount repaid to them first before and in the version, when it lowers (or removes) it. */
    recoupBefore: money('recoup_before'),
    recoupAfter: money('recoup_after'),
    answer: text('answer'),
    answeredAt: ts('answered_at'),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.partyId] }),
    check('split_consents_answer_check', sql`${t.answer} in ('agreed','objected')`),
  ],
);

/** A payee's share in a version, in units of 10^-4 % (1,000,000 is 100 %); the owner keeps the rest. */
export const splitShares = pgTable(
  'split_shares',
  {
    versionId: uuid('version_id')
      .notNull()
      .references(() => splitVersions.id, { onDelete: 'cascade' }),
    partyId: uuid('party_id')
      .notNull()
      .references(() => splitParties.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    share: integer('share').notNull(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.partyId] }), check('split_shares_share_check', sql`${t.share} between 1 and 1000000`)],
);

/** An amount repaid to a payee before the shares apply, from the split's total, in `position` order: the split's, whatever its version. */
export const splitRecoupments = pgTable(
  'split_recoupments',
  {
    splitId: uuid('split_id')
      .notNull()
      .references(() => splits.id, { onDelete: 'cascade' }),
    partyId: uuid('party_id')
      .notNull()
      .references(() => splitParties.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.splitId, t.partyId] }), check('split_recoupments_amount_check', sql`${t.amount} > 0`)],
);

/**
 * The net an import put through a split, per version, release, usage period and store: what the
 * booking split, and what reversing the import splits back (reverses_id).
 */
export const splitBookings = pgTable(
  'split_bookings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    splitId: uuid('split_id').notNull(),
    versionId: uuid('version_id').notNull(),
    importId: uuid('import_id').notNull(),
    releaseId: uuid('release_id').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    store: text('store').notNull(),
    gross: money('gross').notNull(),
    net: money('net').notNull(),
    reversesId: bigint('reverses_id', { mode: 'number' }),
    createdAt: created(),
  },
  (t) => [index('split_bookings_import_idx').on(t.importId), uniqueIndex('split_bookings_reverses_key').on(t.reversesId)],
);

/**
 * The payees' ledger: each part of a booking a payee got (`recoup` or `share`; negative when a
 * return took it back), kept by party. Only appended to. A user's balance counts the entries of
 * every party they have accepted (split_party_totals, kept by a trigger).
 */
export const splitEntries = pgTable(
  'split_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: bigint('booking_id', { mode: 'number' }).notNull(),
    partyId: uuid('party_id').notNull(),
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    createdAt: created(),
  },
  (t) => [
    index('split_entries_party_idx').on(t.partyId, t.bookingId),
    index('split_entries_booking_idx').on(t.bookingId),
    check('split_entries_kind_check', sql`${t.kind} in ('recoup','share')`),
  ],
);

/** Each party's entries summed, in the transaction that appends them. */
export const splitPartyTotals = pgTable('split_party_totals', {
  partyId: uuid('party_id').primaryKey(),
  amount: numeric('amount').notNull(),
});
