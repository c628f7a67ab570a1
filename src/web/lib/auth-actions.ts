// The account actions of the auth screens, as calls to the server's auth endpoints (better-auth
// under /api/auth). Each answers like better-auth's client: { error } with the server's code and
// message when refused. Session state lives in lib/auth.ts; these only act.
type AuthActionError = { status: number; code?: string; message?: string };
type Result<T> = { data: T; error: null } | { data: null; error: AuthActionError };

async function post<T>(path: string, body: Record<string, unknown>): Promise<Result<T>> {
  const res = await fetch(`/api/auth${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    // an empty or non-JSON answer
  }
  if (res.ok) return { data: json as T, error: null };
  // better-auth answers { code, message }; our own checks { error: { code, message } }.
  const b = (json ?? {}) as { code?: string; message?: string; error?: { code?: string; message?: string } };
  return { data: null, error: { status: res.status, code: b.code ?? b.error?.code, message: b.message ?? b.error?.message } };
}

export const signInEmail = (input: { email: string; password: string; callbackURL: string }) =>
  post<{ redirect: boolean; url?: string }>('/sign-in/email', input);

export const signUpEmail = (input: { name: string; email: string; password: string; callbackURL: string }) =>
  post<unknown>('/sign-up/email', input);

/** Starts the provider's sign-in: the browser leaves for the provider's web address the server gives. */
export async function signInSocial(input: { provider: 'google'; callbackURL: string }): Promise<Result<unknown>> {
  const result = await post<{ url?: string; redirect?: boolean }>('/sign-in/social', input);
  const url = result.data?.url;
  if (url && result.data?.redirect && /^https?:\/\//i.test(url)) window.location.href = url;
  return result;
}

export const requestPasswordReset = (input: { email: string; redirectTo: string }) => post<unknown>('/request-password-reset', input);

export const resetPassword = (input: { newPassword: string; token: string }) => post<unknown>('/reset-password', input);
