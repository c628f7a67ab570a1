import { useQuery } from '@tanstack/react-query';
import { detectCurrency } from '../../../lib/currency.ts';

/** The visitor's currency, detected once per page load. */
export function useCurrency() {
  return useQuery({ queryKey: ['currency'], queryFn: () => detectCurrency(), staleTime: Infinity, gcTime: Infinity, retry: false });
}
