// Whether the page is hydrated: false while a pre-rendered page is rendered at build time and
// during hydration, true afterwards. Parts that depend on the visitor or on live settings render
// only then, so the first render matches the pre-rendered HTML.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
