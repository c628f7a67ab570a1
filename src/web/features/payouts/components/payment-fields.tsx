// The payment details a method needs (SPEC section 5): bank transfer (account holder, bank,
// account and routing numbers), PayPal (email) or crypto (a USDC address on Ethereum).
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import type { claimRequestSchema } from '../../../../domain/claims.ts';
import type { PaymentMethod } from '../../../../domain/claim-texts.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';

type ClaimInput = z.input<typeof claimRequestSchema>;
type Details = NonNullable<ClaimInput['payment_details']>;
type Field = { name: keyof Details; label: string; placeholder: string; autoComplete?: string; inputMode?: 'numeric' | 'email' | 'text' };

const FIELDS: Record<PaymentMethod, Field[]> = {
  bank_transfer: [
    { name: 'account_holder', label: 'Account Holder Name', placeholder: 'Name on the account', autoComplete: 'name' },
    { name: 'bank_name', label: 'Bank Name', placeholder: 'Your bank' },
    { name: 'account_number', label: 'Account Number', placeholder: 'Account number', inputMode: 'numeric', autoComplete: 'off' },
    { name: 'routing_number', label: 'Routing Number', placeholder: 'Routing, IFSC or SWIFT code', autoComplete: 'off' },
  ],
  paypal: [{ name: 'paypal_email', label: 'PayPal Email', placeholder: 'you@example.com', autoComplete: 'email', inputMode: 'email' }],
  crypto: [{ name: 'crypto_wallet', label: 'USDC Wallet Address (Ethereum)', placeholder: '0x…', autoComplete: 'off' }],
};

export function PaymentFields({
  method,
  register,
  errors,
}: {
  method: PaymentMethod;
  register: UseFormRegister<ClaimInput>;
  errors: FieldErrors<ClaimInput>['payment_details'];
}) {
  const fields = FIELDS[method];
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">Payment details</legend>
      {fields.map((f) => (
        <FormField
          key={f.name}
          label={f.label}
          required
          error={errors?.[f.name]?.message}
          className={fields.length === 1 ? 'sm:col-span-2' : undefined}
          description={f.name === 'crypto_wallet' ? 'Payouts in crypto are sent as USDC on the Ethereum network.' : undefined}
        >
          <Input
            {...register(`payment_details.${f.name}`)}
            placeholder={f.placeholder}
            autoComplete={f.autoComplete}
            inputMode={f.inputMode}
            maxLength={200}
            spellCheck={false}
            className={f.name === 'crypto_wallet' ? 'font-mono' : undefined}
          />
        </FormField>
      ))}
    </fieldset>
  );
}
