// The dashboard home's quick links, to the screens of the account the person's role may open.
import { Link } from '../../../lib/links.tsx';
import { BarChart3, DollarSign, FolderOpen, HandCoins, LifeBuoy, PlusCircle } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import type { AccountRole } from '../../../../domain/teams.ts';
import { roleMayOpen } from '../../../lib/my-accounts.ts';
import { paths } from '../../../lib/paths.ts';

const links = [
  { to: paths.createRelease, title: 'Create Release', text: 'Upload new music', icon: PlusCircle },
  { to: paths.myReleases, title: 'My Releases', text: 'Manage your releases', icon: FolderOpen },
  { to: paths.analytics, title: 'Analytics', text: 'Streams and listeners', icon: BarChart3 },
  { to: paths.revenue, title: 'Revenue', text: 'Your earnings', icon: DollarSign },
  { to: paths.claimRequest, title: 'Claim Request', text: 'Request a payout', icon: HandCoins },
  { to: paths.support, title: 'Support', text: 'Get help', icon: LifeBuoy },
];

/** The screens the person's role in the account may open (`role`: lib/my-accounts.ts; the owner all of them). */
export function QuickLinks({ role }: { role: AccountRole | undefined }) {
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6" aria-label="Quick links">
      {links
        .filter((l) => roleMayOpen(role, l.to))
        .map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Card className="h-full py-0 transition-colors hover:border-primary/50 hover:bg-accent/40">
              <Link to={to} className="flex h-full flex-col gap-2 rounded-xl p-4 focus-visible:outline-2 focus-visible:outline-ring">
                <Icon className="size-5 text-primary" aria-hidden="true" />
                <span className="font-medium">{title}</span>
                <span className="text-xs text-muted-foreground">{text}</span>
              </Link>
            </Card>
          </li>
        ))}
    </ul>
  );
}
