// The create-ticket form of /dashboard/support (SPEC sections 2, 5 and 8): category from the
// list, subject, a message of 6 rows, priority (medium unless chosen). The domain schema checks
// it here and on the server; success and failure say what the spec says.
import { useForm, type Control } from 'react-hook-form';
import { Send } from 'lucide-react';
import type { CreateTicketInput, CreateTicketValues } from '../../../../domain/support.ts';
import {
  DEFAULT_PRIORITY,
  TICKET_CATEGORIES,
  TICKET_CREATE_FAILED,
  TICKET_CREATED,
  TICKET_CREATED_DESCRIPTION,
  TICKET_LIMITS,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
} from '../../../../domain/support-options.ts';
import { TRY_LATER } from '../../../../domain/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FormOptionSelect } from '../../../components/ui/form-option-select.tsx';
import { asOptions } from '../../../components/ui/option-select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes.ts';
import { useCreateTicket } from '../api/use-support-mutations.ts';

const resolver = lazyZodResolver(() => import('../../../../domain/support.ts').then((m) => m.createTicketSchema));

const EMPTY: CreateTicketInput = { category: '', subject: '', message: '', priority: DEFAULT_PRIORITY };
const categoryOptions = TICKET_CATEGORIES.map((c) => ({ value: c.value, label: c.label }));
const priorityOptions = asOptions(TICKET_PRIORITIES, TICKET_PRIORITY_LABELS);

/** "Title: description" becomes a toast's title and description. */
function toastError(message: string) {
  const at = message.indexOf(': ');
  if (at < 0) toast.error(message);
  else toast.error(message.slice(0, at), { description: message.slice(at + 2) });
}

export function TicketForm({ onDone }: { onDone: () => void }) {
  const form = useForm<CreateTicketInput, unknown, CreateTicketValues>({ resolver, defaultValues: EMPTY });
  const { register, control, handleSubmit, reset, formState } = form;
  const confirmLeave = useUnsavedChanges(formState.isDirty);
  const create = useCreateTicket();
  const invalid = (name: keyof CreateTicketInput) => (formState.errors[name] ? true : undefined);

  const submit = handleSubmit(
    async (values) => {
      try {
        await create.mutateAsync(values);
        toast.success(TICKET_CREATED, { description: TICKET_CREATED_DESCRIPTION });
        reset(EMPTY);
        onDone();
      } catch (err) {
        if (err instanceof ApiError && err.code === 'VALIDATION') toastError(err.message);
        else toast.error(TICKET_CREATE_FAILED, { description: TRY_LATER });
      }
    },
    (errors) => {
      const first = Object.values(errors).find((e) => e?.message)?.message;
      if (first) toastError(first);
    },
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Create New Ticket</CardTitle>
        <CardDescription>Tell us what you need help with. We&apos;ll respond to your ticket within 24 hours.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} onFocus={resolver.preload} noValidate className="grid gap-4" aria-label="Create New Ticket">
          <CategoryAndPriority control={control} invalid={!!formState.errors.category} />
          <FormField label="Subject" required>
            <Input
              {...register('subject')}
              aria-invalid={invalid('subject')}
              maxLength={TICKET_LIMITS.subject}
              placeholder="Brief description of your issue"
              autoComplete="off"
            />
          </FormField>
          <FormField label="Message" required>
            <Textarea
              {...register('message')}
              aria-invalid={invalid('message')}
              rows={6}
              className="field-sizing-fixed"
              maxLength={TICKET_LIMITS.message}
              placeholder="Please describe your issue in detail"
            />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                if (!confirmLeave()) return;
                reset(EMPTY);
                onDone();
              }}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? <Spinner /> : <Send />} Submit Ticket
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** The category (required) and the priority (medium unless chosen), side by side from a tablet up. */
function CategoryAndPriority({ control, invalid }: { control: Control<CreateTicketInput, unknown, CreateTicketValues>; invalid: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Category" required>
        {(p) => (
          <FormOptionSelect
            {...p}
            aria-invalid={invalid || undefined}
            control={control}
            name="category"
            options={categoryOptions}
            placeholder="Select a category"
          />
        )}
      </FormField>
      <FormField label="Priority">
        {(p) => <FormOptionSelect {...p} control={control} name="priority" options={priorityOptions} />}
      </FormField>
    </div>
  );
}
