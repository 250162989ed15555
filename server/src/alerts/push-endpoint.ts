import dns from 'node:dns/promises';
import net from 'node:net';

/** Addresses a push service never has: loopback, private, link-local, carrier NAT, unique-local, unspecified. */
const NOT_PUBLIC = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  NOT_PUBLIC.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  NOT_PUBLIC.addSubnet(address, prefix, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = net.isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Why a subscription's endpoint cannot be used, as a sentence; undefined when it can. It must be
 * https on a host whose every address is public (so the server cannot be pointed at its own
 * network); `allowPrivate` (tests) lets a stand-in on this machine be reached over plain http.
 */
export async function endpointProblem(endpoint: string, allowPrivate: boolean): Promise<string | undefined> {
  const url = new URL(endpoint);
  if (url.username || url.password) return 'The endpoint must not carry a user name or password.';
  if (allowPrivate) return undefined;
  if (url.protocol !== 'https:') return 'The endpoint must be an https address.';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost'))
    return 'The endpoint must be a push service on the internet.';
  let addresses: string[];
  if (net.isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await dns.lookup(host, { all: true })).map((a) => a.address);
    } catch {
      return 'The endpoint’s host name does not resolve.';
    }
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress))
    return 'The endpoint must be a push service on the internet, not a private or loopback address.';
  return undefined;
}
