// What happens after the form is sent: the spec's toasts (one at a time), the plan-limit message,
// and a field error handed back to the form, which shows it at the field.
import { toast } from '../../../components/ui/toast.ts';
import { CREATE_FAILED, PLAN_LIMIT_CODE, splitMessage } from '../../../../domain/releases-rules.ts';
import { TRY_LATER } from '../../../../domain/errors.ts';
import { ApiError, isRefusal } from '../../../lib/api-client.ts';

/** A refusal of one field, handed back to the form to show at that field. */
export type ServerFieldError = { field: string; message: string };

/** The id of the form's one error toast: a new one replaces it, and sending the form again takes it away. */
export const SAVE_ERROR_TOAST = 'release-form-error';

export function handleSaveError(
  err: unknown,
  onPlanLimit: (message: string) => void,
  failedTitle = CREATE_FAILED,
): ServerFieldError | void {
  const id = SAVE_ERROR_TOAST;
  // a new artist past the plan's artist profiles: said at the artist name
  if (err instanceof ApiError && err.code === PLAN_LIMIT_CODE && err.field) return { field: err.field, message: err.message };
  if (err instanceof ApiError && err.code === PLAN_LIMIT_CODE) {
    onPlanLimit(err.message);
    toast.error(err.message, { id });
    return;
  }
  if (isRefusal(err, 'UNAUTHENTICATED')) {
    // A field's refusal is shown at the field (focused), not a second time in a toast.
    if (err.field) return { field: err.field, message: err.message };
    const { title, description } = splitMessage(err.message);
    toast.error(title, { description, id });
    return;
  }
  toast.error(failedTitle, { description: TRY_LATER, id });
}
