import net from 'node:net';
import { z } from 'zod';

/**
 * Which proxies' `X-Forwarded-For` is believed. Trusting every hop would let a client name its own address and slip
 * past every per-address limit, so only a hop count or a list of proxy addresses is accepted:
 * - unset, `false`, `0`, `no`: no proxy; the socket's address is the client's;
 * - a whole number `N`: N proxies in front (the address N hops back is the client's), e.g. `1` behind one proxy;
 * - a comma list of addresses and CIDR ranges (or proxy-addr's `loopback`, `linklocal`, `uniquelocal`).
 * `true` is refused: it used to mean "trust everyone".
 */
export type TrustProxy = false | number | string[];

export const TRUST_PROXY_TRUE_REFUSED =
  '"true" trusted every hop (any client could choose its own address); set the number of proxies in front (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8)';

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return net.isIP(prefix) === 4 && version === 4;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

export const ZTrustProxy = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (lower === '' || lower === 'false' || lower === 'no' || lower === '0') return false;
    if (lower === 'true' || lower === 'yes') {
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE_REFUSED });
      return z.NEVER;
    }
    if (/^\d+$/.test(lower)) {
      const hops = Number(lower);
      if (hops > 10) {
        ctx.addIssue({ code: 'custom', message: 'a hop count must be between 0 and 10' });
        return z.NEVER;
      }
      return hops;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not a hop count or a list of proxy addresses/CIDR ranges: ${bad.map((entry) => JSON.stringify(entry)).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's form of the setting. A hop count becomes "the first N addresses, nearest first, are proxies" (Fastify
 * itself ignores a bare number); it is only safe when the server cannot be reached except through those proxies.
 */
export function trustProxyOption(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  if (trust === 0) return false;
  return (_address, hop) => hop < trust;
}
