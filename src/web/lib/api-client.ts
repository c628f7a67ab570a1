// The one way the web app calls its API, typed from the server's route table: a route's key
// ("GET /releases/:id") names its path parameters, query, body and answer, so a call that does not
// fit the route fails the type check. JSON in and out, cookies sent, errors as ApiError carrying
// the server's message (the spec's text where it gives one). A member removed from the account
// they act in (NOT_A_MEMBER) is brought back to their own account.
import { SERVICE_FAULTS, type ApiErrorBody, type ErrorCode } from '../../domain/errors.ts';
import type { ApiContract, ApiKey } from '../../server/api-contract.ts';
import { paths } from './paths.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

/**
 * Whether `err` is the service refusing what was asked, with a message meant for the user (not its
 * own fault, nor an answer that was not ours), and not one of the `except` codes: screens branch on
 * codes, never on HTTP statuses.
 */
export const isRefusal = (err: unknown, ...except: ErrorCode[]): err is ApiError =>
  err instanceof ApiError &&
  err.code !== 'HTTP_ERROR' &&
  !(SERVICE_FAULTS as readonly string[]).includes(err.code) &&
  !(except as string[]).includes(err.code);

type Route<K> = Extract<ApiContract, { key: K }>;
/** The parts of a call a route takes: `params` for a path with parameters, `query`, `body`. */
type Parts<C extends ApiContract> = ([C['params']] extends [undefined] ? { params?: undefined } : { params: C['params'] }) &
  ([C['query']] extends [undefined] ? { query?: undefined } : { query?: C['query'] }) &
  ([C['body']] extends [undefined] ? { body?: undefined } : { body: C['body'] }) & {
    signal?: AbortSignal;
    /** Sent as Idempotency-Key: the write a retry with the same key makes once (a claim does). */
    idempotencyKey?: string;
  };
type Args<C extends ApiContract> = Partial<Parts<C>> extends Parts<C> ? [call?: Parts<C>] : [call: Parts<C>];

/** `/releases/:id` with `{ id }`: each parameter encoded into its place. */
function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

/** The query's set values, in order; empty strings and undefined left out. */
function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Calls the route named by `key`; a Blob or File body is sent as it is (a streamed upload), anything else as JSON. */
export function api<K extends ApiKey>(key: K, ...[call]: Args<Route<K>>): Promise<Route<K>['response']> {
  const space = key.indexOf(' ');
  const parts = (call ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
    idempotencyKey?: string;
  };
  const path = fillPath(key.slice(space + 1), parts.params) + queryString(parts.query);
  return send(path, { method: key.slice(0, space), body: parts.body, signal: parts.signal, idempotencyKey: parts.idempotencyKey });
}

async function send<T>(path: string, init: { method: string; body?: unknown; signal?: AbortSignal; idempotencyKey?: string }): Promise<T> {
  const raw = init.body instanceof Blob;
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['Content-Type'] = raw ? 'application/octet-stream' : 'application/json';
  if (init.idempotencyKey) headers['Idempotency-Key'] = init.idempotencyKey;
  const res = await fetch(`/api${path}`, {
    method: init.method,
    credentials: 'same-origin',
    headers: Object.keys(headers).length ? headers : undefined,
    body: init.body === undefined ? undefined : raw ? (init.body as Blob) : JSON.stringify(init.body),
    signal: init.signal,
  });
  if (res.ok) return (res.status === 204 ? undefined : await res.json()) as T;
  let body: Partial<ApiErrorBody> = {};
  try {
    body = (await res.json()) as ApiErrorBody;
  } catch {
    // not JSON: keep the generic message below
  }
  if (body.error?.code === 'NOT_A_MEMBER') leaveAccount();
  throw new ApiError(res.status, body.error?.code ?? 'HTTP_ERROR', body.error?.message ?? 'Please try again later.', body.error?.field);
}

let leaving = false;

/**
 * The account cookie names an account the person is no longer a member of: it is cleared and the
 * dashboard opened afresh in their own account, once however many calls were refused. Were the
 * cookie still there (not ours to clear), the page stays, rather than reload again and again.
 * The cookie's helpers load on this first use, not with every page.
 */
function leaveAccount(): void {
  if (leaving) return;
  leaving = true;
  void import('./account-cookie.ts').then(
    ({ clearAccountCookie, getAccountCookie }) => {
      clearAccountCookie();
      if (getAccountCookie() === undefined) window.location.assign(paths.dashboard);
    },
    () => (leaving = false), // not loaded (offline): the next refusal tries again
  );
}
