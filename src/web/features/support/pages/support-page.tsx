// /dashboard/support (SPEC section 2): New Ticket toggles the create form; the counters; the
// artist's tickets newest first with View Details; the static FAQ; the first-ticket empty state.
// `?ticket=<id>` opens that ticket (the links in the mails use it).
import { Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LifeBuoy, Plus, X } from 'lucide-react';
import { TICKET_LOAD_FAILED } from '../../../../domain/support-options.ts';
import { TRY_LATER } from '../../../../domain/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { lazyPage } from '../../../lib/lazy-page.tsx';
import { ticketListOptions } from '../api/support-api.ts';
import { SupportFaq } from '../components/support-faq.tsx';
import { TicketCard } from '../components/ticket-card.tsx';
import { TicketCounters } from '../components/ticket-counters.tsx';

// Loaded when shown, with react-hook-form and the dialog's Radix parts: most visits only read the
// list. The form starts loading when the pointer nears or focus reaches New Ticket.
const TicketForm = lazyPage(() => import('../components/ticket-form.tsx').then((m) => m.TicketForm));
const TicketDetailsDialog = lazyPage(() => import('../components/ticket-details-dialog.tsx').then((m) => m.TicketDetailsDialog));
const warmForm = () => void TicketForm.preload().catch(() => undefined);

/** `?ticket=<id>`: the ticket open in the details dialog (the mails link to it), opened and closed through the history. */
function useOpenTicket() {
  const [search, setSearch] = useSearchParams();
  const openId = search.get('ticket');
  // Mounted from the first ticket opened on, so that closing it plays its exit like any dialog.
  const [detailsUsed, setDetailsUsed] = useState(!!openId);
  if (openId && !detailsUsed) setDetailsUsed(true);
  const view = (id: string | null) =>
    setSearch(
      (s) => {
        const next = new URLSearchParams(s);
        if (id) next.set('ticket', id);
        else next.delete('ticket');
        return next;
      },
      { replace: !id },
    );
  return { openId, detailsUsed, view };
}

export function SupportPage() {
  const [showForm, setShowForm] = useState(false);
  const { openId, detailsUsed, view } = useOpenTicket();
  const { profile } = useAuth();
  const list = useInfiniteQuery(ticketListOptions());
  useEffect(() => {
    if (list.isError) toast.error(TICKET_LOAD_FAILED, { description: TRY_LATER });
  }, [list.isError]);

  const stats = list.data?.pages[0]?.stats;
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const loadingStats = !stats && list.isPending;
  const openForm = () => {
    setShowForm(true);
    requestAnimationFrame(() => document.getElementById('new-ticket')?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Support"
        description="Get help with your releases, payouts and account."
        actions={
          <Button
            onClick={() => (showForm ? setShowForm(false) : openForm())}
            onPointerEnter={warmForm}
            onFocus={warmForm}
            aria-expanded={showForm}
            aria-controls="new-ticket"
          >
            {showForm ? <X /> : <Plus />} New Ticket
          </Button>
        }
      />
      <TicketCounters stats={stats} loading={loadingStats} />
      <div id="new-ticket" className="scroll-mt-20">
        {showForm && (
          <Suspense fallback={<Skeleton className="h-96 w-full rounded-xl" aria-label="Loading the ticket form" />}>
            <TicketForm onDone={() => setShowForm(false)} />
          </Suspense>
        )}
      </div>
      <section aria-labelledby="your-tickets" className="space-y-3">
        <h2 id="your-tickets" className="text-lg font-semibold">
          Your Tickets
        </h2>
        {list.isPending ? (
          <div className="space-y-3" aria-busy="true" aria-label="Loading tickets">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-32 w-full rounded-xl" />
            ))}
          </div>
        ) : list.isError ? (
          <LoadError title={TICKET_LOAD_FAILED} message={TRY_LATER} onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState
            icon={LifeBuoy}
            titleAs="h3"
            title="No support tickets yet"
            description="Have a question about a release, a payout or your account? Open a ticket and we'll respond within 24 hours."
            action={
              !showForm && (
                <Button onClick={openForm} onPointerEnter={warmForm} onFocus={warmForm}>
                  <Plus /> Create Your First Ticket
                </Button>
              )
            }
          />
        ) : (
          <>
            <ul className="space-y-3" aria-label="Support tickets">
              {items.map((t) => (
                <li key={t.id}>
                  <TicketCard ticket={t} onView={() => view(t.id)} />
                </li>
              ))}
            </ul>
            <LoadMore query={list} />
          </>
        )}
      </section>
      <SupportFaq />
      {detailsUsed && (
        <Suspense fallback={null}>
          <TicketDetailsDialog
            ticketId={openId}
            summary={items.find((t) => t.id === openId)}
            artistName={profile?.fullName || 'You'}
            onClose={() => view(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
