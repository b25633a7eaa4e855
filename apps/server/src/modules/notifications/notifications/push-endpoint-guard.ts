import dns from 'node:dns';
import net from 'node:net';
import { NOTIFICATION_API_MESSAGES as M } from '@cuepoint/domain/notifications/messages';

/**
 * A push endpoint is an address the server calls, so it is checked like any outbound request (OWASP SSRF): https on
 * port 443 only, no credentials, and every address its name resolves to public. PUSH_ALLOW_LOOPBACK=on lets tests use
 * an HTTPS push service on 127.0.0.1 or ::1 (any port); nothing else private is ever allowed.
 */
const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(prefix, bits, 'ipv6');

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export type EndpointPolicy = { allowLoopback: boolean };

/** Whether the server may connect to this address. */
export function addressAllowed(address: string, policy: EndpointPolicy): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (policy.allowLoopback && loopback.check(address, type)) return true;
  return !blocked.check(address, type);
}

export class PushEndpointError extends Error {
  override name = 'PushEndpointError';
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** The endpoint's URL when its form is allowed (before any DNS). */
export function parsePushEndpoint(endpoint: string, policy: EndpointPolicy): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new PushEndpointError(M.endpointNotHttps);
  }
  if (url.protocol !== 'https:') throw new PushEndpointError(M.endpointNotHttps);
  if (url.username || url.password) throw new PushEndpointError(M.endpointNotAllowed);
  const host = hostOf(url);
  // Push services listen on 443; another port only for the local test service on a loopback address.
  const testService =
    policy.allowLoopback &&
    net.isIP(host) !== 0 &&
    loopback.check(host, net.isIP(host) === 4 ? 'ipv4' : 'ipv6');
  if (url.port !== '' && !testService) throw new PushEndpointError(M.endpointNotAllowed);
  return url;
}

type Lookup = (hostname: string) => Promise<string[]>;

const systemLookup: Lookup = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Checks an endpoint as the server will call it: its form, then every address its host resolves to. Throws
 * PushEndpointError with the message the API answers.
 */
export async function checkPushEndpoint(
  endpoint: string,
  policy: EndpointPolicy,
  lookup: Lookup = systemLookup,
): Promise<URL> {
  const url = parsePushEndpoint(endpoint, policy);
  const host = hostOf(url);
  let addresses: string[];
  if (net.isIP(host) !== 0) addresses = [host];
  else {
    try {
      addresses = await lookup(host);
    } catch {
      throw new PushEndpointError(M.endpointUnresolvable);
    }
  }
  if (addresses.length === 0) throw new PushEndpointError(M.endpointUnresolvable);
  if (!addresses.every((address) => addressAllowed(address, policy)))
    throw new PushEndpointError(M.endpointNotAllowed);
  return url;
}

/**
 * The lookup the push agent connects with: the name is resolved again at connection time and refused when any address
 * is not allowed, so a name that resolved to a public address at subscribe time cannot be pointed at an internal
 * one later (DNS rebinding).
 */
export function guardedLookup(policy: EndpointPolicy): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true, verbatim: true }, (error, entries) => {
      if (error) return callback(error, '', 0);
      const list = entries as unknown as dns.LookupAddress[];
      const bad = list.find((entry) => !addressAllowed(entry.address, policy));
      if (bad || list.length === 0)
        return callback(new PushEndpointError(M.endpointNotAllowed) as NodeJS.ErrnoException, '', 0);
      if ((options as dns.LookupOptions).all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      const first = list[0]!;
      callback(null, first.address, first.family);
    });
  };
}
