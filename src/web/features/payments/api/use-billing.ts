import { useQuery } from '@tanstack/react-query';
import { billingQueryKey, fetchBilling } from './payments-api.ts';

export function useBilling() {
  return useQuery({ queryKey: billingQueryKey, queryFn: fetchBilling });
}
