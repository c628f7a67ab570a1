// One of the artist's tickets in the list, with View Details.
import { Eye, MessageSquareReply } from 'lucide-react';
import type { TicketDto } from '../../../../domain/support-dto.ts';
import { ticketCategoryLabel } from '../../../../domain/support-options.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../../domain/dates.ts';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges.tsx';

export function TicketCard({ ticket: t, onView }: { ticket: TicketDto; onView: () => void }) {
  return (
    <Card className="gap-3 p-4 sm:p-5" data-testid="ticket-card">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 className="font-semibold break-words">{t.subject}</h3>
          <p className="text-xs text-muted-foreground">
            {ticketCategoryLabel(t.category)} · #{t.reference} · Created{' '}
            <time dateTime={t.createdAt}>{formatDate(t.createdAt, 'short')}</time>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <TicketStatusBadge status={t.status} />
          <TicketPriorityBadge priority={t.priority} />
        </div>
      </div>
      <p className="line-clamp-2 text-sm break-words text-muted-foreground">{t.message}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          {t.adminResponse ? (
            <>
              <MessageSquareReply className="size-3.5 text-primary" aria-hidden="true" />
              <span className="font-medium text-primary">Support has responded</span>
            </>
          ) : (
            <span>Awaiting response</span>
          )}
          {t.replyCount > 0 && <span>· {t.replyCount === 1 ? '1 reply' : `${t.replyCount} replies`}</span>}
        </p>
        <Button variant="outline" size="sm" onClick={onView} aria-label={`View Details of ${t.subject}`}>
          <Eye /> View Details
        </Button>
      </div>
    </Card>
  );
}
