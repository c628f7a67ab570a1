import { Controller, useFormContext } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FOR_REVIEW } from '../../../../domain/release-required.ts';
import type { FormValues } from './form-values.ts';
import { FormSection } from './form-section.tsx';
import { Names } from './name-list-input.tsx';

export function CreditsSection() {
  const { register, control, formState, watch } = useFormContext<FormValues>();
  const e = formState.errors;
  const single = watch('releaseType') === 'single';
  return (
    <FormSection title="Credits & Rights" description="Who made it and who owns it.">
      <FormField
        label="Featuring Artists"
        error={e.featuringArtists?.message}
        description={
          single ? 'One artist per entry.' : 'One artist per entry. Each new track starts with these; stores credit them per track.'
        }
      >
        {(p) => <Names {...p} name="featuringArtists" noun="featuring artist" />}
      </FormField>
      <FormField label="Writer/Composer" error={e.writerComposer?.message} description="One person per entry.">
        {(p) => <Names {...p} name="writerComposer" noun="writer/composer" />}
      </FormField>
      <FormField label="Producer" error={e.producer?.message} description="One person per entry.">
        {(p) => <Names {...p} name="producer" noun="producer" />}
      </FormField>
      <FormField label="Copyright Holder" error={e.copyrightHolder?.message} required description={FOR_REVIEW}>
        <Input maxLength={300} {...register('copyrightHolder')} />
      </FormField>
      <FormField label="Label Name" error={e.labelName?.message} description="The label stores show. Left empty, it is your artist name.">
        <Input maxLength={300} placeholder={watch('artistName')} {...register('labelName')} />
      </FormField>
      <FormField label="Publisher" error={e.publisher?.message}>
        <Input maxLength={300} {...register('publisher')} />
      </FormField>
      <FormField label="Explicit Content" layout="inline" className="self-end pb-2">
        {(p) => (
          <Controller
            control={control}
            name="explicitContent"
            render={({ field }) => <Checkbox {...p} checked={!!field.value} onCheckedChange={(v) => field.onChange(v === true)} />}
          />
        )}
      </FormField>
    </FormSection>
  );
}
