import { Controller, useFormContext } from 'react-hook-form';
import { PRICE_TIER_LABELS, PRICE_TIERS } from '../../../../domain/releases-options.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { FormValues } from './form-values.ts';
import { FormSection } from './form-section.tsx';
import { FormOptionSelect } from '../../../components/ui/form-option-select.tsx';
import { asOptions } from '../../../components/ui/option-select.tsx';
import { StorePicker } from './store-picker.tsx';
import { TerritoryPicker } from './territory-picker.tsx';

export function AdditionalSection() {
  const { register, control, formState, watch } = useFormContext<FormValues>();
  const e = formState.errors;
  const single = watch('releaseType') === 'single';
  return (
    <FormSection title="Additional Information" description="Where and how the release is offered.">
      <FormField
        label="UPC"
        error={e.upc?.message}
        description="Your own UPC or EAN, if you have one. Otherwise we assign one when the release is approved."
      >
        <Input inputMode="numeric" maxLength={20} autoComplete="off" {...register('upc')} />
      </FormField>
      {single ? (
        <FormField label="ISRC" error={e.isrc?.message} description="Your own ISRC (CC-XXX-YY-NNNNN), if you have one.">
          <Input maxLength={20} autoComplete="off" className="uppercase" {...register('isrc')} />
        </FormField>
      ) : (
        <div className="hidden sm:block" />
      )}
      <FormField label="Stores" error={e.stores?.message} className="sm:col-span-2" description="Every enabled store unless you choose.">
        {(p) => (
          <Controller
            control={control}
            name="stores"
            render={({ field }) => (
              <StorePicker value={field.value ?? null} onChange={field.onChange} describedBy={p['aria-describedby']} />
            )}
          />
        )}
      </FormField>
      <FormField label="Territories" error={e.territories?.codes?.message ?? e.territories?.message} className="sm:col-span-2">
        {(p) => (
          <Controller
            control={control}
            name="territories"
            render={({ field }) => (
              <TerritoryPicker
                value={{ mode: field.value?.mode ?? 'worldwide', codes: field.value?.codes ?? [] }}
                onChange={field.onChange}
                invalid={!!p['aria-invalid']}
                describedBy={p['aria-describedby']}
              />
            )}
          />
        )}
      </FormField>
      <FormField label="Price Tier" error={e.priceTier?.message}>
        {(p) => <FormOptionSelect {...p} control={control} name="priceTier" options={asOptions(PRICE_TIERS, PRICE_TIER_LABELS)} />}
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
