// The artist profile form's fields: who the artist is (name, country, bio), their page on each
// store (a link or id, the store's hint under it), and "New artist" for one no store has yet.
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { ArtistProfileInput, ArtistProfileValues } from '../../../../domain/artist-profile-schema.ts';
import { ARTIST_STORES } from '../../../../domain/artist-profiles.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { OptionSelect } from '../../../components/ui/option-select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { countryOptions } from './country-names.ts';

type Props = {
  register: UseFormRegister<ArtistProfileInput>;
  control: Control<ArtistProfileInput, unknown, ArtistProfileValues>;
  errors: FieldErrors<ArtistProfileInput>;
};

/** A select cannot offer '' as a choice, so "no country" has a value of its own here and is '' in the form. */
const NO_COUNTRY = '-';
const countryChoices = () => [{ value: NO_COUNTRY, label: 'No country' }, ...countryOptions()];

export function ArtistIdentityFields({ register, control, errors }: Props) {
  return (
    <>
      <FormField label="Artist Name" error={errors.name?.message} required className="sm:col-span-2">
        <Input maxLength={200} autoComplete="off" {...register('name')} />
      </FormField>
      <FormField label="Country" error={errors.country?.message} description="Where the artist is from." className="sm:col-span-2">
        {(p) => (
          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <OptionSelect
                {...p}
                value={field.value || NO_COUNTRY}
                onChange={(v) => field.onChange(v === NO_COUNTRY ? '' : v)}
                options={countryChoices()}
              />
            )}
          />
        )}
      </FormField>
      <FormField label="Bio" error={errors.bio?.message} className="sm:col-span-2">
        <Textarea rows={3} maxLength={2000} className="min-h-20" {...register('bio')} />
      </FormField>
    </>
  );
}

export function ArtistStoreFields({ register, control, errors }: Props) {
  return (
    <fieldset className="grid items-start gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold">
        The artist on the stores
        <span className="mt-1 block font-normal text-muted-foreground">
          Paste the link to the artist’s page on each store they are on, so releases land on that page.
        </span>
      </legend>
      {ARTIST_STORES.map((s) => {
        // the error repeats the hint, naming the store
        const error = errors.storeIds?.[s.key]?.message;
        return (
          <FormField key={s.key} label={s.name} description={error ? undefined : s.hint} error={error}>
            <Input inputMode="url" autoComplete="off" spellCheck={false} maxLength={300} {...register(`storeIds.${s.key}`)} />
          </FormField>
        );
      })}
      <FormField
        label="New artist: no page on any store yet"
        layout="inline"
        error={errors.newArtist?.message}
        description="Each store makes the artist’s page with their first release."
        className="sm:col-span-2"
      >
        {(p) => (
          <Controller
            control={control}
            name="newArtist"
            render={({ field }) => (
              <Checkbox {...p} ref={field.ref} checked={!!field.value} onCheckedChange={(v) => field.onChange(v === true)} />
            )}
          />
        )}
      </FormField>
    </fieldset>
  );
}
