// The ordered tracks of an EP or album: title, audio (Drive link or upload), explicit flag and
// credits per track. A new track starts with the release's featured artists (only a default: the
// messages credit each track's own).
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { MAX_TRACKS } from '../../../../domain/releases-options.ts';
import { fieldHint, REQUIRED_HINTS } from '../../../../domain/release-required.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { acceptedText, FileUpload } from './file-upload.tsx';
import { emptyTrack, type FilesState, type FormValues } from './form-values.ts';
import { Names } from './name-list-input.tsx';
import { splitList } from '../../../../domain/releases-rules.ts';

export function TrackList({ files, addFile }: FilesState) {
  const { control, register, watch, setValue, getValues, formState } = useFormContext<FormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'tracks' });
  const errors = formState.errors.tracks;
  return (
    <div className="space-y-4 sm:col-span-2">
      <h3 className="text-base font-semibold">Tracks</h3>
      {addFile && <p className="text-xs text-muted-foreground">Audio uploads: {acceptedText('audio')}</p>}
      {errors?.message && <p className="text-sm font-medium text-destructive">{errors.message}</p>}
      <ol className="space-y-4">
        {fields.map((f, i) => {
          const fileId = watch(`tracks.${i}.audioFileId`);
          const file = fileId ? (files[fileId] ?? null) : null;
          const e = errors?.[i];
          return (
            <li key={f.id} className="rounded-lg border p-4" aria-label={`Track ${i + 1}`}>
              <div className="mb-3 flex items-center justify-between gap-2">
                <span className="text-sm font-semibold">Track {i + 1}</span>
                <TrackMoves at={i} count={fields.length} move={move} remove={remove} />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label={`Track ${i + 1} title`} error={e?.title?.message} required>
                  <Input maxLength={200} {...register(`tracks.${i}.title`)} />
                </FormField>
                {!file && (
                  <FormField
                    label={`Track ${i + 1} audio URL`}
                    error={fieldHint(e?.audioUrl?.message, REQUIRED_HINTS.trackAudio(i + 1))}
                    required={i === 0}
                  >
                    <Input type="url" inputMode="url" placeholder="https://drive.google.com/…" {...register(`tracks.${i}.audioUrl`)} />
                  </FormField>
                )}
                <div className="sm:col-span-2">
                  <FileUpload
                    kind="audio"
                    label={`Upload audio for track ${i + 1}`}
                    file={file}
                    onUploaded={
                      addFile &&
                      ((up) => {
                        addFile(up);
                        setValue(`tracks.${i}.audioFileId`, up.id, { shouldDirty: true });
                        setValue(`tracks.${i}.audioUrl`, '', { shouldDirty: true });
                      })
                    }
                    onRemove={() => setValue(`tracks.${i}.audioFileId`, '', { shouldDirty: true })}
                    showAccepted={false}
                  />
                </div>
                <TrackCredits at={i} />
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="outline"
        onClick={() => append({ ...emptyTrack(), featuringArtists: splitList(getValues('featuringArtists') ?? []) })}
        disabled={fields.length >= MAX_TRACKS}
      >
        <Plus /> Add Track
      </Button>
    </div>
  );
}

type Moves = { at: number; count: number; move: (from: number, to: number) => void; remove: (at: number) => void };

/** A track's place in the list: up, down, or out (the last one stays). */
function TrackMoves({ at, count, move, remove }: Moves) {
  return (
    <div className="flex gap-1">
      {[
        { label: 'up', icon: ArrowUp, off: at === 0, act: () => move(at, at - 1) },
        { label: 'down', icon: ArrowDown, off: at === count - 1, act: () => move(at, at + 1) },
        { label: 'remove', icon: Trash2, off: count === 1, act: () => remove(at) },
      ].map(({ label, icon: Icon, off, act }) => (
        <Button
          key={label}
          type="button"
          variant="ghost"
          size="icon"
          disabled={off}
          onClick={act}
          aria-label={label === 'remove' ? `Remove track ${at + 1}` : `Move track ${at + 1} ${label}`}
        >
          <Icon />
        </Button>
      ))}
    </div>
  );
}

/** A track's credits, its own ISRC and its explicit flag. */
function TrackCredits({ at }: { at: number }) {
  const { control, register, formState } = useFormContext<FormValues>();
  const e = formState.errors.tracks?.[at];
  return (
    <>
      <FormField label={`Track ${at + 1} writer/composer`} error={e?.writerComposer?.message}>
        {(p) => <Names {...p} name={`tracks.${at}.writerComposer`} noun={`writer/composer of track ${at + 1}`} />}
      </FormField>
      <FormField label={`Track ${at + 1} producer`} error={e?.producer?.message}>
        {(p) => <Names {...p} name={`tracks.${at}.producer`} noun={`producer of track ${at + 1}`} />}
      </FormField>
      <FormField label={`Track ${at + 1} featuring artists`} error={e?.featuringArtists?.message} description="One artist per entry.">
        {(p) => <Names {...p} name={`tracks.${at}.featuringArtists`} noun={`featuring artist of track ${at + 1}`} />}
      </FormField>
      <FormField label={`Track ${at + 1} ISRC`} error={e?.isrc?.message} description="Your own ISRC, if you have one.">
        <Input maxLength={20} autoComplete="off" className="uppercase" {...register(`tracks.${at}.isrc`)} />
      </FormField>
      <FormField label={`Track ${at + 1} is explicit`} layout="inline" className="self-end pb-2">
        {(p) => (
          <Controller
            control={control}
            name={`tracks.${at}.explicit`}
            render={({ field }) => <Checkbox {...p} checked={!!field.value} onCheckedChange={(v) => field.onChange(v === true)} />}
          />
        )}
      </FormField>
    </>
  );
}
