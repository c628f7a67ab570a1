// better-auth's refusals in the shape of every other API error, `{ error: { code, message, field? } }`,
// with a code from the closed list and its status: the few codes the screens act on keep their
// name, the rest are named by their status.
import { ERROR_CODES, type ErrorCode } from '../../../domain/errors.ts';
import { codeOfStatus, statusOf } from '../../http/error-status.ts';

const KNOWN = new Set<string>(ERROR_CODES);

const FALLBACK_MESSAGE: Partial<Record<ErrorCode, string>> = {
  UNAUTHENTICATED: 'Please sign in to continue',
  NOT_FOUND: 'Not found',
  RATE_LIMITED: 'Too many attempts. Please try again later.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
};

function authErrorCode(status: number, code: unknown, passwordField: string | undefined): ErrorCode {
  if (typeof code === 'string' && KNOWN.has(code)) return code as ErrorCode;
  if (code === 'INVALID_PASSWORD' && passwordField) return 'VALIDATION';
  if (code === 'INVALID_TOKEN' || code === 'TOKEN_EXPIRED') return 'INVALID_TOKEN';
  return codeOfStatus(status);
}

/**
 * better-auth's answer, unchanged when it succeeded or redirected, else reshaped; a wrong password
 * names `passwordField`, the body's field it is about, so that a form shows it there.
 */
export async function reshapeAuthError(res: Response, passwordField?: string): Promise<Response> {
  if (res.status < 400) return res;
  let body: { code?: unknown; message?: unknown; field?: unknown } = {};
  try {
    const parsed: unknown = JSON.parse(await res.text());
    if (parsed && typeof parsed === 'object') body = parsed as typeof body;
  } catch {
    // no body, or not JSON
  }
  const code = authErrorCode(res.status, body.code, passwordField);
  const message =
    code !== 'INTERNAL' && typeof body.message === 'string' && body.message
      ? body.message
      : (FALLBACK_MESSAGE[code] ?? 'The request was refused');
  const field = body.code === 'INVALID_PASSWORD' && passwordField ? passwordField : typeof body.field === 'string' ? body.field : undefined;
  const headers = new Headers(res.headers);
  headers.set('Content-Type', 'application/json');
  headers.delete('Content-Length');
  return new Response(JSON.stringify({ error: { code, message, ...(field ? { field } : {}) } }), { status: statusOf(code), headers });
}
