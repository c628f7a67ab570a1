// The artist's payouts: the balance the claim form works from, their claims, and a new claim.
// A claim changes the balance and the revenue page, so it refreshes ['earnings'] too.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimRequest } from '../../../../domain/claims.ts';
import { api } from '../../../lib/api-client.ts';

export const payoutsKey = ['payouts'] as const;

export const balanceOptions = () =>
  queryOptions({
    queryKey: [...payoutsKey, 'balance'],
    queryFn: ({ signal }) => api('GET /payouts/balance', { signal }),
  });

export const myClaimsOptions = () =>
  queryOptions({
    queryKey: [...payoutsKey, 'claims'],
    queryFn: ({ signal }) => api('GET /payouts/claims', { signal }),
  });

export function useSubmitClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ claim, idempotencyKey }: { claim: ClaimRequest; idempotencyKey: string }) =>
      api('POST /payouts/claims', { body: claim, idempotencyKey }),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: payoutsKey }), client.invalidateQueries({ queryKey: ['earnings'] })]),
  });
}
