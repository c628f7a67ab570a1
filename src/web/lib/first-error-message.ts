// The first message among a form's errors (nested ones too, in the order the check found them),
// for a form that also says why in one place, as the server's refusal would: a toast, an alert.
import type { FieldError } from 'react-hook-form';

export function firstErrorMessage(errors: object): string | undefined {
  for (const e of Object.values(errors) as (FieldError | object | undefined)[]) {
    const message = e && ('message' in e ? e.message : firstErrorMessage(e));
    if (message) return message;
  }
}
