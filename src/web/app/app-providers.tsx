// The providers of the signed-in app, loaded only by the routes that need them (public pages do
// not): TanStack Query, toasts, and the bridge that lets `invalidateQueries(meQueryKey)` refresh
// the profile held by lib/auth.ts.
import { useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toaster.tsx';
import { meQueryKey, reloadMe, useAuth } from '../lib/auth.ts';
import { queryClient } from '../lib/query-client.ts';

function MeBridge() {
  const { user } = useAuth();
  useQuery({ queryKey: [...meQueryKey, user?.id], queryFn: reloadMe, enabled: !!user, staleTime: Infinity });
  useEffect(() => {
    if (!user) queryClient.clear(); // signed out: nothing of the last user stays cached
  }, [user]);
  return null;
}

/** As a layout route it wraps the matched screen; elsewhere it wraps its children. */
export function AppProviders({ children }: { children?: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MeBridge />
      {children ?? <Outlet />}
      <Toaster />
    </QueryClientProvider>
  );
}
