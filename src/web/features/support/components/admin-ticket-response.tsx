// The Response tab: the admin's response and the four actions. Each sends the status and the
// response with the version the admin saw; "Ticket {status} successfully" on success, a
// destructive "Error" toast with the server's message otherwise (a ticket someone else changed
// meanwhile is reloaded, the typed response kept).
import { useEffect, useState } from 'react';
import { CheckCircle2, PlayCircle, Save, XCircle } from 'lucide-react';
import type { AdminTicketDto } from '../../../../domain/support-dto.ts';
import { ADMIN_ERROR, TICKET_LIMITS, TRY_LATER, ticketUpdatedMessage, type TicketStatus } from '../../../../domain/support-options.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAnswerTicket } from '../api/use-support-mutations.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { TicketStatusBadge } from './ticket-badges.tsx';

type Action = {
  status: TicketStatus | 'keep';
  label: string;
  icon: typeof Save;
  variant: 'default' | 'outline' | 'secondary';
  name?: string;
};

const ACTIONS: Action[] = [
  { status: 'in_progress', label: 'Start Working', icon: PlayCircle, variant: 'outline' },
  { status: 'resolved', label: 'Resolve', icon: CheckCircle2, variant: 'outline' },
  // Named apart from the dialog's own close button.
  { status: 'closed', label: 'Close', name: 'Close ticket', icon: XCircle, variant: 'outline' },
  { status: 'keep', label: 'Save Response', icon: Save, variant: 'default' },
];

export function AdminTicketResponse({ ticket }: { ticket: AdminTicketDto }) {
  const [response, setResponse] = useState(ticket.adminResponse ?? '');
  const [pending, setPending] = useState<Action['status'] | null>(null);
  const answer = useAnswerTicket(ticket.id);
  // A response saved elsewhere (or by this admin) shows once it arrives, unless something is being typed.
  const [seen, setSeen] = useState(ticket.adminResponse);
  useEffect(() => {
    if (ticket.adminResponse === seen) return;
    setSeen(ticket.adminResponse);
    setResponse((typed) => (typed.trim() === '' || typed === seen ? (ticket.adminResponse ?? '') : typed));
  }, [ticket.adminResponse, seen]);

  const run = async (action: Action) => {
    const status = action.status === 'keep' ? ticket.status : action.status;
    setPending(action.status);
    try {
      await answer.mutateAsync({ status, adminResponse: response, version: ticket.version });
      toast.success(ticketUpdatedMessage(status));
    } catch (err) {
      toast.error(ADMIN_ERROR, { description: err instanceof ApiError ? err.message : TRY_LATER });
    } finally {
      setPending(null);
    }
  };

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
      <FormField label="Response" description="The artist sees it with the ticket and gets it by email.">
        <Textarea
          rows={6}
          className="field-sizing-fixed"
          value={response}
          maxLength={TICKET_LIMITS.response}
          onChange={(e) => setResponse(e.target.value)}
          placeholder="Write your response to the artist"
        />
      </FormField>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
        {ACTIONS.map((a) => {
          const Icon = a.icon;
          return (
            <Button
              key={a.label}
              aria-label={a.name}
              variant={a.variant}
              disabled={pending !== null || a.status === ticket.status}
              onClick={() => void run(a)}
            >
              {pending === a.status ? <Spinner size="sm" /> : <Icon />} {a.label}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
