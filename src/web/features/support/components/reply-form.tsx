// The artist's answer in a ticket's conversation.
import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { REPLY_REQUIRED, TICKET_LIMITS, TRY_LATER } from '../../../../domain/support-options.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useReplyToTicket } from '../api/use-support-mutations.ts';

export function ReplyForm({ ticketId }: { ticketId: string }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const reply = useReplyToTicket(ticketId);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!message.trim()) return setError(REPLY_REQUIRED);
    setError(undefined);
    try {
      await reply.mutateAsync(message);
      setMessage('');
      toast.success('Reply sent');
    } catch (err) {
      toast.error('Error sending reply', { description: err instanceof ApiError && err.status < 500 ? err.message : TRY_LATER });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <FormField label="Your reply" error={error}>
        <Textarea
          rows={3}
          value={message}
          maxLength={TICKET_LIMITS.message}
          onChange={(e) => setMessage(e.target.value)}
          placeholder="Add more details or answer the support team"
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
