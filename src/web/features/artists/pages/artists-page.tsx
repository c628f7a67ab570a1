// /dashboard/artists: the account's artist profiles (issue 26) and how many the plan allows, Add
// Artist (held back at the plan's limit, with the plan that lifts it), and each profile as a card
// with its store pages, Edit and Delete. The add/edit form loads when the pointer nears or focus
// reaches a button that opens it: most visits only read the list.
import { Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Mic2, Plus } from 'lucide-react';
import type { ArtistProfileDto } from '../../../../domain/artist-profiles-dto.ts';
import { TRY_LATER } from '../../../../domain/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonBlocks } from '../../../components/ui/query-view.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { lazyPage } from '../../../lib/lazy-page.tsx';
import { artistProfilesOptions } from '../../../lib/artist-profiles.ts';
import { ArtistCard } from '../components/artist-card.tsx';
import { atProfileLimit, LIMIT_NOTICE_ID, planLine, ProfileLimitNotice } from '../components/profile-limit.tsx';

const ArtistProfileDialog = lazyPage(() => import('../components/artist-profile-dialog.tsx').then((m) => m.ArtistProfileDialog));
const warmDialog = () => void ArtistProfileDialog.preload().catch(() => undefined);
const warm = { onPointerEnter: warmDialog, onFocus: warmDialog };

/** The dialog's subject: a new artist, or the profile being edited. */
type Editing = { profile?: ArtistProfileDto };

function AddArtistButton({ disabled, limited, onClick }: { disabled: boolean; limited: boolean; onClick: () => void }) {
  return (
    <Button onClick={onClick} disabled={disabled} aria-describedby={limited ? LIMIT_NOTICE_ID : undefined} {...warm}>
      <Plus /> Add Artist
    </Button>
  );
}

function ArtistList({ profiles, onEdit }: { profiles: ArtistProfileDto[]; onEdit: (p: ArtistProfileDto) => void }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Artist profiles" {...warm}>
      {profiles.map((p) => (
        <li key={p.id}>
          <ArtistCard profile={p} onEdit={() => onEdit(p)} />
        </li>
      ))}
    </ul>
  );
}

export function ArtistsPage() {
  const query = useQuery(artistProfilesOptions());
  const { isAdmin } = useAuth();
  const [editing, setEditing] = useState<Editing | null>(null);
  const data = query.data;
  const limited = !!data && atProfileLimit(data);
  const add = () => setEditing({});

  return (
    <div className="space-y-6">
      <PageHeader
        title="Artists"
        description={data ? planLine(data) : undefined}
        actions={<AddArtistButton disabled={query.isPending || limited} limited={limited} onClick={add} />}
      >
        {query.isPending && <Skeleton className="h-5 w-64 max-w-full" aria-label="Loading your plan’s limit" />}
      </PageHeader>
      {data && limited && <ProfileLimitNotice data={data} upsell={!isAdmin} />}
      {query.isPending ? (
        <SkeletonBlocks
          label="Loading artist profiles"
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
          blocks={['h-44 rounded-xl', 'h-44 rounded-xl', 'h-44 rounded-xl']}
        />
      ) : query.isError ? (
        <LoadError title="Your artist profiles could not be loaded" message={TRY_LATER} onRetry={() => void query.refetch()} />
      ) : data!.profiles.length === 0 ? (
        <EmptyState
          icon={Mic2}
          title="No artist profiles yet"
          description="Add the artists you release music for, with their pages on the stores, so each release lands on the right artist’s page."
          action={
            !limited && (
              <Button onClick={add} {...warm}>
                <Plus /> Add Your First Artist
              </Button>
            )
          }
        />
      ) : (
        <ArtistList profiles={data!.profiles} onEdit={(profile) => setEditing({ profile })} />
      )}
      {editing && (
        <Suspense fallback={null}>
          <ArtistProfileDialog profile={editing.profile} upsell={!isAdmin} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </div>
  );
}
