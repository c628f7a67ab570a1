// Auth state for every screen: loading, signed in or signed out, plus the profile and the role
// (with its own loading flag) read from the server. Public pages load this too, so it is a small
// store over fetch rather than the better-auth client and TanStack Query (the landing-page
// JavaScript budget); app-providers.tsx bridges `meQueryKey` so invalidating it refreshes `me`.
import { useCallback, useSyncExternalStore } from 'react';
import type { MeDto } from '../../domain/profile-dto.ts';
import { api } from './api-client.ts';

export { usePublicConfig } from './public-config.ts';

export const meQueryKey = ['me'] as const;

export type AuthUser = { id: string; email: string; name: string };

type AuthState = { loading: boolean; user: AuthUser | null; me: MeDto | null; meLoading: boolean };

const INITIAL: AuthState = { loading: true, user: null, me: null, meLoading: false };
let state: AuthState = INITIAL;
let started = false;
const listeners = new Set<() => void>();

function update(next: Partial<AuthState>): void {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

let meRequest: { userId: string; promise: Promise<MeDto | null> } | undefined;

/** Reads /api/me for the signed-in user (one request at a time); a failure is logged only (SPEC section 8). */
export function reloadMe(): Promise<MeDto | null> {
  const userId = state.user?.id;
  if (!userId) return Promise.resolve(null);
  if (meRequest?.userId === userId) return meRequest.promise;
  update({ meLoading: !state.me });
  const promise = api('GET /me')
    .then((me) => {
      if (state.user?.id === userId) update({ me, meLoading: false });
      return me;
    })
    .catch((err: unknown) => {
      console.error('Error fetching profile:', err);
      update({ meLoading: false });
      return state.me;
    })
    .finally(() => {
      if (meRequest?.promise === promise) meRequest = undefined;
    });
  meRequest = { userId, promise };
  return promise;
}

/**
 * The session as the server reads it: the user, null when signed out, or undefined when the
 * server could not say (busy, limited, down, offline), which is never taken for signed out.
 */
async function readSession(): Promise<{ user: AuthUser | null | undefined; retryAfterMs?: number }> {
  try {
    const res = await fetch('/api/auth/get-session', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (res.ok) {
      const body = (await res.json()) as { user?: AuthUser } | null;
      return { user: body?.user ? { id: body.user.id, email: body.user.email, name: body.user.name } : null };
    }
    if (res.status === 401) return { user: null };
    const seconds = Number(res.headers.get('Retry-After'));
    return { user: undefined, retryAfterMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined };
  } catch (err) {
    console.error('Error fetching session:', err);
    return { user: undefined };
  }
}

const MAX_RETRY_MS = 30_000;

async function loadSession(): Promise<void> {
  let result = await readSession();
  // Not known: keep what we had (still loading, or the user we knew) and ask again, backing off.
  for (let attempt = 0; result.user === undefined; attempt++) {
    const wait = result.retryAfterMs ?? Math.min(MAX_RETRY_MS, 1000 * 2 ** attempt);
    await new Promise((r) => setTimeout(r, Math.min(wait, MAX_RETRY_MS)));
    result = await readSession();
  }
  const user = result.user;
  const same = user && state.user?.id === user.id;
  update({ loading: false, user, me: same ? state.me : null, meLoading: !!user && !same });
  if (user) await reloadMe();
}

/** Reads the session again (after sign-in); resolves when the profile is known too. */
export function refreshAuth(): Promise<void> {
  return loadSession();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!started) {
    started = true;
    void refreshAuth();
  }
  return () => void listeners.delete(listener);
}

const snapshot = () => state;

/** The auth state now, outside React (tests, diagnostics). */
export const authState = (): Readonly<AuthState> => state;
const serverSnapshot = () => INITIAL;

async function signOut(): Promise<void> {
  const res = await fetch('/api/auth/sign-out', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!res.ok) throw new Error('Sign-out failed. Please try again.');
  update({ loading: false, user: null, me: null, meLoading: false });
}

export function useAuth() {
  const s = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const refetchSession = useCallback(() => refreshAuth(), []);
  return {
    loading: s.loading,
    user: s.user,
    profile: s.me?.profile ?? null,
    isAdmin: s.me?.isAdmin ?? false,
    roleLoading: !!s.user && s.meLoading,
    refetchSession,
    signOut,
  };
}
