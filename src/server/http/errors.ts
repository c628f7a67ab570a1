import type { ApiErrorBody, ErrorCode } from '../../domain/api-error.ts';

export type HttpStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502 | 503;

/** A failure the client is told about: status, code and a message meant for people. */
export class HttpError extends Error {
  readonly status: HttpStatus;
  readonly code: ErrorCode | string;
  readonly field: string | undefined;
  constructor(status: HttpStatus, code: ErrorCode | string, message: string, field?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
  }
  body(): ApiErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) } };
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, 'NOT_FOUND', what);
export const forbidden = (why = 'You do not have access to this') => new HttpError(403, 'FORBIDDEN', why);
export const unauthenticated = () => new HttpError(401, 'UNAUTHENTICATED', 'Please sign in to continue');
