// The areas `npm run mutate -- <area>` knows: the files whose mutants are tried, and the tests
// that must kill them (each area's Vitest config, scripts/mutate/vitest.<area>.config.ts, runs
// only those tests). Tests are limited by a Vitest config rather than Stryker's `testFiles`:
// with `testFiles` set, Stryker 10.1 never activates mutants in module-level code.
export type MutationArea = {
  /** What is mutated (Stryker globs; `!` excludes). */
  mutate: string[];
  /** The test files that run against the mutants. */
  tests: string[];
  /** True when the tests need the test database (Vitest's global setup starts it). */
  database: boolean;
};

export const AREAS = {
  // The pure rules. Left out: marketing copy and help articles (company, stores, public pages,
  // help articles), files of screen texts only (auth-texts, payments-texts: no rule in them, a
  // mutant there is killed only by a test repeating the text), and files holding only types.
  domain: {
    mutate: [
      'src/domain/**/*.ts',
      '!src/domain/**/*.test.ts',
      '!src/domain/**/*.fixtures.ts',
      '!src/domain/help-articles.ts',
      '!src/domain/company.ts',
      '!src/domain/stores.ts',
      '!src/domain/public-pages.ts',
      '!src/domain/auth-texts.ts',
      '!src/domain/payments-texts.ts',
      '!src/domain/releases-dto.ts',
      // Money's rules are mutated with the money area, whose tests (the ledger, imports and claims
      // through the API) cover them; their texts and DTOs hold no rule.
      '!src/domain/claims.ts',
      '!src/domain/claim-texts.ts',
      '!src/domain/earnings.ts',
      '!src/domain/earnings-decimal.ts',
      '!src/domain/earnings-dto.ts',
      '!src/domain/import-texts.ts',
      '!src/domain/report-formats.ts',
      '!src/domain/report-csv-formats.ts',
      '!src/domain/report-dsr-format.ts',
      '!src/domain/deliveries.ts',
      '!src/domain/deliveries-schema.ts',
    ],
    tests: ['src/domain/**/*.test.ts'],
    database: false,
  },
  // Orders, verification, webhooks, activation, the sweep, billing and receipts.
  payments: {
    mutate: ['src/server/features/payments/*.ts', '!src/server/features/payments/*.test.ts'],
    tests: ['src/server/features/payments/**/*.test.ts'],
    database: true,
  },
  // The operations that create a release, change it and move its status (the artist's submit
  // and withdraw, the admin's review and take-down).
  releases: {
    mutate: [
      'src/server/features/releases/create-release.ts',
      'src/server/features/releases/update-release.ts',
      'src/server/features/releases/submit-release.ts',
      'src/server/features/releases/withdraw-release.ts',
      'src/server/features/releases/review-release.ts',
      'src/server/features/releases/take-down-releases.ts',
      'src/server/features/releases/release-columns.ts',
      'src/server/features/releases/record-status-change.ts',
    ],
    tests: ['src/server/features/releases/**/*.test.ts'],
    database: true,
  },
  // The upload guard (type sniffed from the content, size cap, interrupted bodies), the readers
  // that check audio and cover art, and the cover fetched from a web address.
  uploads: {
    mutate: [
      'src/server/features/uploads/upload-file.ts',
      'src/server/features/uploads/read-audio-info.ts',
      'src/server/features/uploads/read-image-info.ts',
      'src/server/features/uploads/import-cover.ts',
    ],
    // cover-url.test.ts: a cover given as a web address, fetched when the release is saved
    tests: ['src/server/features/uploads/**/*.test.ts', 'src/server/features/releases/cover-url.test.ts'],
    database: true,
  },
  // Money: report reading, imports into the ledger (shares, replacements, rollbacks), balances
  // and payout claims (the balance lock, the admin's review). Target 90 %.
  money: {
    mutate: [
      'src/domain/claims.ts',
      'src/domain/earnings.ts',
      'src/domain/earnings-decimal.ts',
      'src/domain/report-formats.ts',
      'src/domain/report-csv-formats.ts',
      'src/domain/report-dsr-format.ts',
      'src/server/features/royalties/read-report.ts',
      'src/server/features/royalties/report-text.ts',
      'src/server/features/royalties/choose-report-format.ts',
      'src/server/features/royalties/read-delimited-rows.ts',
      'src/server/features/royalties/dsr-rows.ts',
      'src/server/features/royalties/create-import.ts',
      'src/server/features/royalties/copy-import-rows.ts',
      'src/server/features/royalties/join-dsr-set.ts',
      'src/server/features/royalties/line-keys.ts',
      'src/server/features/royalties/flag-duplicate-lines.ts',
      'src/server/features/royalties/book-import.ts',
      'src/server/features/royalties/change-import.ts',
      'src/server/features/payouts/create-claim.ts',
      'src/server/features/payouts/get-balance.ts',
      'src/server/features/payouts/lock-balance.ts',
      'src/server/features/payouts/keep-claims-covered.ts',
      'src/server/features/payouts/update-claim.ts',
    ],
    tests: [
      'src/domain/earnings-rules.test.ts',
      'src/domain/earnings-decimal.test.ts',
      'src/domain/claims.test.ts',
      'src/domain/report-formats-rules.test.ts',
      'src/domain/report-formats-records.test.ts',
      'src/server/features/royalties/**/*.test.ts',
      'src/server/features/payouts/**/*.test.ts',
    ],
    database: true,
  },
  // Distribution: identifiers (check digits, allocation, never reused), territories, the ERN
  // checks the schema cannot make, and the delivery state machine. Target 90 % on identifiers.
  distribution: {
    mutate: [
      'src/domain/identifiers.ts',
      'src/domain/territories.ts',
      'src/server/features/deliveries/identifiers/*.ts',
      '!src/server/features/deliveries/identifiers/*.test.ts',
      'src/server/features/deliveries/ern/check-ern.ts',
      'src/server/features/deliveries/ern/release-problems.ts',
      'src/server/features/deliveries/run-delivery.ts',
      'src/server/features/deliveries/queue-deliveries.ts',
      'src/server/features/deliveries/takedowns.ts',
    ],
    tests: ['src/domain/identifiers.test.ts', 'src/domain/territories.test.ts', 'src/server/features/deliveries/**/*.test.ts'],
    database: true,
  },
} as const satisfies Record<string, MutationArea>;

export type AreaName = keyof typeof AREAS;

export const AREA_NAMES = Object.keys(AREAS) as AreaName[];

export function isAreaName(name: string): name is AreaName {
  return (AREA_NAMES as string[]).includes(name);
}
