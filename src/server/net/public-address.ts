// Whether an IP address is on the public internet. Outbound requests made on a user's behalf
// (a cover art URL) may only reach public addresses: never loopback, private, link-local,
// shared (CGNAT), multicast, documentation, benchmarking or otherwise reserved ranges, nor the
// IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4, Teredo).
import { BlockList, isIP } from 'node:net';

const IPV4_SPECIAL: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

const IPV6_SPECIAL: [string, number][] = [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['::ffff:0:0', 96], // IPv4-mapped
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
];

// One list per family: a BlockList also matches IPv4 addresses against IPv6 rules (as mapped).
const specialV4 = new BlockList();
for (const [net, prefix] of IPV4_SPECIAL) specialV4.addSubnet(net, prefix, 'ipv4');
const specialV6 = new BlockList();
for (const [net, prefix] of IPV6_SPECIAL) specialV6.addSubnet(net, prefix, 'ipv6');

// Global unicast IPv6 lives in 2000::/3; anything outside it is not public.
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

/** True only for an address that belongs to the public internet. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 4) return !specialV4.check(bare, 'ipv4');
  if (version === 6) return globalUnicast.check(bare, 'ipv6') && !specialV6.check(bare, 'ipv6');
  return false;
}
