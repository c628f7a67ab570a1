// A change whose follow-up (a toast, a navigation) must happen even when the component that asked
// for it is gone by then: TanStack Query drops mutate()'s own callbacks when the caller unmounts,
// so a button that disappears on success (Restore, Withdraw, Submit) would never say it worked.
import type { UseMutationResult } from '@tanstack/react-query';

type Then<TData> = { onSuccess?: (data: TData) => void; onError?: (err: Error) => void };

export function runMutation<TData, TVars>(mutation: UseMutationResult<TData, Error, TVars>, vars: TVars, then: Then<TData>): void {
  mutation.mutateAsync(vars).then(
    (data) => then.onSuccess?.(data),
    (err: unknown) => then.onError?.(err instanceof Error ? err : new Error(String(err))),
  );
}
