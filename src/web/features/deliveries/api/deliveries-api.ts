// The deliveries API: a release's stores for its artist, and the console's store endpoints,
// takedown requests, acknowledgement errors and delivery times. Artist queries live under
// ['deliveries'], the console's under ['admin', 'deliveries'] (the console refreshes ['admin']).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReleaseDeliveriesDto } from '../../../../domain/deliveries-dto.ts';
import type { StoreEndpointInput, TakedownRequestInput } from '../../../../domain/deliveries-schema.ts';
import { api } from '../../../lib/api-client.ts';

export const deliveriesKey = ['deliveries'] as const;
export const adminDeliveriesKey = ['admin', 'deliveries'] as const;

/** While a store's delivery is moving, the panel looks again every few seconds. */
const moving = (d: ReleaseDeliveriesDto | undefined) => !!d?.deliveries.some((x) => x.state === 'queued' || x.state === 'sending');

export function releaseDeliveriesOptions(releaseId: string) {
  return queryOptions({
    queryKey: [...deliveriesKey, releaseId],
    queryFn: ({ signal }) => api('GET /releases/:id/deliveries', { params: { id: releaseId }, signal }),
    refetchInterval: (q) => (moving(q.state.data) ? 3000 : false),
  });
}

/** A release's timeline per store: the artist's words only, or (`admin`) with the technical record. */
export const releaseTimelineOptions = (releaseId: string, admin = false) =>
  queryOptions({
    queryKey: admin ? [...adminDeliveriesKey, 'timeline', releaseId] : [...deliveriesKey, releaseId, 'timeline'],
    queryFn: ({ signal }) =>
      admin
        ? api('GET /admin/releases/:id/timeline', { params: { id: releaseId }, signal })
        : api('GET /releases/:id/timeline', { params: { id: releaseId }, signal }),
  });

export function useRequestTakedown(releaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TakedownRequestInput) => api('POST /releases/:id/takedown', { params: { id: releaseId }, body: input }),
    onSuccess: (data) => queryClient.setQueryData([...deliveriesKey, releaseId], data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...deliveriesKey, releaseId] }),
  });
}

export const deliverySummaryOptions = () =>
  queryOptions({
    queryKey: [...adminDeliveriesKey, 'summary'],
    queryFn: ({ signal }) => api('GET /admin/deliveries/summary', { signal }),
  });

export const pendingTakedownsOptions = () =>
  queryOptions({
    queryKey: [...adminDeliveriesKey, 'takedowns'],
    queryFn: ({ signal }) => api('GET /admin/takedowns', { signal }),
  });

export const acknowledgementErrorsOptions = () =>
  queryOptions({
    queryKey: [...adminDeliveriesKey, 'acknowledgement-errors'],
    queryFn: ({ signal }) => api('GET /admin/acknowledgement-errors', { signal }),
  });

export const overdueDeliveriesOptions = () =>
  queryOptions({
    queryKey: [...adminDeliveriesKey, 'overdue'],
    queryFn: ({ signal }) => api('GET /admin/deliveries/overdue', { signal }),
  });

export const liveTimesOptions = () =>
  queryOptions({
    queryKey: [...adminDeliveriesKey, 'live-times'],
    queryFn: ({ signal }) => api('GET /admin/deliveries/live-times', { signal }),
  });

export const failedDeliveriesOptions = () =>
  queryOptions({
    queryKey: [...adminDeliveriesKey, 'failed'],
    queryFn: ({ signal }) => api('GET /admin/deliveries/failed', { signal }),
  });

export const storeEndpointsOptions = () =>
  queryOptions({
    queryKey: [...adminDeliveriesKey, 'endpoints'],
    queryFn: ({ signal }) => api('GET /admin/store-endpoints', { signal }),
  });

function useAdminChange<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminDeliveriesKey }) });
}

export const useDecideTakedown = () =>
  useAdminChange(({ id, decision }: { id: string; decision: 'approved' | 'rejected' }) =>
    api('POST /admin/takedowns/:id', { params: { id }, body: { decision } }),
  );

export const useResolveAcknowledgement = () =>
  useAdminChange((id: string) => api('POST /admin/acknowledgement-errors/:id/resolve', { params: { id }, body: {} }));

export const useResendDelivery = () =>
  useAdminChange((id: string) => api('POST /admin/deliveries/:id/resend', { params: { id }, body: {} }));

export const useCreateStoreEndpoint = () =>
  useAdminChange(({ endpoint }: { endpoint: StoreEndpointInput }) => api('POST /admin/store-endpoints', { body: { endpoint } }));

/** Tries the endpoint as the form holds it (a saved one's secret is used when none is typed); changes nothing. */
export const useTestStoreEndpoint = () =>
  useMutation({
    mutationFn: ({ endpoint, id }: { endpoint: StoreEndpointInput; id?: string }) =>
      api('POST /admin/store-endpoints/test', { body: { endpoint, ...(id ? { id } : {}) } }),
  });

export const useUpdateStoreEndpoint = () =>
  useAdminChange(({ id, endpoint, version }: { id: string; endpoint: StoreEndpointInput; version: string }) =>
    api('PUT /admin/store-endpoints/:id', { params: { id }, body: { endpoint, version } }),
  );
