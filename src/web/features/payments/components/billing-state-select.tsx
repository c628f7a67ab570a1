// For rupee payments: the buyer's state, the place of supply on their GST receipt.
import { GST_STATES } from '../../../../domain/gst.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { OptionSelect } from '../../../components/ui/option-select.tsx';
import { setBillingState, useBillingState } from '../lib/billing-state.ts';

const OPTIONS = Object.entries(GST_STATES)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

export function BillingStateSelect() {
  const state = useBillingState();
  return (
    <FormField
      className="max-w-sm"
      label="Your state, for GST"
      description="Your receipt names it as the place of supply. Without it, the receipt says India."
    >
      {(control) => (
        <OptionSelect {...control} value={state} onChange={setBillingState} options={OPTIONS} placeholder="Choose your state" />
      )}
    </FormField>
  );
}
