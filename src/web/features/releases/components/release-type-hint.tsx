// Under the release type: the type stores give the tracks as they are (by their count and the
// lengths read from uploaded audio), with a button to choose it when the chosen type differs.
// The server refuses a contradicting type at submission (release-checks.ts); this only says so early.
import { useFormContext } from 'react-hook-form';
import { releaseTypeFor, releaseTypeReason } from '../../../../domain/release-type.ts';
import { RELEASE_TYPE_LABELS } from '../../../../domain/releases-options.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { FilesState, FormValues } from './form-values.ts';

export function ReleaseTypeHint({ files }: Pick<FilesState, 'files'>) {
  const { watch, setValue } = useFormContext<FormValues>();
  const type = watch('releaseType');
  const single = watch('audioFileId');
  const tracks = watch('tracks') ?? [];
  const ids = type === 'single' ? [single ?? ''] : tracks.map((t) => t.audioFileId ?? '');
  const durations = ids.map((id) => (id ? (files[id]?.audio?.durationSeconds ?? null) : null));
  const right = releaseTypeFor(durations);
  if (!right) {
    return <>Stores go by the tracks: one under 10 minutes is a Single, up to 6 within 30 minutes an EP, more an Album.</>;
  }
  const label = RELEASE_TYPE_LABELS[right];
  if (right === type)
    return (
      <>
        Stores list {releaseTypeReason(durations)} as {right === 'single' ? 'a' : 'an'} {label}.
      </>
    );
  return (
    <span role="status" className="flex flex-wrap items-center gap-2 text-warning-foreground">
      <span>
        Stores list {releaseTypeReason(durations)} as {right === 'single' ? 'a' : 'an'} {label}.
      </span>
      <Button type="button" size="sm" variant="outline" onClick={() => setValue('releaseType', right, { shouldDirty: true })}>
        Use {label}
      </Button>
    </span>
  );
}
