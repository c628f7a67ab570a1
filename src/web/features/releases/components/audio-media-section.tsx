import { Suspense } from 'react';
import { useFormContext } from 'react-hook-form';
import { fieldHint, FOR_REVIEW, REQUIRED_HINTS } from '../../../../domain/release-required.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { lazyPage } from '../../../lib/lazy-page.tsx';
import { FileUpload } from './file-upload.tsx';
import type { FilesState, FormValues } from './form-values.ts';
import { FormSection } from './form-section.tsx';

// The track list of an EP or an album loads when the release type asks for it (a single has none).
const TrackList = lazyPage(() => import('./track-list.tsx').then((m) => m.TrackList));

export function AudioMediaSection({ files, addFile }: FilesState) {
  const { register, watch, setValue, formState } = useFormContext<FormValues>();
  const e = formState.errors;
  const type = watch('releaseType');
  const audioFileId = watch('audioFileId');
  const coverFileId = watch('coverFileId');
  const audioFile = audioFileId ? (files[audioFileId] ?? null) : null;
  const coverFile = coverFileId ? (files[coverFileId] ?? null) : null;
  const coverSource = watch('coverArtUrl');
  const set = (name: 'audioFileId' | 'audioUrl' | 'coverFileId' | 'coverArtUrl', value: string) =>
    setValue(name, value, { shouldDirty: true });
  return (
    <FormSection title="Audio & Media" description="A Google Drive link or an upload for the audio, and the cover art.">
      {type === 'single' ? (
        <div className="grid gap-3 sm:col-span-2">
          {!audioFile && (
            <FormField
              label="Audio URL"
              error={fieldHint(e.audioUrl?.message, REQUIRED_HINTS.audioUrl)}
              required
              description="A Google Drive link to the audio file, or upload it below."
            >
              <Input type="url" inputMode="url" placeholder="https://drive.google.com/…" {...register('audioUrl')} />
            </FormField>
          )}
          <FileUpload
            kind="audio"
            label="Upload audio"
            file={audioFile}
            onUploaded={
              addFile &&
              ((f) => {
                addFile(f);
                set('audioFileId', f.id);
                set('audioUrl', '');
              })
            }
            onRemove={() => set('audioFileId', '')}
          />
        </div>
      ) : (
        <Suspense fallback={<Skeleton className="h-48 w-full sm:col-span-2" aria-label="Loading tracks" />}>
          <TrackList files={files} addFile={addFile} />
        </Suspense>
      )}
      <div className="grid gap-3 sm:col-span-2">
        {!coverFile && (
          <FormField
            label="Cover Art URL"
            error={e.coverArtUrl?.message}
            required
            description={`The web address of the image: we fetch it once and keep a copy. Or upload it below. ${FOR_REVIEW}`}
          >
            <Input type="url" inputMode="url" placeholder="https://…" {...register('coverArtUrl')} />
          </FormField>
        )}
        <FileUpload
          kind="cover"
          label="Upload cover art"
          file={coverFile}
          onUploaded={
            addFile &&
            ((f) => {
              addFile(f);
              set('coverFileId', f.id);
              set('coverArtUrl', '');
            })
          }
          onRemove={() => {
            set('coverFileId', '');
            set('coverArtUrl', '');
          }}
        />
        {coverFile && coverSource && <p className="text-xs break-all text-muted-foreground">Fetched from {coverSource}</p>}
      </div>
    </FormSection>
  );
}
