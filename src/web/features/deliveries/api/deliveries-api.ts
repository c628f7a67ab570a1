// The deliveries API: a release's stores for its artist, and the console's store endpoints,
// takedown requests, acknowledgement errors and delivery times. Artist queries live under
// ['deliveries'], the console's under ['admin', 'deliveries'] (the console refreshes ['admin']).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AckErrorDto,
  DeliveryTimesDto,
  EndpointTestDto,
  FailedDeliveryDto,
  ReleaseDeliveriesDto,
  StoreEndpointDto,
  TakedownRequestDto,
} from '../../../../domain/deliveries.ts';
import type { StoreEndpointInput, TakedownRequestInput } from '../../../../domain/deliveries-schema.ts';
import type { OverdueDeliveriesDto, ReleaseTimelineDto, StoreLiveTimesDto } from '../../../../domain/delivery-timeline.ts';
import { api } from '../../../lib/api-client.ts';

export const deliveriesKey = ['deliveries'] as const;
export const adminDeliveriesKey = ['admin', 'deliveries'] as const;

/** While a store's delivery is moving, the panel looks again every few seconds. */
const moving = (d: ReleaseDeliveriesDto | undefined) => !!d?.deliveries.some((x) => x.state === 'queued' || x.state === 'sending');

export function releaseDeliveriesOptions(releaseId: string) {
  return queryOptions({
    queryKey: [...deliveriesKey, releaseId],
    queryFn: ({ signal }) => api<ReleaseDeliveriesDto>(`/releases/${releaseId}/deliveries`, { signal }),
    refetchInterval: (q) => (moving(q.state.data) ? 3000 : false),
  });
}

/** A release's timeline per store: the artist's words only, or (`admin`) with the technical record. */
export const releaseTimelineOptions = (releaseId: string, admin = false) =>
  queryOptions({
    queryKey: admin ? [...adminDeliveriesKey, 'timeline', releaseId] : [...deliveriesKey, releaseId, 'timeline'],
    queryFn: ({ signal }) => api<ReleaseTimelineDto>(`${admin ? '/admin' : ''}/releases/${releaseId}/timeline`, { signal }),
  });

export function useRequestTakedown(releaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TakedownRequestInput) =>
      api<ReleaseDeliveriesDto>(`/releases/${releaseId}/takedown`, { method: 'POST', body: input }),
    onSuccess: (data) => queryClient.setQueryData([...deliveriesKey, releaseId], data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...deliveriesKey, releaseId] }),
  });
}

export type DeliverySummaryDto = {
  times: DeliveryTimesDto;
  acknowledgementErrors: number;
  failedDeliveries: number;
  pendingTakedowns: number;
};

export const deliverySummaryOptions = () =>
  queryOptions({
    queryKey: [...adminDeliveriesKey, 'summary'],
    queryFn: ({ signal }) => api<DeliverySummaryDto>('/admin/deliveries/summary', { signal }),
  });

export const pendingTakedownsOptions = () =>
  queryOptions({
    queryKey: [...adminDeliveriesKey, 'takedowns'],
    queryFn: ({ signal }) => api<TakedownRequestDto[]>('/admin/takedowns', { signal }),
  });

export const acknowledgementErrorsOptions = () =>
  queryOptions({
    queryKey: [...adminDeliveriesKey, 'acknowledgement-errors'],
    queryFn: ({ signal }) => api<AckErrorDto[]>('/admin/acknowledgement-errors', { signal }),
  });

export const overdueDeliveriesOptions = () =>
  queryOptions({
    queryKey: [...adminDeliveriesKey, 'overdue'],
    queryFn: ({ signal }) => api<OverdueDeliveriesDto>('/admin/deliveries/overdue', { signal }),
  });

export const liveTimesOptions = () =>
  queryOptions({
    queryKey: [...adminDeliveriesKey, 'live-times'],
    queryFn: ({ signal }) => api<StoreLiveTimesDto[]>('/admin/deliveries/live-times', { signal }),
  });

export const failedDeliveriesOptions = () =>
  queryOptions({
    queryKey: [...adminDeliveriesKey, 'failed'],
    queryFn: ({ signal }) => api<FailedDeliveryDto[]>('/admin/deliveries/failed', { signal }),
  });

export const storeEndpointsOptions = () =>
  queryOptions({
    queryKey: [...adminDeliveriesKey, 'endpoints'],
    queryFn: ({ signal }) => api<StoreEndpointDto[]>('/admin/store-endpoints', { signal }),
  });

function useAdminChange<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminDeliveriesKey }) });
}

export const useDecideTakedown = () =>
  useAdminChange(({ id, decision }: { id: string; decision: 'approved' | 'rejected' }) =>
    api<{ ok: true }>(`/admin/takedowns/${id}`, { method: 'POST', body: { decision } }),
  );

export const useResolveAcknowledgement = () =>
  useAdminChange((id: string) => api<{ ok: true }>(`/admin/acknowledgement-errors/${id}/resolve`, { method: 'POST', body: {} }));

export const useResendDelivery = () =>
  useAdminChange((id: string) => api<{ id: string }>(`/admin/deliveries/${id}/resend`, { method: 'POST', body: {} }));

export const useCreateStoreEndpoint = () =>
  useAdminChange(({ endpoint }: { endpoint: StoreEndpointInput }) =>
    api<StoreEndpointDto>('/admin/store-endpoints', { method: 'POST', body: { endpoint } }),
  );

/** Tries the endpoint as the form holds it (a saved one's secret is used when none is typed); changes nothing. */
export const useTestStoreEndpoint = () =>
  useMutation({
    mutationFn: ({ endpoint, id }: { endpoint: StoreEndpointInput; id?: string }) =>
      api<EndpointTestDto>('/admin/store-endpoints/test', { method: 'POST', body: { endpoint, ...(id ? { id } : {}) } }),
  });

export const useUpdateStoreEndpoint = () =>
  useAdminChange(({ id, endpoint, version }: { id: string; endpoint: StoreEndpointInput; version: string }) =>
    api<StoreEndpointDto>(`/admin/store-endpoints/${id}`, { method: 'PUT', body: { endpoint, version } }),
  );
