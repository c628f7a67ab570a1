// The edge: each domain error code becomes one HTTP status, here and nowhere else.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../domain/errors.ts';

const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  ACCOUNT_SUSPENDED: 403,
  NOT_A_MEMBER: 403,
  RATE_LIMITED: 429,
  INVALID_EMAIL_OR_PASSWORD: 401,
  EMAIL_NOT_VERIFIED: 403,
  INVALID_TOKEN: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  CLAIMS_NOT_COVERED: 409,
  PLAN_LIMIT: 409,
  NOT_EDITABLE: 409,
  NOT_DELETABLE: 409,
  ALREADY_SUBMITTED: 409,
  INCOMPLETE: 422,
  UNSUPPORTED_TYPE: 400,
  NAME_MISMATCH: 400,
  UPLOAD_INCOMPLETE: 400,
  UNREADABLE: 400,
  QUOTA_EXCEEDED: 413,
  STORAGE_FULL: 507,
  PLAN_REQUIRED: 402,
  SIGNATURE_INVALID: 400,
  PAYMENT_MISMATCH: 422,
  GATEWAY_ERROR: 502,
  GATEWAY_UNAVAILABLE: 502,
  PAYMENTS_OFF: 503,
  IDENTIFIERS_EXHAUSTED: 409,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies Record<ErrorCode, ContentfulStatusCode>;

export const statusOf = (code: ErrorCode): ContentfulStatusCode => ERROR_STATUS[code];

const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'CONFLICT',
  429: 'RATE_LIMITED',
};

/** The code for a refusal known only by its status (a library's own, like better-auth's or hono's). */
export const codeOfStatus = (status: number): ErrorCode => CODE_OF_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
