// A ticket's conversation: its first message, then the answers of the artist and the support
// team, oldest first. Each answer of the team is a reply; a response saved before replies were kept
// (in admin_response alone) is shown as the team's last answer, so it is never missing nor twice.
import { Headset, UserRound } from 'lucide-react';
import type { TicketDetailDto } from '../../../../domain/support-dto.ts';
import { cn } from '../../../lib/utils.ts';
import { formatDate } from '../../../../domain/dates.ts';

type Entry = { id: string; from: 'artist' | 'support'; authorName: string; message: string; createdAt: string };

/** The response kept on the ticket that no reply of the team carries (older tickets), if any. */
function unthreadedResponse(ticket: TicketDetailDto): Entry | null {
  const response = ticket.adminResponse;
  if (!response || ticket.replies.some((r) => r.from === 'support' && r.message === response)) return null;
  return { id: 'response', from: 'support', authorName: 'Support Team', message: response, createdAt: ticket.updatedAt };
}

/** Whether the support team has answered the ticket. */
export const answered = (ticket: TicketDetailDto): boolean =>
  ticket.replies.some((r) => r.from === 'support') || unthreadedResponse(ticket) !== null;

export function TicketThread({ ticket, artistName }: { ticket: TicketDetailDto; artistName: string }) {
  const response = unthreadedResponse(ticket);
  const entries: Entry[] = [
    { id: 'first', from: 'artist', authorName: artistName, message: ticket.message, createdAt: ticket.createdAt },
    ...ticket.replies,
    ...(response ? [response] : []),
  ];
  entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <ol className="space-y-3" aria-label="Conversation">
      {entries.map((e) => {
        const support = e.from === 'support';
        const Icon = support ? Headset : UserRound;
        return (
          <li key={e.id} className={cn('flex gap-3', support && 'flex-row-reverse')}>
            <div
              className={cn(
                'mt-1 flex size-8 shrink-0 items-center justify-center rounded-full',
                support ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
              )}
              aria-hidden="true"
            >
              <Icon className="size-4" />
            </div>
            <div className={cn('min-w-0 max-w-[85%] rounded-lg border px-3 py-2', support ? 'border-primary/20 bg-primary/5' : 'bg-card')}>
              <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
                <span className="font-medium text-foreground">{e.authorName}</span>
                <time dateTime={e.createdAt}>{formatDate(e.createdAt, 'dateTime')}</time>
              </p>
              <p className="mt-1 text-sm break-words whitespace-pre-wrap">{e.message}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
