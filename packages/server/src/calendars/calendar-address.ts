import net from 'node:net';

/**
 * Which addresses the server may fetch a calendar from. A calendar address is typed by a user, so
 * it could name anything the server can reach that the user cannot: a loopback admin port, the
 * cloud's metadata service (169.254.169.254), a database on the private network (server-side
 * request forgery). Only http(s) on the standard ports to public unicast addresses is fetched,
 * besides the `host:port`s an operator lists in CALENDAR_FETCH_ALLOW_HOSTS. The URL is checked
 * when a calendar is added and at every fetch and redirect; the address a name resolves to is
 * checked inside the socket's own lookup, so the address checked is the address connected to.
 */

/** Addresses that are not public unicast: never connected to (IANA special-purpose registries). */
const NOT_PUBLIC = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 included
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC.addSubnet(prefix, bits, 'ipv4');
}
/** IPv6: global unicast is 2000::/3; within it, these are special. Everything outside it is refused. */
const IPV6_GLOBAL = new net.BlockList();
IPV6_GLOBAL.addSubnet('2000::', 3, 'ipv6');
for (const [prefix, bits] of [
  ['2001::', 23], // IETF protocol assignments, Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address inside, any of them
  ['3fff::', 20], // documentation
] as const) {
  NOT_PUBLIC.addSubnet(prefix, bits, 'ipv6');
}

/** An IPv6 address as its eight groups (numbers), `::` and a dotted IPv4 tail written out. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

/** The IPv4 address inside an IPv4-mapped (::ffff:0:0/96) or NAT64 (64:ff9b::/96) address, else null. */
function embeddedIpv4(groups: number[]): string | null {
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0);
  if (!mapped && !nat64) return null;
  const [high, low] = [groups[6]!, groups[7]!];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * Whether an IP address (either family, as text) is a public unicast one. An IPv4 address inside
 * an IPv6 one is judged as that IPv4 address: ::ffff:127.0.0.1 is loopback.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = net.isIP(bare);
  if (family === 4) return !NOT_PUBLIC.check(bare, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(ipv6Groups(bare));
  if (v4 !== null) return !NOT_PUBLIC.check(v4, 'ipv4');
  return IPV6_GLOBAL.check(bare, 'ipv6') && !NOT_PUBLIC.check(bare, 'ipv6');
}

/** `host:port` as CALENDAR_FETCH_ALLOW_HOSTS names it: the URL's host, its port always written. */
export function hostAndPort(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}

/** What may be fetched beyond the public internet on the standard ports. */
export interface CalendarFetchRules {
  /** `host:port` entries an operator allows: any address, any port, plain http. */
  allowHosts: readonly string[];
  /** Ports allowed to public addresses; 80 and 443 (tests add their own). */
  ports: readonly number[];
}

export const DEFAULT_CALENDAR_PORTS = [80, 443] as const;

/**
 * A calendar address as the URL fetched, or a reason it is refused. `webcal://` (how calendar
 * links are often shared) is https. The host must be a name or a public address; a name's
 * addresses are checked when it is resolved. Credentials in the URL and fragments are refused.
 */
export function calendarUrl(input: string, rules: CalendarFetchRules): URL | string {
  const text = input.trim().replace(/^webcals?:\/\//i, 'https://');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'must be an http(s) or webcal address';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an http(s) or webcal address';
  if (url.username || url.password) return 'must not hold a user name or password';
  url.hash = '';
  if (rules.allowHosts.includes(hostAndPort(url))) return url;
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (!rules.ports.includes(port)) return 'must use the standard port (80 or 443)';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) !== 0) return isPublicAddress(host) ? url : 'must be a public address';
  // A name without a dot (localhost, an intranet name) is never a public host.
  if (!host.includes('.') || host.endsWith('.localhost') || host.endsWith('.local')) return 'must be a public address';
  return url;
}

export function isAllowedHost(url: URL, rules: CalendarFetchRules): boolean {
  return rules.allowHosts.includes(hostAndPort(url));
}
