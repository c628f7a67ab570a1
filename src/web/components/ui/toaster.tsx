// Mount <Toaster /> once near the app root; raise toasts with `toast` from ./toast.ts. The toaster
// (sonner) loads with the first toast.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterWanted } from './toast.ts';

const SonnerToaster = lazy(() => import('./sonner-toaster.tsx').then((m) => ({ default: m.SonnerToaster })));

export function Toaster() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
