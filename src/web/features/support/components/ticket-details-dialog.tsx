// View Details: the artist's ticket with its status, priority and the conversation (the support
// team's answers among it, each once), where the artist can answer until the ticket is closed.
import { useQuery } from '@tanstack/react-query';
import { Lock, MessageSquareText } from 'lucide-react';
import type { TicketDto } from '../../../../domain/support-dto.ts';
import { ticketCategoryLabel, TICKET_CLOSED, TICKET_CREATED_DESCRIPTION } from '../../../../domain/support-options.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ticketOptions } from '../api/support-api.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { ReplyForm } from './reply-form.tsx';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges.tsx';
import { answered, TicketThread } from './ticket-thread.tsx';

type Props = { ticketId: string | null; summary?: TicketDto; artistName: string; onClose: () => void };

export function TicketDetailsDialog({ ticketId, summary, artistName, onClose }: Props) {
  return (
    <Dialog open={!!ticketId} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        {ticketId && <Details id={ticketId} summary={summary} artistName={artistName} />}
      </DialogContent>
    </Dialog>
  );
}

function Details({ id, summary, artistName }: { id: string; summary?: TicketDto; artistName: string }) {
  const query = useQuery(ticketOptions(id));
  const head = query.data ?? summary;
  return (
    <>
      <DialogHeader>
        <DialogTitle className="break-words">{head?.subject ?? 'Ticket details'}</DialogTitle>
        <DialogDescription>
          {head
            ? `Ticket ${head.reference} · ${ticketCategoryLabel(head.category)} · Opened ${formatDate(head.createdAt, 'dateTime')}`
            : 'Loading the ticket…'}
        </DialogDescription>
      </DialogHeader>
      {head && (
        <dl className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
          <div className="flex items-center gap-2">
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              <TicketStatusBadge status={head.status} />
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-muted-foreground">Priority</dt>
            <dd>
              <TicketPriorityBadge priority={head.priority} />
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-muted-foreground">Last update</dt>
            <dd>{formatDate(head.updatedAt, 'dateTime')}</dd>
          </div>
        </dl>
      )}
      <section aria-labelledby="conversation" className="space-y-3 border-t pt-4">
        <h3 id="conversation" className="flex items-center gap-2 text-sm font-semibold">
          <MessageSquareText className="size-4" aria-hidden="true" /> Conversation
        </h3>
        <QueryView
          query={query}
          errorTitle="Error loading ticket"
          loading={
            <div className="space-y-3" aria-busy="true" aria-label="Loading the conversation">
              <Skeleton className="h-16 w-4/5" />
              <Skeleton className="ml-auto h-12 w-3/5" />
            </div>
          }
        >
          {(ticket) => (
            <>
              <TicketThread ticket={ticket} artistName={artistName} />
              {!answered(ticket) && <p className="text-sm text-muted-foreground">No response yet. {TICKET_CREATED_DESCRIPTION}</p>}
              {ticket.status === 'closed' ? (
                <p className="flex items-start gap-2 rounded-lg bg-muted p-3 text-sm text-muted-foreground">
                  <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {TICKET_CLOSED}
                </p>
              ) : (
                <ReplyForm ticketId={id} />
              )}
            </>
          )}
        </QueryView>
      </section>
    </>
  );
}
