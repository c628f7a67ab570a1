// The account's latest changes, newest first, with who made them (the owner or a member acting for
// them) and when: the first lines, and the rest on asking.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { formatDate } from '../../../../domain/dates.ts';
import { TRY_LATER } from '../../../../domain/errors.ts';
import type { ActivityDto } from '../../../../domain/teams-dto.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { SkeletonBlocks } from '../../../components/ui/query-view.tsx';
import { activityOptions } from '../api/teams-api.ts';

const FIRST = 12;

function ActivityLines({ items }: { items: ActivityDto['items'] }) {
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, FIRST);
  return (
    <div className="space-y-3">
      <ol className="divide-y" aria-label="Latest activity">
        {shown.map((a) => (
          <li key={a.id} className="space-y-0.5 py-2.5 first:pt-0 last:pb-0">
            <p className="text-sm break-words">{a.action}</p>
            <p className="text-xs break-words text-muted-foreground">
              <span className="font-medium text-foreground">{a.who}</span> · <time dateTime={a.at}>{formatDate(a.at, 'dateTime')}</time>
            </p>
          </li>
        ))}
      </ol>
      {!all && items.length > FIRST && (
        <Button variant="outline" size="sm" onClick={() => setAll(true)}>
          Show all {items.length}
        </Button>
      )}
    </div>
  );
}

export function TeamActivity() {
  const query = useQuery(activityOptions());
  if (query.isPending)
    return <SkeletonBlocks label="Loading the activity" className="space-y-3" blocks={['h-5 w-full', 'h-5 w-5/6', 'h-5 w-2/3']} />;
  if (query.isError) return <LoadError title="The activity could not be loaded" message={TRY_LATER} onRetry={() => void query.refetch()} />;
  if (!query.data.items.length)
    return (
      <EmptyState
        icon={History}
        titleAs="h3"
        title="Nothing yet"
        description="What you and your team change in this account is listed here, with who did it."
        className="py-8 sm:py-10"
      />
    );
  return <ActivityLines items={query.data.items} />;
}
