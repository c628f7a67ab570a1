// The system errors an admin meets in the console, each said as what happened and what to do.
import { describe, expect, it } from 'vitest';
import { explainSystemError } from './system-errors.ts';

describe('explainSystemError', () => {
  it.each([
    ["EACCES: permission denied, open '/srv/data/deliveries/spotify/B1.xml.part'", 'Permission denied'],
    ["EPERM: operation not permitted, rename 'a' -> 'b'", 'Permission denied'],
    ["ENOENT: no such file or directory, stat '/srv/data/deliveries/x'", 'does not exist'],
    ['ENOSPC: no space left on device, write', 'The disk is full'],
    ['connect ECONNREFUSED 127.0.0.1:22', 'refused the connection'],
    ['connect ETIMEDOUT 203.0.113.9:22', 'did not answer in time'],
    ['Timed out while waiting for handshake', 'did not answer in time'],
    ['getaddrinfo ENOTFOUND sftp.store.example', 'host name could not be found'],
    ['connect: All configured authentication methods failed', 'refused the sign-in'],
    ['InvalidAccessKeyId: The AWS Access Key Id you provided does not exist in our records.', 'refused the sign-in'],
    ['SignatureDoesNotMatch: The request signature we calculated does not match', 'refused the sign-in'],
    ['AccessDenied: Access Denied', 'may not use that folder or bucket'],
    ['read ECONNRESET', 'connection was cut off'],
  ])('%s', (raw, words) => {
    const e = explainSystemError(raw);
    expect(e?.summary).toContain(words);
    expect(e?.action.length).toBeGreaterThan(10);
  });

  it('puts a refused sign-in before the network code a library adds to it', () => {
    expect(explainSystemError('Error: All configured authentication methods failed (ECONNRESET)')?.summary).toBe(
      'The server refused the sign-in.',
    );
  });

  it('leaves what it does not know to the raw text', () => {
    expect(explainSystemError('The release files were deleted or changed after approval.')).toBeNull();
  });
});
