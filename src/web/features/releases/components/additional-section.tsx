import { Controller, useFormContext } from 'react-hook-form';
import { PRICE_TIER_LABELS, PRICE_TIERS } from '../../../../domain/releases-options.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { FormValues } from './form-values.ts';
import { FormSection } from './form-section.tsx';
import { asOptions, OptionSelect } from '../../../components/ui/option-select.tsx';

export function AdditionalSection() {
  const { register, control, formState } = useFormContext<FormValues>();
  const e = formState.errors;
  return (
    <FormSection title="Additional Information" description="Where and how the release is offered.">
      <FormField label="Territories" error={e.territories?.message} description="Country names or codes, separated by commas.">
        <Input {...register('territories')} />
      </FormField>
      <FormField label="Price Tier" error={e.priceTier?.message}>
        {(p) => (
          <Controller
            control={control}
            name="priceTier"
            render={({ field }) => (
              <OptionSelect {...p} value={field.value} onChange={field.onChange} options={asOptions(PRICE_TIERS, PRICE_TIER_LABELS)} />
            )}
          />
        )}
      </FormField>
      <FormField label="Pre-order Date" error={e.preOrderDate?.message}>
        <Input type="date" {...register('preOrderDate')} />
      </FormField>
      <div className="hidden sm:block" />
      <FormField label="Lyrics" error={e.lyrics?.message} className="sm:col-span-2">
        <Textarea rows={6} maxLength={20_000} {...register('lyrics')} />
      </FormField>
      <FormField
        label="Submission Notes"
        error={e.submissionNotes?.message}
        className="sm:col-span-2"
        description="Anything our review team should know."
      >
        <Textarea rows={3} maxLength={2000} {...register('submissionNotes')} />
      </FormField>
    </FormSection>
  );
}
