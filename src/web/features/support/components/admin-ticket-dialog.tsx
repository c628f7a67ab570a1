// The admin's ticket dialog: "Ticket Details" (every field, the artist, the conversation) and
// "Response" (the response, Start Working, Resolve, Close, Save Response keeping the status).
import type { AdminTicketDto } from '../../../../domain/support-dto.ts';
import { ticketCategoryLabel } from '../../../../domain/support-options.ts';
import { TRY_LATER } from '../../../../domain/errors.ts';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { AdminRecordDialog, DetailField as Field } from '../../../components/admin/admin-record-dialog.tsx';
import { adminTicketOptions } from '../api/support-api.ts';
import { AdminTicketResponse } from './admin-ticket-response.tsx';
import { formatDate } from '../../../../domain/dates.ts';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges.tsx';
import { TicketThread } from './ticket-thread.tsx';

export function AdminTicketDialog({ ticketId, onClose }: { ticketId: string | null; onClose: () => void }) {
  return (
    <AdminRecordDialog
      id={ticketId}
      onClose={onClose}
      options={adminTicketOptions}
      loadingLabel="Loading the ticket"
      title="Ticket Details"
      error={(err) => ({ title: err.message, message: TRY_LATER })}
      className="sm:max-w-2xl"
    >
      {(ticket) => <Details ticket={ticket} />}
    </AdminRecordDialog>
  );
}

function Details({ ticket: t }: { ticket: AdminTicketDto }) {
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
