// Adding or editing an artist profile. The domain schema checks the form here and the body on the
// server; a refusal naming a field shows beside it, any other (the plan's limit) above the buttons.
// Store ids are shown as the links to the artist's pages, which each field reads back to the id.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ImageUpload } from '../../../components/upload/image-upload.tsx';
import type { ArtistProfileInput, ArtistProfileValues } from '../../../../domain/artist-profile-schema.ts';
import type { ArtistProfileDto } from '../../../../domain/artist-profiles-dto.ts';
import { ARTIST_STORES } from '../../../../domain/artist-profiles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError, isRefusal } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { Link } from '../../../lib/links.tsx';
import { paths } from '../../../lib/paths.ts';
import { runMutation } from '../../../lib/run-mutation.ts';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes.ts';
import { useCreateArtistProfile, useUpdateArtistProfile } from '../api/artists-api.ts';
import { ArtistIdentityFields, ArtistStoreFields } from './artist-profile-fields.tsx';
import { storePageUrl } from './store-links.ts';

const resolver = lazyZodResolver(() => import('../../../../domain/artist-profile-schema.ts').then((m) => m.artistProfileSchema));

type Field = 'name' | 'country' | 'bio' | 'imageFileId' | 'newArtist' | `storeIds.${string}`;
const FIELDS: readonly string[] = ['name', 'country', 'bio', 'imageFileId', 'newArtist', ...ARTIST_STORES.map((s) => `storeIds.${s.key}`)];

const formOf = (p: ArtistProfileDto | undefined): ArtistProfileInput => ({
  name: p?.name ?? '',
  country: p?.country ?? '',
  bio: p?.bio ?? '',
  imageFileId: p?.imageFileId ?? '',
  storeIds: Object.fromEntries(
    ARTIST_STORES.map((s) => {
      const id = p?.storeIds[s.key];
      return [s.key, id ? storePageUrl(s.key, id) : ''];
    }),
  ),
  newArtist: p?.newArtist ?? false,
});

/** What was checked, as the route takes it (the ids read from the links; the server reads them again). */
const bodyOf = (v: ArtistProfileValues): ArtistProfileInput => ({
  name: v.name,
  country: v.country ?? '',
  bio: v.bio ?? '',
  imageFileId: v.imageFileId ?? '',
  storeIds: { ...v.storeIds },
  newArtist: v.newArtist,
});

/** `profile` absent: a new artist (Add Artist). `upsell`: the plan's limit links to the plans (not for staff). */
export function ArtistProfileDialog({ profile, upsell, onClose }: { profile?: ArtistProfileDto; upsell: boolean; onClose: () => void }) {
  const { register, control, handleSubmit, setError, setValue, formState } = useForm<ArtistProfileInput, unknown, ArtistProfileValues>({
    resolver,
    defaultValues: formOf(profile),
  });
  const [imageUrl, setImageUrl] = useState(profile?.imageUrl ?? null);
  const { errors, isDirty } = formState;
  const create = useCreateArtistProfile();
  const update = useUpdateArtistProfile();
  const saving = create.isPending || update.isPending;
  const confirmLeave = useUnsavedChanges(isDirty);
  const close = () => confirmLeave() && onClose();

  const showError = (err: Error) => {
    const field = err instanceof ApiError ? err.field : undefined;
    if (field && FIELDS.includes(field)) return setError(field as Field, { message: err.message }, { shouldFocus: true });
    setError('root', {
      type: err instanceof ApiError ? err.code : 'error',
      message: isRefusal(err) ? err.message : 'Please try again later.',
    });
  };

  const save = handleSubmit((values) => {
    const done = {
      onSuccess: (saved: ArtistProfileDto) => {
        toast.success('Artist profile saved', { description: saved.name });
        onClose();
      },
      onError: showError,
    };
    if (profile) runMutation(update, { id: profile.id, body: bodyOf(values) }, done);
    else runMutation(create, bodyOf(values), done);
  });

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{profile ? `Edit ${profile.name}` : 'Add Artist'}</DialogTitle>
          <DialogDescription>
            An artist you release music for. Their store pages make sure each release lands on the right artist.
          </DialogDescription>
        </DialogHeader>
        <form
          id="artist-profile-form"
          aria-label={profile ? 'Edit artist profile' : 'Add artist profile'}
          onSubmit={save}
          onFocus={resolver.preload}
          noValidate
          className="grid gap-4 sm:grid-cols-2"
        >
          <div className="sm:col-span-2">
            <ImageUpload
              label="Artist Image"
              imageUrl={imageUrl}
              error={errors.imageFileId?.message}
              onChange={(fileId, url) => {
                setValue('imageFileId', fileId, { shouldDirty: true });
                setImageUrl(url);
              }}
            />
          </div>
          <ArtistIdentityFields register={register} control={control} errors={errors} />
          <ArtistStoreFields register={register} control={control} errors={errors} />
        </form>
        {errors.root?.message && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.root.message}{' '}
            {upsell && errors.root.type === 'PLAN_LIMIT' && (
              <Link to={paths.dashboardPricing} className="text-primary underline-offset-4 hover:underline">
                See plans
              </Link>
            )}
          </p>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form="artist-profile-form" disabled={saving}>
            {saving && <Spinner size="sm" />} {profile ? 'Save changes' : 'Add Artist'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
