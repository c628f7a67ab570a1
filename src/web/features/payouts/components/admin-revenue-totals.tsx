// The console's money at a glance: gross from confirmed sales reports, the artists' share and
// the platform fee, what artists are owed, claims by stage, and report rows still unmatched (with
// the way to the unmatched queue).
import { Link } from '../../../lib/links.tsx';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Banknote, CheckCircle2, Clock, DollarSign, Landmark, Percent, Wallet } from 'lucide-react';
import { formatDecimal } from '../../../../domain/money.ts';
import { formatCount } from '../../../../domain/releases-rules.ts';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { revenueTotalsOptions } from '../api/admin-revenue-api.ts';

const claims = (c: { count: number; amount: string }) => `${formatDecimal(c.amount)} · ${formatCount(c.count)}`;

export function AdminRevenueTotals() {
  const q = useQuery(revenueTotalsOptions());
  if (q.isError) return <LoadError title="Error" message={q.error.message} onRetry={() => void q.refetch()} />;
  const t = q.data;
  const loading = q.isPending;
  return (
    <section aria-label="Revenue totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label="Gross Revenue" value={formatDecimal(t?.gross)} icon={DollarSign} loading={loading} />
      <StatCard label="Artists' Share" value={formatDecimal(t?.net)} icon={Banknote} loading={loading} />
      <StatCard label="Platform Fee" value={formatDecimal(t?.platformFee)} icon={Percent} loading={loading} />
      <StatCard label="Owed to Artists" value={formatDecimal(t?.owed)} icon={Landmark} loading={loading} />
      <StatCard label="Pending Claims" value={t ? claims(t.pendingClaims) : ''} icon={Clock} loading={loading} />
      <StatCard label="Approved Claims" value={t ? claims(t.approvedClaims) : ''} icon={Wallet} loading={loading} />
      <StatCard label="Paid Claims" value={t ? claims(t.paidClaims) : ''} icon={CheckCircle2} loading={loading} />
      <StatCard
        label="Unmatched Rows"
        value={formatCount(t?.unmatchedRows ?? 0)}
        icon={AlertTriangle}
        loading={loading}
        hint={
          <Link to="/admin/unmatched" className="underline underline-offset-4">
            Match and book them
          </Link>
        }
      />
    </section>
  );
}
