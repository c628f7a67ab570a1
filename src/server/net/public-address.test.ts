import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.ts';

describe('isPublicAddress', () => {
  it('accepts public IPv4 and global unicast IPv6', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '2001:4860:4860::8888'])
      expect(isPublicAddress(a), a).toBe(true);
  });

  it('refuses loopback, private, link-local, shared, multicast and reserved addresses', () => {
    const internal = [
      '127.0.0.1',
      '127.1.2.3',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '192.0.0.8',
      '192.0.2.1',
      '198.18.0.1',
      '198.51.100.7',
      '203.0.113.9',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '[::1]',
      'fe80::1',
      'fe80::1%eth0',
      'fd12:3456::1',
      'fc00::1',
      'ff02::1',
      '2001:db8::1',
      'fec0::1',
      // IPv6 forms that carry an IPv4 address
      '::ffff:127.0.0.1',
      '::ffff:8.8.8.8',
      '::127.0.0.1',
      '64:ff9b::a00:1',
      '2002:7f00:1::1',
      '2001::1',
      // not addresses at all
      'localhost',
      '',
      'example.com',
    ];
    for (const a of internal) expect(isPublicAddress(a), a).toBe(false);
  });
});
