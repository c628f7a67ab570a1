// Auth state for every screen: loading, signed in or signed out, plus the profile and the role
// (with its own loading flag) read from the server.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { MeDto, PublicConfigDto } from '../../domain/profile.ts';
import { api } from './api-client.ts';
import { authClient } from './auth-client.ts';

export const meQueryKey = ['me'] as const;

export function useAuth() {
  const session = authClient.useSession();
  const user = session.data?.user ?? null;
  const me = useQuery({
    queryKey: [...meQueryKey, user?.id],
    queryFn: () => api<MeDto>('/me'),
    enabled: !!user,
    staleTime: 60_000,
  });
  const queryClient = useQueryClient();
  const signOut = useCallback(async () => {
    await authClient.signOut();
    queryClient.clear();
  }, [queryClient]);
  return {
    loading: session.isPending,
    user: user ? { id: user.id, email: user.email, name: user.name } : null,
    profile: me.data?.profile ?? null,
    isAdmin: me.data?.isAdmin ?? false,
    roleLoading: !!user && me.isPending,
    refetchSession: session.refetch,
    signOut,
  };
}

export function usePublicConfig() {
  return useQuery({ queryKey: ['config'], queryFn: () => api<PublicConfigDto>('/config'), staleTime: 5 * 60_000 });
}
