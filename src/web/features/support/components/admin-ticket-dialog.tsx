// The admin's ticket dialog: "Ticket Details" (every field, the artist, the conversation) and
// "Response" (the response, Start Working, Resolve, Close, Save Response keeping the status).
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ticketCategoryLabel, TRY_LATER } from '../../../../domain/support-options.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { adminTicketOptions } from '../api/support-api.ts';
import { AdminTicketResponse } from './admin-ticket-response.tsx';
import { formatDate } from '../../../../domain/dates.ts';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges.tsx';
import { TicketThread } from './ticket-thread.tsx';

export function AdminTicketDialog({ ticketId, onClose }: { ticketId: string | null; onClose: () => void }) {
  return (
    <Dialog open={!!ticketId} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">{ticketId && <Body id={ticketId} />}</DialogContent>
    </Dialog>
  );
}

function Body({ id }: { id: string }) {
  const query = useQuery(adminTicketOptions(id));
  const t = query.data;
  if (query.isPending) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Loading the ticket">
        <DialogTitle className="sr-only">Loading the ticket</DialogTitle>
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (query.isError || !t) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Ticket Details</DialogTitle>
        </DialogHeader>
        <Alert variant="destructive">
          <AlertTitle>{query.error?.message ?? 'Error loading ticket'}</AlertTitle>
          <AlertDescription>
            {TRY_LATER}
            <Button variant="outline" size="sm" className="mt-2 w-fit" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      </>
    );
  }
  return (
    <>
      <DialogHeader>
        <DialogTitle className="break-words">{t.subject}</DialogTitle>
        <DialogDescription>
          Ticket {t.reference} from {t.owner.name}
        </DialogDescription>
      </DialogHeader>
      <Tabs defaultValue="details">
        <TabsList>
          <TabsTrigger value="details">Ticket Details</TabsTrigger>
          <TabsTrigger value="response">Response</TabsTrigger>
        </TabsList>
        <TabsContent value="details" className="space-y-4">
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
            <Field label="Artist" className="col-span-2 sm:col-span-1">
              {t.owner.name}
              <span className="block text-xs break-all text-muted-foreground">{t.owner.email}</span>
            </Field>
            <Field label="Category">{ticketCategoryLabel(t.category)}</Field>
            <Field label="Priority">
              <TicketPriorityBadge priority={t.priority} />
            </Field>
            <Field label="Status">
              <TicketStatusBadge status={t.status} />
            </Field>
            <Field label="Created">{formatDate(t.createdAt, 'dateTime')}</Field>
            <Field label="Last update">{formatDate(t.updatedAt, 'dateTime')}</Field>
          </dl>
          <section aria-label="Conversation" className="space-y-2">
            <h3 className="text-sm font-semibold">Message and conversation</h3>
            <TicketThread ticket={t} artistName={t.owner.name} />
          </section>
        </TabsContent>
        <TabsContent value="response">
          <AdminTicketResponse ticket={t} />
        </TabsContent>
      </Tabs>
    </>
  );
}

function Field({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className ? `min-w-0 ${className}` : 'min-w-0'}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}
