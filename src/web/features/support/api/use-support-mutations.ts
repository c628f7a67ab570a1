// The support mutations; each refreshes what it changed (the lists, the counters, the ticket).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTicketUpdateInput, CreateTicketInput } from '../../../../domain/support.ts';
import {
  adminTicketOptions,
  adminTicketsKey,
  answerTicket,
  createTicket,
  replyToTicket,
  supportKey,
  ticketOptions,
} from './support-api.ts';

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CreateTicketInput) => createTicket(values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKey }),
  });
}

export function useReplyToTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => replyToTicket(id, message),
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketOptions(id).queryKey, ticket);
      return queryClient.invalidateQueries({ queryKey: supportKey });
    },
  });
}

/** Start Working, Resolve, Close, Save Response. A refused stale change refreshes the ticket, so the admin sees what changed. */
export function useAnswerTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminTicketUpdateInput) => answerTicket(id, body),
    onSuccess: (ticket) => {
      queryClient.setQueryData(adminTicketOptions(id).queryKey, ticket);
      return queryClient.invalidateQueries({ queryKey: adminTicketsKey });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: adminTicketsKey }),
    // The console's counters and badges (['admin', ...]) follow at once, even without the live stream.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
