import { useFormContext } from 'react-hook-form';
import { GENRES, LANGUAGES, MOODS, RELEASE_TYPE_LABELS, RELEASE_TYPES } from '../../../../domain/releases-options.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { fieldHint, FOR_REVIEW, REQUIRED_HINTS } from '../../../../domain/release-required.ts';
import { titleTypeWord } from '../../../../domain/release-type.ts';
import type { FilesState, FormValues } from './form-values.ts';
import { ReleaseTypeHint } from './release-type-hint.tsx';
import { MainArtistField } from './main-artist-field.tsx';
import { FormSection } from './form-section.tsx';
import { Names } from './name-list-input.tsx';
import { FormOptionSelect } from '../../../components/ui/form-option-select.tsx';
import { asOptions } from '../../../components/ui/option-select.tsx';

/** `withProfiles`: the artist's own form (the main artist is one of their profiles), not the console's. */
export function BasicInfoSection({ files, withProfiles }: Pick<FilesState, 'files'> & { withProfiles: boolean }) {
  const { register, control, formState, watch } = useFormContext<FormValues>();
  const e = formState.errors;
  const typeWord = titleTypeWord(watch('title') ?? '');
  return (
    <FormSection title="Basic Information" description="The title, artist and type of your release.">
      <FormField
        label="Title"
        error={fieldHint(e.title?.message, REQUIRED_HINTS.title)}
        required
        description={
          typeWord &&
          `Stores add the release type themselves and refuse titles that say it: remove "${typeWord}" unless it is part of the original title.`
        }
      >
        <Input maxLength={200} {...register('title')} />
      </FormField>
      <MainArtistField withProfiles={withProfiles} />
      <FormField
        label="Other Main Artists"
        error={e.otherMainArtists?.message}
        description="Only when the release is equally by several artists (a duet, a split), one per entry. Guests go under Featuring Artists."
      >
        {(p) => <Names {...p} name="otherMainArtists" noun="main artist" />}
      </FormField>
      <FormField
        label="Release Type"
        id="release-releaseType"
        error={e.releaseType?.message}
        description={<ReleaseTypeHint files={files} />}
      >
        {(p) => <FormOptionSelect {...p} control={control} name="releaseType" options={asOptions(RELEASE_TYPES, RELEASE_TYPE_LABELS)} />}
      </FormField>
      <FormField label="Genre" id="release-genre" error={e.genre?.message} required description={FOR_REVIEW}>
        {(p) => <FormOptionSelect {...p} control={control} name="genre" options={asOptions(GENRES)} placeholder="Select a genre" />}
      </FormField>
      <FormField label="Subgenre" error={e.subgenre?.message}>
        <Input maxLength={100} {...register('subgenre')} />
      </FormField>
      <FormField label="Mood" error={e.mood?.message}>
        {(p) => <FormOptionSelect {...p} control={control} name="mood" options={asOptions(MOODS)} placeholder="Select a mood" />}
      </FormField>
      <FormField label="Language" error={e.language?.message}>
        {(p) => <FormOptionSelect {...p} control={control} name="language" options={asOptions(LANGUAGES)} />}
      </FormField>
      <FormField label="Release Date" error={e.releaseDate?.message} required description={FOR_REVIEW}>
        <Input type="date" {...register('releaseDate')} />
      </FormField>
      <FormField label="Description" error={e.description?.message} className="sm:col-span-2">
        <Textarea rows={3} maxLength={5000} {...register('description')} />
      </FormField>
    </FormSection>
  );
}
