// A label's choice of one of its artists (profiles) for the revenue page; nothing to choose for an
// account with one artist.
import { useQuery } from '@tanstack/react-query';
import { OptionSelect } from '../../../components/ui/option-select.tsx';
import { artistProfilesOptions } from '../../../lib/artist-profiles.ts';

const ALL = 'all';

export function ArtistChoice({ value, onChange }: { value: string | undefined; onChange: (artist: string | undefined) => void }) {
  const artists = useQuery(artistProfilesOptions()).data?.profiles ?? [];
  if (artists.length < 2) return null;
  return (
    <div className="w-full sm:w-48">
      <OptionSelect
        aria-label="Artist"
        value={value ?? ALL}
        onChange={(v) => onChange(v === ALL ? undefined : v)}
        options={[{ value: ALL, label: 'All artists' }, ...artists.map((a) => ({ value: a.id, label: a.name }))]}
      />
    </div>
  );
}
