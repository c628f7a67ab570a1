// Every field of a release, as a description list.
import type { ReleaseDto } from '../../../../domain/releases-dto.ts';
import { PRICE_TIER_LABELS, RELEASE_TYPE_LABELS } from '../../../../domain/releases-options.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { formatCount } from '../../../../domain/releases-rules.ts';
import { territoryText } from './territory-text.ts';

/** Where the cover art came from: uploaded, or fetched from the address the artist gave. */
function coverSource(r: ReleaseDto): string {
  const size = r.coverFile?.image ? ` (${r.coverFile.image.width} x ${r.coverFile.image.height})` : '';
  if (r.coverFile) return r.coverArtUrl ? `Fetched from ${r.coverArtUrl}${size}` : `Uploaded${size}`;
  return r.coverArtUrl ?? '—';
}

export function ReleaseDetails({ release: r }: { release: ReleaseDto }) {
  const rows: [string, string][] = [
    ['UPC', r.upc ?? 'Assigned when approved'],
    ['Cover Art', coverSource(r)],
    ['Release Type', RELEASE_TYPE_LABELS[r.releaseType]],
    ['Genre', r.genre ?? '—'],
    ['Subgenre', r.subgenre ?? '—'],
    ['Mood', r.mood ?? '—'],
    ['Language', r.language],
    ['Release Date', formatDate(r.releaseDate, 'short')],
    ['Pre-order Date', formatDate(r.preOrderDate, 'short')],
    ['Explicit Content', r.explicitContent ? 'Yes' : 'No'],
    ['Other Main Artists', r.otherMainArtists.join(', ') || '—'],
    ['Featuring Artists', r.featuringArtists.join(', ') || '—'],
    ['Writer/Composer', r.writerComposer ?? '—'],
    ['Producer', r.producer ?? '—'],
    ['Copyright Holder', r.copyrightHolder ?? '—'],
    ['Label', r.labelName],
    ['Publisher', r.publisher ?? '—'],
    ['Territories', territoryText(r.territories)],
    ['Stores', r.stores ? `${r.stores.length} chosen` : 'All enabled stores'],
    ['Price Tier', PRICE_TIER_LABELS[r.priceTier]],
    ['Streams', formatCount(r.streamsCount)],
    ['Revenue', formatDecimal(r.revenueEarned)],
    ['Created', formatDate(r.createdAt, 'short')],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map(([k, v]) => (
        <div key={k} className="flex justify-between gap-4 border-b pb-2 sm:block sm:border-0 sm:pb-0">
          <dt className="text-muted-foreground">{k}</dt>
          <dd className="text-right font-medium break-words sm:text-left">{v}</dd>
        </div>
      ))}
      {[
        ['Description', r.description],
        ['Lyrics', r.lyrics],
        ['Submission Notes', r.submissionNotes],
      ].map(([k, v]) =>
        v ? (
          <div key={k} className="sm:col-span-2">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className="mt-1 whitespace-pre-wrap">{v}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
