// A ticket's conversation: its first message, then the answers of the artist and the support
// team, oldest first.
import { Headset, UserRound } from 'lucide-react';
import type { TicketDetailDto } from '../../../../domain/support-dto.ts';
import { cn } from '../../../lib/utils.ts';
import { formatDate } from '../../../../domain/dates.ts';

type Entry = { id: string; from: 'artist' | 'support'; authorName: string; message: string; createdAt: string };

export function TicketThread({ ticket, artistName }: { ticket: TicketDetailDto; artistName: string }) {
  const entries: Entry[] = [
    { id: 'first', from: 'artist', authorName: artistName, message: ticket.message, createdAt: ticket.createdAt },
    ...ticket.replies,
  ];
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
