import { useQuery } from '@tanstack/react-query';
import type { Currency } from '../../../../domain/money.ts';
import { fetchPlanChanges, planChangesQueryKey } from './payments-api.ts';

/** What paying for each paid plan would do for the signed-in user, quoted by the server. */
export function usePlanChanges(currency: Currency | undefined) {
  return useQuery({
    queryKey: [...planChangesQueryKey, currency],
    queryFn: ({ signal }) => fetchPlanChanges(currency!, signal),
    enabled: !!currency,
    staleTime: 60_000,
  });
}
