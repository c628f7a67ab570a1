// The release form of SPEC section 2, in four sections; the same domain schema checks it here and
// on the server. Used to create and to edit, and by the console to correct a release in stores for
// its artist (without uploads: files are the artist's own).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { FormProvider, useForm, type FieldErrors, type Path } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import type { ReleaseValues } from '../../../../domain/releases.ts';
import { isMissingRequired } from '../../../../domain/release-required.ts';
import { splitList } from '../../../../domain/releases-rules.ts';
import type { UploadedFileDto } from '../../../../domain/uploads.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes.ts';
import { AdditionalSection } from './additional-section.tsx';
import { AudioMediaSection } from './audio-media-section.tsx';
import { BasicInfoSection } from './basic-info-section.tsx';
import { CreditsSection } from './credits-section.tsx';
import { emptyRelease, emptyTrack, type FormValues } from './form-values.ts';
import { SAVE_ERROR_TOAST, type ServerFieldError } from './save-release.ts';

type Props = {
  initial?: FormValues;
  initialFiles?: Record<string, UploadedFileDto>;
  submitLabel: string;
  onSubmit: (values: ReleaseValues) => Promise<ServerFieldError | void>;
  onCancel: () => void;
  /** Off in the console: an admin's upload would be theirs, not the artist's. */
  uploads?: boolean;
  /** Told whether the form holds unsaved changes (a dialog holding it asks before closing). */
  onDirtyChange?: (dirty: boolean) => void;
};

// The schema (and zod) load when the artist first focuses the form, or on the first submit.
const resolver = lazyZodResolver(() => import('../../../../domain/releases.ts').then((m) => m.releaseInputSchema));

/** The first message among the form's errors (that `wanted` accepts), depth first. */
function firstMessage(errors: FieldErrors, wanted: (message: string) => boolean = () => true): string | undefined {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || key === 'ref' || typeof value !== 'object') continue;
    if (typeof value.message === 'string' && value.message) {
      if (wanted(value.message)) return value.message;
      if (typeof value.type === 'string') continue; // one field's error: nothing below it
    }
    const nested = firstMessage(value as FieldErrors, wanted);
    if (nested) return nested;
  }
  return undefined;
}

export function ReleaseForm({ initial, initialFiles, submitLabel, onSubmit, onCancel, uploads = true, onDirtyChange }: Props) {
  const form = useForm<FormValues, unknown, ReleaseValues>({ resolver, defaultValues: initial ?? emptyRelease() });
  const [files, setFiles] = useState<Record<string, UploadedFileDto>>(initialFiles ?? {});
  const addFile = (f: UploadedFileDto) => setFiles((all) => ({ ...all, [f.id]: f }));
  const { watch, getValues, setValue, setError, handleSubmit, formState } = form;
  const type = watch('releaseType');
  const dirty = formState.isDirty && !formState.isSubmitSuccessful;
  const confirmLeave = useUnsavedChanges(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  // An EP or album starts its track list with what was entered for the single (its featured artists too).
  useEffect(() => {
    if (type === 'single' || getValues('tracks')?.length) return;
    const v = getValues();
    const featuringArtists = splitList(v.featuringArtists ?? []);
    setValue('tracks', [
      { ...emptyTrack(), title: v.title ?? '', audioUrl: v.audioUrl ?? '', audioFileId: v.audioFileId ?? '', featuringArtists },
    ]);
  }, [type, getValues, setValue]);

  // What was wrong is said at each field (the first one focused) and, for the required fields,
  // once above the form; never again in a toast. A toast of the last attempt goes when the form is sent again.
  const submit = (e: FormEvent<HTMLFormElement>) => {
    toast.dismiss(SAVE_ERROR_TOAST);
    return handleSubmit(async (values) => {
      const failed = await onSubmit(values);
      if (failed) setError(failed.field as Path<FormValues>, { message: failed.message }, { shouldFocus: true });
    })(e);
  };
  // The required-fields message, said once above the form while fields it names are empty (each
  // field shows only a short hint).
  const missingRequired = firstMessage(formState.errors, isMissingRequired);

  // A link to one field ("…/edit#copyrightHolder", from the release page's checks) lands on it,
  // once it is drawn (an EP's track list loads after the form).
  const { hash } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const name = decodeURIComponent(hash.slice(1));
    if (!name) return;
    let tries = 0;
    const timer = setInterval(() => {
      const field =
        formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`) ?? document.getElementById(`release-${name}`);
      if (!field && ++tries < 30) return;
      clearInterval(timer);
      field?.scrollIntoView({ block: 'center' });
      field?.focus({ preventScroll: true });
    }, 100);
    return () => clearInterval(timer);
  }, [hash]);

  return (
    <FormProvider {...form}>
      <form ref={formRef} onSubmit={submit} onFocus={resolver.preload} noValidate className="space-y-6">
        <p className="text-sm text-muted-foreground">
          <span aria-hidden="true" className="text-destructive">
            *
          </span>{' '}
          Required. A draft needs its title, artist name and audio; the other marked fields are needed before you submit it for review.
        </p>
        {missingRequired && (
          <p
            role="alert"
            className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive"
          >
            {missingRequired}
          </p>
        )}
        <BasicInfoSection files={files} withProfiles={uploads} />
        <AudioMediaSection files={files} addFile={uploads ? addFile : undefined} />
        <CreditsSection />
        <AdditionalSection />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => confirmLeave() && onCancel()}>
            Cancel
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting && <Spinner size="sm" label="Saving" />} {submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
