// Requests the server makes to an address a member gave (a push service's endpoint) go only to the
// public internet: never to this machine, the club's own network or the cloud's metadata service
// (server-side request forgery). The name is resolved once and the connection goes to what was
// checked, so a name that resolves elsewhere a moment later (DNS rebinding) gains nothing.
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { lookup } from 'node:dns';

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/** An address on the public internet (an IPv4-mapped IPv6 address counts as its IPv4 one). */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]);
  const family = isIP(address);
  if (family === 0) return false;
  return !PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A host name that may name a public address: not an address of this machine or a private network, not localhost. */
export function mayBePublicHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPublicAddress(host);
  return !/(^|\.)localhost$/i.test(host);
}

/** dns.lookup for a connection, refusing a name that resolves to any address that is not public. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused || addresses.length === 0) {
      const e = Object.assign(
        new Error(`${hostname} resolves to ${refused?.address ?? 'nothing'}, not a public address`),
        {
          code: 'EADDRNOTPUBLIC',
        },
      );
      return callback(e, '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};
