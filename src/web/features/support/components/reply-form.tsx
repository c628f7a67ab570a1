// The artist's answer in a ticket's conversation, checked by the schema the server parses it with
// (ticketReplySchema, loaded at the form's first focus or send) and sent as that schema gives it.
import { useForm } from 'react-hook-form';
import { Send } from 'lucide-react';
import { TICKET_LIMITS } from '../../../../domain/support-options.ts';
import { TRY_LATER } from '../../../../domain/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { isRefusal } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useReplyToTicket } from '../api/use-support-mutations.ts';

const resolver = lazyZodResolver(() => import('../../../../domain/support.ts').then((m) => m.ticketReplySchema));

export function ReplyForm({ ticketId }: { ticketId: string }) {
  const { register, handleSubmit, reset, formState } = useForm({ resolver, defaultValues: { message: '' } });
  const reply = useReplyToTicket(ticketId);

  const submit = handleSubmit(async ({ message }) => {
    try {
      await reply.mutateAsync(message);
      reset();
      toast.success('Reply sent');
    } catch (err) {
      toast.error('Error sending reply', { description: isRefusal(err) ? err.message : TRY_LATER });
    }
  });

  return (
    <form onSubmit={submit} onFocus={resolver.preload} noValidate className="grid gap-2">
      <FormField label="Your reply" error={formState.errors.message?.message}>
        <Textarea
          rows={3}
          maxLength={TICKET_LIMITS.message}
          placeholder="Add more details or answer the support team"
          {...register('message')}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={reply.isPending}>
          {reply.isPending ? <Spinner size="sm" /> : <Send />} Send Reply
        </Button>
      </div>
    </form>
  );
}
