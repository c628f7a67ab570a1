// The browsers and devices signed in to the account: this one first, marked; each other one can
// be signed out, or all of them at once.
import { useQuery } from '@tanstack/react-query';
import { Laptop, LogOut, Smartphone } from 'lucide-react';
import type { SessionDto } from '../../../../domain/account-dto.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { sessionsOptions } from '../api/account-api.ts';
import { useEndOtherSessions, useEndSession } from '../api/use-account-mutations.ts';
import { formatDateTime } from '../lib/format.ts';
import { runMutation } from '../../../lib/run-mutation.ts';

const isPhone = (device: string) => /iOS|Android/.test(device);

function SessionRow({ session, onEnd, ending }: { session: SessionDto; onEnd: () => void; ending: boolean }) {
  const Icon = isPhone(session.device) ? Smartphone : Laptop;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="session">
      <div className="flex min-w-0 items-start gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {session.device}
            {session.current && <Badge variant="success">This device</Badge>}
          </p>
          <p className="text-sm break-words text-muted-foreground">
            {session.ipAddress ? `${session.ipAddress} · ` : ''}
            {session.current ? 'Active now' : `Last active ${formatDateTime(session.lastActiveAt)}`} · Signed in{' '}
            {formatDateTime(session.createdAt)}
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          onClick={onEnd}
          disabled={ending}
          aria-label={`Sign out ${session.device}, last active ${formatDateTime(session.lastActiveAt)}`}
          className="self-start sm:self-auto"
        >
          {ending ? <Spinner size="sm" label="" aria-hidden="true" /> : <LogOut aria-hidden="true" />} Sign out
        </Button>
      )}
    </li>
  );
}

export function SessionsList() {
  const sessions = useQuery(sessionsOptions());
  const one = useEndSession();
  const others = useEndOtherSessions();
  const endOne = (id: string) =>
    runMutation(one, id, {
      onSuccess: () => toast.success('Session signed out'),
      onError: (err) => toast.error('Could not sign out that session', { description: err.message }),
    });
  const endOthers = () =>
    runMutation(others, undefined, {
      onSuccess: ({ ended }) => toast.success(ended === 1 ? '1 other session signed out' : `${ended} other sessions signed out`),
      onError: (err) => toast.error('Could not sign out the other sessions', { description: err.message }),
    });

  const loading = (
    <div className="space-y-3" aria-busy="true" aria-label="Loading sessions">
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
  return (
    <QueryView query={sessions} loading={loading} errorTitle="Could not load your sessions">
      {({ sessions: list }) => (
        <div className="space-y-3">
          <ul className="divide-y" aria-label="Signed-in sessions">
            {list.map((s) => (
              <SessionRow key={s.id} session={s} ending={one.isPending && one.variables === s.id} onEnd={() => endOne(s.id)} />
            ))}
          </ul>
          {list.every((s) => s.current) ? (
            <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">You are not signed in anywhere else.</p>
          ) : (
            <Button variant="outline" onClick={endOthers} disabled={others.isPending}>
              {others.isPending ? <Spinner size="sm" label="" aria-hidden="true" /> : <LogOut aria-hidden="true" />} Sign out of all other
              sessions
            </Button>
          )}
        </div>
      )}
    </QueryView>
  );
}
