// What happens after the form is sent: the spec's toasts, the plan-limit message, and a field
// error handed back to the form.
import { toast } from '../../../components/ui/toast.ts';
import { CREATE_FAILED, PLAN_LIMIT_CODE, splitMessage, TRY_LATER } from '../../../../domain/releases-rules.ts';
import { ApiError } from '../../../lib/api-client.ts';
import type { ServerFieldError } from './release-form.tsx';

export function handleSaveError(
  err: unknown,
  onPlanLimit: (message: string) => void,
  failedTitle = CREATE_FAILED,
): ServerFieldError | void {
  if (err instanceof ApiError && err.code === PLAN_LIMIT_CODE) {
    onPlanLimit(err.message);
    toast.error(err.message);
    return;
  }
  if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401) {
    const { title, description } = splitMessage(err.message);
    toast.error(title, { description });
    if (err.field) return { field: err.field, message: err.message };
    return;
  }
  toast.error(failedTitle, { description: TRY_LATER });
}
