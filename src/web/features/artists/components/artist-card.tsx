// One artist profile in the list: the name, the country, how many releases name it, the artist's
// page on each store that has one ("On Spotify", opening the store), "New artist" while no store
// has one, and Edit and Delete (asked first; a profile with releases is refused with the reason).
import { useState } from 'react';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import type { ArtistProfileDto } from '../../../../domain/artist-profiles-dto.ts';
import { ARTIST_STORES } from '../../../../domain/artist-profiles.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { isRefusal } from '../../../lib/api-client.ts';
import { runMutation } from '../../../lib/run-mutation.ts';
import { useDeleteArtistProfile } from '../api/artists-api.ts';
import { countryName } from './country-names.ts';
import { storePageUrl } from './store-links.ts';

const releaseCount = (n: number) => (n === 0 ? 'No releases yet' : `${n} release${n === 1 ? '' : 's'}`);

function StoreLinks({ profile: p }: { profile: ArtistProfileDto }) {
  const stores = ARTIST_STORES.filter((s) => p.storeIds[s.key]);
  if (!stores.length) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={`${p.name} on the stores`}>
      {stores.map((s) => (
        <li key={s.key}>
          <a
            href={storePageUrl(s.key, p.storeIds[s.key]!)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 rounded-md border px-2.5 py-1 text-xs font-medium text-primary hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            On {s.name} <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}

function DeleteProfile({ profile: p }: { profile: ArtistProfileDto }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteArtistProfile();
  const removeNow = () =>
    runMutation(remove, p.id, {
      onSuccess: () => toast.success('Artist profile deleted', { description: p.name }),
      onError: (err) =>
        isRefusal(err)
          ? toast.error(err.message)
          : toast.error('The artist profile could not be deleted', { description: 'Please try again later.' }),
    });
  return (
    <ConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      trigger={
        <Button variant="outline" size="sm" className="text-destructive" disabled={remove.isPending} aria-label={`Delete ${p.name}`}>
          <Trash2 /> Delete
        </Button>
      }
      title={`Delete ${p.name}?`}
      description="The artist profile is removed from your account. A profile that releases name stays until they are moved or deleted."
      confirmLabel="Delete"
      destructive
      onConfirm={removeNow}
    />
  );
}

export function ArtistCard({ profile: p, onEdit }: { profile: ArtistProfileDto; onEdit: () => void }) {
  const onNoStore = !ARTIST_STORES.some((s) => p.storeIds[s.key]);
  return (
    <Card className="h-full gap-4 p-4 sm:p-5" data-testid="artist-card">
      <div className="flex items-start justify-between gap-3">
        {p.imageUrl && <img src={p.imageUrl} alt="" className="size-12 shrink-0 rounded-full border object-cover" />}
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="text-lg leading-tight font-semibold break-words">{p.name}</h2>
          <p className="text-sm text-muted-foreground">
            {p.country ? `${countryName(p.country)} · ` : ''}
            {releaseCount(p.releaseCount)}
          </p>
        </div>
        {p.newArtist && onNoStore && <Badge variant="secondary">New artist</Badge>}
      </div>
      {p.bio && <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-muted-foreground">{p.bio}</p>}
      <StoreLinks profile={p} />
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${p.name}`}>
          <Pencil /> Edit
        </Button>
        <DeleteProfile profile={p} />
      </div>
    </Card>
  );
}
