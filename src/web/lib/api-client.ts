// The one way the web app calls its API: JSON in and out, cookies sent, errors as ApiError
// carrying the server's message (the spec's text where it gives one).
import { SERVICE_FAULTS, type ApiErrorBody, type ErrorCode } from '../../domain/errors.ts';

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

/** A Blob or File body is sent as it is (a streamed upload); anything else as JSON. */
export async function api<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const raw = init.body instanceof Blob;
  const res = await fetch(`/api${path}`, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: init.body === undefined ? undefined : { 'Content-Type': raw ? 'application/octet-stream' : 'application/json' },
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
  throw new ApiError(res.status, body.error?.code ?? 'HTTP_ERROR', body.error?.message ?? 'Please try again later.', body.error?.field);
}
