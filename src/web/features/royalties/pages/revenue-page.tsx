// /dashboard/revenue (SPEC section 2, DESIGN section 6): the period selector, Request Payout, four
// stat cards (total earned in the period, available balance, pending payouts, paid out), revenue
// by release (top 5 earning above 0), payout history (latest 5), and in place of the spec's
// "Detailed Analytics Coming Soon" which plan and share paid which days, monthly earnings per
// store and the statement of any month. Each card says the time it covers: the total earned is
// the period's, the balance and the payouts all time (the balance is all-time earnings less the
// claims, as the server worked it out from exact sums).
// The payout history's rows are drawn by the payouts feature (app/revenue-route.tsx).
import { useState, type ReactNode } from 'react';
import { Link } from '../../../lib/links.tsx';
import { useQuery } from '@tanstack/react-query';
import { Clock, DollarSign, HandCoins, Wallet, CheckCircle2 } from 'lucide-react';
import {
  DEFAULT_EARNINGS_PERIOD,
  EARNINGS_PERIODS,
  EARNINGS_PERIOD_LABELS,
  type EarningsPeriod,
} from '../../../../domain/earnings-options.ts';
import type { RevenuePageDto } from '../../../../domain/earnings-dto.ts';
import type { ClaimDto } from '../../../../domain/claims-dto.ts';
import { canClaim, claimableNote } from '../../../../domain/earnings-totals.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { CLAIM_TEXTS } from '../../../../domain/claim-texts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { paths } from '../../../lib/paths.ts';
import { revenueOptions, sharePeriodsOptions } from '../api/earnings-api.ts';
import { MonthlyEarnings } from '../components/monthly-earnings.tsx';
import { PeriodSelector } from '../components/period-selector.tsx';
import { ReportedPeriodsNote } from '../components/reported-periods.tsx';
import { SharePeriods } from '../components/share-periods.tsx';
import { StatementPicker } from '../components/statement-picker.tsx';
import { ArtistChoice } from '../components/artist-choice.tsx';
import { TopReleases } from '../components/top-releases.tsx';

/**
 * Request Payout, offered only when a claim can be made: with nothing to claim (what a claim may ask
 * for is under the payout minimum) it is disabled and says why. The server refuses such a claim too.
 */
function RequestPayout({ r }: { r: RevenuePageDto | undefined }) {
  if (!r || canClaim(r.stats.payable, r.payoutMinimum)) {
    return (
      <Button asChild>
        <Link to={paths.claimRequest}>
          <HandCoins /> Request Payout
        </Link>
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-1 sm:items-end">
      <Button disabled aria-describedby="request-payout-reason">
        <HandCoins /> Request Payout
      </Button>
      <p id="request-payout-reason" className="max-w-64 text-xs text-muted-foreground sm:text-right">
        Nothing to claim yet: {CLAIM_TEXTS.minimum(r.payoutMinimum)}, your balance is {formatDecimal(r.stats.availableBalance)}.
      </p>
    </div>
  );
}

export function RevenuePage({
  payoutHistory,
  holds,
  splits,
}: {
  payoutHistory: (payouts: ClaimDto[], claimable: boolean) => ReactNode;
  /** The artist's holds on earnings (the holds feature's card), under the figures. */
  holds?: ReactNode;
  /** The splits the artist is a payee of (the splits feature's card), under the holds. */
  splits?: ReactNode;
}) {
  const [period, setPeriod] = useState<EarningsPeriod>(DEFAULT_EARNINGS_PERIOD);
  const [artist, setArtist] = useState<string | undefined>();
  const query = useQuery(revenueOptions(period, artist));
  const r = query.data;
  const loading = query.isPending;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Revenue"
        description="What your releases earned, your balance and your payouts."
        actions={
          <>
            <ArtistChoice value={artist} onChange={setArtist} />
            <PeriodSelector value={period} periods={EARNINGS_PERIODS} onChange={setPeriod} />
            <RequestPayout r={r} />
          </>
        }
      />
      {query.isError ? (
        <LoadError title="Error loading revenue" message="Please try again later." onRetry={() => void query.refetch()} />
      ) : (
        <>
          <section aria-label="Revenue statistics" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <StatCard
              label="Total Earned"
              value={formatDecimal(r?.stats.totalEarned)}
              icon={DollarSign}
              loading={loading}
              hint={EARNINGS_PERIOD_LABELS[r?.period ?? period]}
            />
            <StatCard
              label="Available Balance"
              value={formatDecimal(r?.stats.availableBalance)}
              icon={Wallet}
              loading={loading}
              hint={r && <BalanceHint stats={r.stats} />}
            />
            <StatCard
              label="Pending Payouts"
              value={formatDecimal(r?.stats.pendingPayouts)}
              icon={Clock}
              loading={loading}
              hint="All time"
            />
            <StatCard label="Paid Out" value={formatDecimal(r?.stats.paidOut)} icon={CheckCircle2} loading={loading} hint="All time" />
          </section>
          {r && <ReportedPeriodsNote periods={r.reportedPeriods} range={r} />}
          {holds}
          {splits}
          {loading || !r ? (
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-busy="true" aria-label="Loading revenue">
              <Skeleton className="h-64 w-full rounded-xl" />
              <Skeleton className="h-64 w-full rounded-xl" />
              <Skeleton className="h-56 w-full rounded-xl" />
              <Skeleton className="h-56 w-full rounded-xl" />
            </div>
          ) : (
            <Sections r={r} period={period} stale={query.isPlaceholderData} payoutHistory={payoutHistory} />
          )}
        </>
      )}
    </div>
  );
}

