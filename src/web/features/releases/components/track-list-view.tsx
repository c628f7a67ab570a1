// The tracks of a release, each with a player for uploaded audio or a link to the Drive file.
import { ExternalLink } from 'lucide-react';
import { formatIsrc } from '../../../../domain/identifiers.ts';
import type { TrackDto } from '../../../../domain/releases-dto.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { FileDetails } from './file-details.tsx';

export function TrackListView({ tracks }: { tracks: TrackDto[] }) {
  return (
    <ol className="divide-y rounded-lg border" aria-label="Tracks">
      {tracks.map((t) => (
        <li key={t.id} className="space-y-2 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="w-6 text-sm text-muted-foreground tabular-nums">{t.position}.</span>
            <span className="font-medium">{t.title}</span>
            {t.explicit && <Badge variant="outline">Explicit</Badge>}
            {t.isrc && <span className="ml-auto font-mono text-xs text-muted-foreground">ISRC {formatIsrc(t.isrc)}</span>}
          </div>
          {(t.writerComposer || t.producer || t.featuringArtists.length > 0) && (
            <p className="pl-8 text-sm text-muted-foreground">
              {[
                t.featuringArtists.length ? `feat. ${t.featuringArtists.join(', ')}` : '',
                t.writerComposer ? `Written by ${t.writerComposer}` : '',
                t.producer ? `Produced by ${t.producer}` : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
          <div className="space-y-2 pl-8">
            {t.audioFile ? (
              <>
                <audio controls preload="metadata" src={t.audioFile.url} className="h-10 w-full max-w-lg" aria-label={`Play ${t.title}`} />
                <FileDetails file={t.audioFile} />
              </>
            ) : t.audioUrl ? (
              <a
                href={t.audioUrl}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
              >
                Open audio in Google Drive <ExternalLink className="size-3.5" aria-hidden="true" />
              </a>
            ) : (
              <p className="text-sm text-muted-foreground">No audio yet</p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
