// The admin console: the shell with its sections (each a route under /admin, so a capability adds
// its own), the counters and badges, the Live indicator, and the live refresh: every change the
// event stream reports refreshes the console's queries (admin ones, and the support tickets'),
// at most a few times a second, so the counters, badges and open section follow within a second.
import { useCallback, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BarChart3,
  Disc3,
  DollarSign,
  FileClock,
  FileSpreadsheet,
  LayoutDashboard,
  Library,
  LifeBuoy,
  Link2Off,
  Music,
  PlayCircle,
  Settings,
  ShieldAlert,
  Ticket,
  Users,
  Wallet,
} from 'lucide-react';
import { formatDecimal } from '../../domain/money.ts';
import { AdminShell, type AdminCounter, type AdminNavItem } from '../components/layout/admin-shell.tsx';
import { useAdminChanges, useLiveState, type AdminChange } from '../lib/admin-events.ts';
import { adminKey, countersOptions } from '../features/platform/api/platform-api.ts';
import { supportKey } from '../features/support/api/support-api.ts';

const n = (v: number) => v.toLocaleString('en-US');
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

const adminPaths = {
  overview: '/admin',
  users: '/admin/users',
  releases: '/admin/releases',
  analytics: '/admin/analytics',
  revenue: '/admin/revenue',
  reportMappings: '/admin/report-mappings',
  unmatched: '/admin/unmatched',
  holds: '/admin/holds',
  catalogueImport: '/admin/catalogue-import',
  support: '/admin/support',
  settings: '/admin/settings',
  audit: '/admin/audit',
} as const;

function useLiveRefresh() {
  const client = useQueryClient();
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const topics = useRef(new Set<string>());
  const onChange = useCallback(
    (change: AdminChange) => {
      topics.current.add(change.topic);
      if (pending.current) return;
      pending.current = setTimeout(() => {
        pending.current = undefined;
        const seen = topics.current;
        topics.current = new Set();
        void client.invalidateQueries({ queryKey: adminKey });
        if (seen.has('tickets') || seen.has('resync')) void client.invalidateQueries({ queryKey: supportKey });
      }, 250);
    },
    [client],
  );
  useAdminChanges(onChange);
}

export function AdminLayout() {
  const live = useLiveState();
  useLiveRefresh();
  const counters = useQuery(countersOptions());
  const c = counters.data;
  const nav: AdminNavItem[] = [
    { to: adminPaths.overview, label: 'Overview', icon: LayoutDashboard, end: true },
    { to: adminPaths.users, label: 'Users', icon: Users },
    {
      to: adminPaths.releases,
      label: 'Releases',
      icon: Disc3,
      badges: c ? [{ value: c.pendingReleases, label: 'releases waiting for review', tone: 'warning' }] : [],
    },
    { to: adminPaths.analytics, label: 'Analytics', icon: BarChart3 },
    { to: adminPaths.revenue, label: 'Revenue & Payouts', icon: Wallet },
    { to: adminPaths.reportMappings, label: 'Report mappings', icon: FileSpreadsheet },
    { to: adminPaths.unmatched, label: 'Unmatched lines', icon: Link2Off },
    { to: adminPaths.holds, label: 'Holds', icon: ShieldAlert },
    { to: adminPaths.catalogueImport, label: 'Catalogue import', icon: Library },
    {
      // Its page lists the pending claims (linking to their review) above the tickets.
      to: adminPaths.support,
      label: 'Claims & Support',
      icon: LifeBuoy,
      badges: c
        ? [
            { value: c.pendingClaims, label: 'pending claims', tone: 'warning' },
            { value: c.openTickets, label: 'open tickets', tone: 'info' },
          ]
        : [],
    },
    { to: adminPaths.settings, label: 'Settings', icon: Settings },
    { to: adminPaths.audit, label: 'Audit Log', icon: FileClock },
  ];
  const figures: AdminCounter[] | undefined = c && [
    { label: 'Users', value: n(c.users), icon: Users },
    { label: 'Releases', value: n(c.releases), icon: Music },
    { label: 'Revenue', value: formatDecimal(c.revenue), icon: DollarSign },
    { label: 'Streams', value: c.streams >= 100_000 ? compact.format(c.streams) : n(c.streams), icon: PlayCircle },
    { label: 'Pending Claims', value: n(c.pendingClaims), icon: Wallet },
    { label: 'Open Tickets', value: n(c.openTickets), icon: Ticket },
  ];
  return <AdminShell nav={nav} counters={figures} countersFailed={counters.isError} live={live} />;
}
