import net from 'node:net';
import { createRequire } from 'node:module';
import { isCountryCode } from '@cuepoint/domain/catalog/countries';

/** Addresses that say nothing about where a visitor is: loopback, private, link-local, carrier-grade NAT, ULA. */
const local = new net.BlockList();
local.addSubnet('0.0.0.0', 8, 'ipv4');
local.addSubnet('10.0.0.0', 8, 'ipv4');
local.addSubnet('100.64.0.0', 10, 'ipv4');
local.addSubnet('127.0.0.0', 8, 'ipv4');
local.addSubnet('169.254.0.0', 16, 'ipv4');
local.addSubnet('172.16.0.0', 12, 'ipv4');
local.addSubnet('192.168.0.0', 16, 'ipv4');
local.addAddress('::', 'ipv6');
local.addAddress('::1', 'ipv6');
local.addSubnet('fc00::', 7, 'ipv6');
local.addSubnet('fe80::', 10, 'ipv6');

export function isLocalAddress(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  const family = net.isIP(address);
  if (family === 0) return true;
  return local.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

type GeoIp = { lookup(ip: string): { country?: string } | null };
let geoip: GeoIp | undefined;

/** The bundled country database is ~40 MB in memory, so it loads on the first lookup, not at boot. */
function database(): GeoIp {
  geoip ??= createRequire(import.meta.url)('geoip-country') as GeoIp;
  return geoip;
}

/** ISO 3166-1 alpha-2 code of the country an address belongs to, or null (local address, unknown, bad input). */
export function countryForIp(ip: string | undefined): string | null {
  if (!ip || isLocalAddress(ip)) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  try {
    const code = database().lookup(mapped ?? ip)?.country;
    return code && isCountryCode(code) ? code : null;
  } catch {
    return null;
  }
}
