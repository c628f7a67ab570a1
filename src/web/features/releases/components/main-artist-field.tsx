// The release's main artist: one of the account's artist profiles, offered as the artist types.
// A name no profile has is a new artist, which the artist confirms (the server asks for the same),
// unless the account has no profile yet: its first artist becomes its first profile.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext } from 'react-hook-form';
import { fieldHint, REQUIRED_HINTS } from '../../../../domain/release-required.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Link } from '../../../lib/links.tsx';
import { paths } from '../../../lib/paths.ts';
import { artistProfilesOptions } from '../../../lib/artist-profiles.ts';
import type { FormValues } from './form-values.ts';

const LIST_ID = 'artist-profile-names';

/** `withProfiles` off (the console's form): a plain name, as the admin corrects it for the artist. */
export function MainArtistField({ withProfiles }: { withProfiles: boolean }) {
  const { register, control, formState, watch } = useFormContext<FormValues>();
  const profiles = useQuery({ ...artistProfilesOptions(), enabled: withProfiles });
  const name = (watch('artistName') ?? '').trim();
  const list = profiles.data?.profiles ?? [];
  const match = list.find((p) => p.name.toLowerCase() === name.toLowerCase());
  const asksNew = withProfiles && !!name && !match && list.length > 0;
  const error = fieldHint(formState.errors.artistName?.message, REQUIRED_HINTS.artistName);
  const manage = (
    <Link to={paths.artists} className="font-medium text-primary underline-offset-4 hover:underline">
      Manage artists
    </Link>
  );
  let description: ReactNode = null;
  // an error stands alone under the field (the hint would be read out before it)
  if (withProfiles && profiles.data && !error)
    description = match ? (
      <>
        Released under your artist profile “{match.name}”. {manage}
      </>
    ) : list.length === 0 ? (
      <>This becomes your first artist profile. {manage}</>
    ) : (
      <>Choose one of your artist profiles as you type. {manage}</>
    );
  return (
    <div className="space-y-3">
      <FormField label="Artist Name" error={error} required description={description}>
        <Input maxLength={200} autoComplete="off" list={withProfiles ? LIST_ID : undefined} {...register('artistName')} />
      </FormField>
      {withProfiles && (
        <datalist id={LIST_ID}>
          {list.map((p) => (
            <option key={p.id} value={p.name} />
          ))}
        </datalist>
      )}
      {asksNew && (
        <FormField
          label={`“${name}” is a new artist`}
          layout="inline"
          error={formState.errors.newArtist?.message}
          description="Adds an artist profile. Leave it unticked if you meant one of your artists, and choose them instead."
        >
          {(p) => (
            <Controller
              control={control}
              name="newArtist"
              render={({ field }) => <Checkbox {...p} checked={!!field.value} onCheckedChange={(v) => field.onChange(v === true)} />}
            />
          )}
        </FormField>
      )}
    </div>
  );
}
