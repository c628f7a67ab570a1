// The one closed list of error codes the service answers with, and the error operations throw.
// Operations speak in these codes; the server maps each to an HTTP status at its edge only
// (src/server/http/error-status.ts), so jobs and every API call the same operations.
export const ERROR_CODES = [
  // input
  'BAD_REQUEST',
  'VALIDATION',
  'PAYLOAD_TOO_LARGE',
  // who is asking
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'ACCOUNT_SUSPENDED',
  'NOT_A_MEMBER',
  'RATE_LIMITED',
  'INVALID_EMAIL_OR_PASSWORD',
  'EMAIL_NOT_VERIFIED',
  'INVALID_TOKEN',
  // records
  'NOT_FOUND',
  'CONFLICT',
  // money
  'CLAIMS_NOT_COVERED',
  // releases
  'PLAN_LIMIT',
  'NOT_EDITABLE',
  'NOT_DELETABLE',
  'ALREADY_SUBMITTED',
  'INCOMPLETE',
  // uploads
  'UNSUPPORTED_TYPE',
  'NAME_MISMATCH',
  'UPLOAD_INCOMPLETE',
  'UNREADABLE',
  'QUOTA_EXCEEDED',
  'STORAGE_FULL',
  // plans and payments
  'PLAN_REQUIRED',
  'SIGNATURE_INVALID',
  'PAYMENT_MISMATCH',
  'GATEWAY_ERROR',
  'GATEWAY_UNAVAILABLE',
  'PAYMENTS_OFF',
  // distribution
  'IDENTIFIERS_EXHAUSTED',
  // the service itself
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** What a screen says when the service could not do what was asked (a fault of ours, not a refusal). */
export const TRY_LATER = 'Please try again later.';

/** The codes that are the service's fault (or its payment gateway's), never a refusal the user can act on: "try again later". */
export const SERVICE_FAULTS: readonly ErrorCode[] = [
  'GATEWAY_ERROR',
  'GATEWAY_UNAVAILABLE',
  'PAYMENTS_OFF',
  'STORAGE_FULL',
  'UNAVAILABLE',
  'INTERNAL',
];

/** The body of every failed API answer. */
export type ApiErrorBody = { error: { code: ErrorCode; message: string; field?: string } };

/** A refusal meant for people: a code from the list, the message to show, and the field at fault. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  constructor(code: ErrorCode, message: string, field?: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.field = field;
  }
  body(): ApiErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) } };
  }
}

export const notFound = (what = 'Not found') => new DomainError('NOT_FOUND', what);
export const forbidden = (why = 'You do not have access to this') => new DomainError('FORBIDDEN', why);
export const unauthenticated = () => new DomainError('UNAUTHENTICATED', 'Please sign in to continue');
export const invalid = (message: string, field?: string) => new DomainError('VALIDATION', message, field);