/** All time: what was earned less what was claimed and what is held; and, when they differ, the whole cents a claim may ask for. */
function BalanceHint({ stats }: { stats: RevenuePageDto['stats'] }) {
  const note = claimableNote(stats.availableBalance, stats.payable);
  const held = stats.onHold !== '0.00';
  return (
    <>
      All time: {formatDecimal(stats.earnedAllTime)} earned − {formatDecimal(stats.claimed)} claimed
      {held && (
        <>
          {' '}
          − <a href="#holds">{formatDecimal(stats.onHold)} on hold</a>
        </>
      )}
      {note && <> · {note}</>}
    </>
  );
}

/** "Your share": its own request (it reads the period's ledger entries), shown as it comes. */
function YourShare({ period }: { period: EarningsPeriod }) {
  const query = useQuery(sharePeriodsOptions(period));
  const s = query.data;
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Your share</CardTitle>
        <CardDescription>
          The plan and share that paid each day&apos;s sales · {EARNINGS_PERIOD_LABELS[s?.period ?? period].toLowerCase()}
        </CardDescription>
      </CardHeader>
      <CardContent aria-busy={query.isPending || query.isPlaceholderData}>
        {query.isError ? (
          <LoadError title="Error loading your share" message="Please try again later." onRetry={() => void query.refetch()} />
        ) : s ? (
          <SharePeriods periods={s.periods} label="Your share by usage dates" empty="Nothing was earned in this period." />
        ) : (
          <Skeleton className="h-10 w-full" />
        )}
      </CardContent>
    </Card>
  );
}

function Sections({
  r,
  period,
  stale,
  payoutHistory,
}: {
  r: RevenuePageDto;
  period: EarningsPeriod;
  stale: boolean;
  payoutHistory: (payouts: ClaimDto[], claimable: boolean) => ReactNode;
}) {
  return (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2" aria-busy={stale}>
      <YourShare period={period} />
      <Card>
        <CardHeader>
          <CardTitle>Revenue by Release</CardTitle>
          <CardDescription>Your top 5 earning releases · {EARNINGS_PERIOD_LABELS[r.period].toLowerCase()}</CardDescription>
        </CardHeader>
        <CardContent>
          {r.releases.length ? (
            <TopReleases releases={r.releases} label="Revenue by release" />
          ) : (
            <p className="text-sm text-muted-foreground">No release earned in this period.</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Payout History</CardTitle>
          <CardDescription>Your latest 5 payout requests · minimum payout {formatDecimal(r.payoutMinimum)}</CardDescription>
        </CardHeader>
        <CardContent>{payoutHistory(r.payouts, canClaim(r.stats.payable, r.payoutMinimum))}</CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Monthly Earnings by Store</CardTitle>
          {/* Stores report whole months, so every month the period touches is shown whole. */}
          <CardDescription>
            Your share, month by month · whole months overlapping the {EARNINGS_PERIOD_LABELS[r.period].toLowerCase()}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <MonthlyEarnings months={r.monthly} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Statements</CardTitle>
          <CardDescription>Every release and store of a month, gross and your share.</CardDescription>
        </CardHeader>
        <CardContent>
          <StatementPicker months={r.statementMonths} />
        </CardContent>
      </Card>
    </div>
  );
}
