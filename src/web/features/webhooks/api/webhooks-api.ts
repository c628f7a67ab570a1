// Webhooks: the account's endpoints and each one's delivery log (polled while a delivery is on its
// way, so a test event's result shows by itself), and the changes to them. Each change refreshes
// what it touches.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookDeliveriesDto } from '../../../../domain/webhooks-dto.ts';
import type { WebhookEndpointInput, WebhookEndpointUpdateInput } from '../../../../domain/webhooks-schema.ts';
import { api } from '../../../lib/api-client.ts';

const endpointsKey = ['webhooks'] as const;
const deliveriesKey = (id: string) => ['webhooks', id, 'deliveries'] as const;

export const webhookEndpointsOptions = () =>
  queryOptions({ queryKey: endpointsKey, queryFn: ({ signal }) => api('GET /webhooks', { signal }), retry: false });

/** A delivery being sent, or due within the minute (a test event, a replay). */
const inFlight = (d: WebhookDeliveriesDto | undefined) =>
  d?.deliveries.some(
    (x) =>
      x.status === 'sending' || (x.status === 'pending' && x.nextAttemptAt !== null && Date.parse(x.nextAttemptAt) < Date.now() + 60_000),
  ) ?? false;

export const webhookDeliveriesOptions = (id: string) =>
  queryOptions({
    queryKey: deliveriesKey(id),
    queryFn: ({ signal }) => api('GET /webhooks/:id/deliveries', { params: { id }, signal }),
    // while something is about to go, look again soon
    refetchInterval: (q) => (inFlight(q.state.data) ? 1000 : false),
  });

export function useCreateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookEndpointInput) => api('POST /webhooks', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: endpointsKey }),
  });
}

export function useUpdateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: WebhookEndpointUpdateInput }) => api('PUT /webhooks/:id', { params: { id }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: endpointsKey }),
  });
}

export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /webhooks/:id', { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: endpointsKey }),
  });
}

export function useRevealSecret() {
  return useMutation({ mutationFn: (id: string) => api('GET /webhooks/:id/secret', { params: { id } }) });
}

export function useRotateSecret() {
  return useMutation({ mutationFn: (id: string) => api('POST /webhooks/:id/secret', { params: { id } }) });
}

export function useSendTest(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /webhooks/:id/test', { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: deliveriesKey(id) }),
  });
}

export function useReplayDelivery(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => api('POST /webhooks/:id/deliveries/:deliveryId/replay', { params: { id, deliveryId } }),
    onSettled: () => client.invalidateQueries({ queryKey: deliveriesKey(id) }),
  });
}
