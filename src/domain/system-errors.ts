// What a system's error means to an admin: the operating system's and network's codes (EACCES,
// ENOENT, ENOSPC, ECONNREFUSED, ETIMEDOUT, ...) and sign-in refusals, as read in a delivery's
// last error or a connection test, turned into what happened and what to do. The raw text stays
// for whoever needs it (the console shows it under Details).

export type SystemErrorExplained = { summary: string; action: string };

type Known = { test: RegExp } & SystemErrorExplained;

// First match wins: sign-in refusals before the network codes a library may add after them.
const KNOWN: readonly Known[] = [
  {
    test: /All configured authentication methods failed|Authentication failed|Permission denied \((publickey|password)|InvalidAccessKeyId|SignatureDoesNotMatch|InvalidClientTokenId|\bAuthorizationHeaderMalformed\b/i,
    summary: 'The server refused the sign-in.',
    action: 'Check the user name and the password, key or access key saved for this store.',
  },
  {
    test: /\bAccessDenied\b|\bForbidden\b/,
    summary: 'Signed in, but this account may not use that folder or bucket.',
    action: 'Ask the store to give this account access, or check the folder or bucket name.',
  },
  {
    test: /\bNoSuchBucket\b|^NotFound\b/,
    summary: 'The bucket does not exist.',
    action: 'Check the bucket name, and the service address for a bucket outside AWS.',
  },
  {
    test: /\b(EACCES|EPERM)\b/,
    summary: 'Permission denied: this server may not read or write there.',
    action: 'Give the service write access to that folder, or choose another folder.',
  },
  {
    test: /\bENOENT\b|\bNo such file\b/i,
    summary: 'The folder or file does not exist.',
    action: 'Create the folder, or correct the path.',
  },
  {
    test: /\bENOTDIR\b/,
    summary: 'Part of the path is a file, not a folder.',
    action: 'Correct the path.',
  },
  {
    test: /\b(ENOSPC|EDQUOT)\b/,
    summary: 'The disk is full.',
    action: 'Free space on the disk (or raise the quota), then send again.',
  },
  {
    test: /\bEROFS\b/,
    summary: 'The disk is mounted read-only.',
    action: 'Mount it for writing, or choose another folder.',
  },
  {
    test: /\bECONNREFUSED\b/,
    summary: 'The server refused the connection: nothing is listening on that address and port.',
    action: 'Check the host and port, and that the store’s server is running.',
  },
  {
    test: /\b(ETIMEDOUT|ESOCKETTIMEDOUT)\b|timed out|Timeout/i,
    summary: 'The server did not answer in time.',
    action: 'Check the host and port, and that a firewall lets this server reach it; then try again.',
  },
  {
    test: /\b(ENOTFOUND|EAI_AGAIN)\b|getaddrinfo/,
    summary: 'The host name could not be found.',
    action: 'Check the spelling of the host or service address.',
  },
  {
    test: /\b(EHOSTUNREACH|ENETUNREACH)\b/,
    summary: 'The server cannot be reached from here.',
    action: 'Check the address and this server’s network connection.',
  },
  {
    test: /\b(ECONNRESET|EPIPE)\b|connection (was )?(closed|lost|reset)/i,
    summary: 'The connection was cut off.',
    action: 'Try again; if it keeps happening, ask the store whether their server drops connections.',
  },
];

/** The plain-words meaning of a system error's text, or null when it is not one we know. */
export function explainSystemError(raw: string): SystemErrorExplained | null {
  const known = KNOWN.find((k) => k.test.test(raw));
  return known ? { summary: known.summary, action: known.action } : null;
}
