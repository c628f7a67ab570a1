// The Response tab: a new answer to the artist and the four actions. Each sends the status and the
// answer (none: the status alone) with the version the admin saw; "Ticket {status} successfully"
// on success, a destructive "Error" toast with the server's message otherwise (a ticket someone
// else changed meanwhile is reloaded, the typed answer kept). Answers already sent are in the
// conversation (Ticket Details), not here again. Close ticket stands apart from the others, away
// from the dialog's own close button, and asks first: it ends the conversation and mails the artist.
import { useState } from 'react';
import { CheckCircle2, Lock, PlayCircle, Send } from 'lucide-react';
import type { AdminTicketDto } from '../../../../domain/support-dto.ts';
import { ADMIN_ERROR, TICKET_LIMITS, ticketUpdatedMessage, type TicketStatus } from '../../../../domain/support-options.ts';
import { TRY_LATER } from '../../../../domain/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAnswerTicket } from '../api/use-support-mutations.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { TicketStatusBadge } from './ticket-badges.tsx';

type Action = TicketStatus | 'keep';

export function AdminTicketResponse({ ticket }: { ticket: AdminTicketDto }) {
  const [response, setResponse] = useState('');
  const [pending, setPending] = useState<Action | null>(null);
  const answer = useAnswerTicket(ticket.id);
  const typed = response.trim() !== '';

  const run = async (action: Action) => {
    const status = action === 'keep' ? ticket.status : action;
    setPending(action);
    try {
      await answer.mutateAsync({ status, adminResponse: response, version: ticket.version });
      toast.success(ticketUpdatedMessage(status));
      setResponse(''); // sent: it is in the conversation now
    } catch (err) {
      toast.error(ADMIN_ERROR, { description: err instanceof ApiError ? err.message : TRY_LATER });
    } finally {
      setPending(null);
    }
  };

  const busy = pending !== null;
  const icon = (action: Action, Icon: typeof Send) => (pending === action ? <Spinner size="sm" /> : <Icon />);

  // What the artist said last (their last answer, or the ticket's own message), to answer it.
  const latest = ticket.replies.findLast((r) => r.from === 'artist') ?? { message: ticket.message, createdAt: ticket.createdAt };

  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        Current status: <TicketStatusBadge status={ticket.status} />
      </p>
      <figure className="space-y-1 rounded-lg border bg-muted/40 p-3">
        <figcaption className="text-xs text-muted-foreground">
          Latest from {ticket.owner.name} · {formatDate(latest.createdAt, 'dateTime')}
        </figcaption>
        <blockquote className="line-clamp-4 text-sm break-words whitespace-pre-wrap">{latest.message}</blockquote>
      </figure>
      <FormField
        label="Response"
        description="A new answer: the artist sees it in the conversation and gets it by email. Earlier answers are under Ticket Details."
      >
        <Textarea
          rows={6}
          className="field-sizing-fixed"
          value={response}
          maxLength={TICKET_LIMITS.response}
          onChange={(e) => setResponse(e.target.value)}
          placeholder="Write your response to the artist"
        />
      </FormField>
      <div className="flex flex-col-reverse gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <ConfirmDialog
          trigger={
            <Button variant="ghost" className="text-destructive hover:text-destructive" disabled={busy || ticket.status === 'closed'}>
              {icon('closed', Lock)} Close ticket
            </Button>
          }
          title="Close this ticket?"
          description={
            <>
              {ticket.owner.name} is emailed that ticket {ticket.reference} is closed{typed ? ', with your response' : ''}, and can no
              longer reply to it.
            </>
          }
          confirmLabel="Close ticket"
          destructive
          onConfirm={() => void run('closed')}
        />
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
          <Button variant="outline" disabled={busy || ticket.status === 'in_progress'} onClick={() => void run('in_progress')}>
            {icon('in_progress', PlayCircle)} Start Working
          </Button>
          <Button variant="outline" disabled={busy || ticket.status === 'resolved'} onClick={() => void run('resolved')}>
            {icon('resolved', CheckCircle2)} Resolve
          </Button>
          <Button className="col-span-2" disabled={busy || !typed} onClick={() => void run('keep')}>
            {icon('keep', Send)} Save Response
          </Button>
        </div>
      </div>
    </div>
  );
}
