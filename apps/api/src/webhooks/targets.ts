/**
 * Where webhooks may go (SSRF): public https servers only. A URL is checked when it is registered
 * and again before every attempt, after DNS resolution, and the request then connects to the very
 * address that was checked, so a name that later resolves inside the network reaches nothing.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** What the checks allow beyond public https servers. */
export interface TargetPolicy {
  /** Loopback addresses and plain http, for development and tests. */
  allowLoopback: boolean;
}

/**
 * The policy of the environment: `WEBHOOK_ALLOW_LOOPBACK=1` allows loopback and http, except in a
 * `NODE_ENV=production` run, where a stray development flag must not open the local network.
 */
export function targetPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): TargetPolicy {
  return { allowLoopback: env.WEBHOOK_ALLOW_LOOPBACK === '1' && env.NODE_ENV !== 'production' };
}

/** One resolved address of a host name. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves every address of a host name (the system resolver, as connections use it). */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export const resolveHost: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/** An address range a webhook may not reach, and what it is called in the refusal. */
type Kind =
  | 'a loopback'
  | 'a private'
  | 'a link-local'
  | 'a carrier-grade NAT'
  | 'an unspecified'
  | 'a cloud metadata'
  | 'a reserved';

/** The four bytes of a dotted IPv4 address. */
function ipv4Bytes(address: string): number[] | null {
  const parts = address.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part))) return null;
  const bytes = parts.map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : null;
}

/** The eight 16-bit groups of an IPv6 address (with `::` and a dotted IPv4 tail expanded). */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const bytes = ipv4Bytes(tail[1]!);
    if (!bytes) return null;
    const high = ((bytes[0]! << 8) | bytes[1]!).toString(16);
    const low = ((bytes[2]! << 8) | bytes[3]!).toString(16);
    text = `${text.slice(0, tail.index)}${high}:${low}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const split = (part: string | undefined) => (part ? part.split(':') : []);
  const head = split(halves[0]);
  const rest = split(halves[1]);
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

function ipv4Kind([a, b, c, d]: number[]): Kind | null {
  if (a === 0) return 'an unspecified';
  if (a === 127) return 'a loopback';
  if (a === 10 || (a === 172 && b! >= 16 && b! <= 31) || (a === 192 && b === 168)) {
    return 'a private';
  }
  if (a === 169 && b === 254) return c === 169 && d === 254 ? 'a cloud metadata' : 'a link-local';
  if (a === 100 && b! >= 64 && b! <= 127) return 'a carrier-grade NAT';
  if (a! >= 224 || (a === 192 && b === 0 && c === 0) || (a === 198 && (b === 18 || b === 19))) {
    return 'a reserved';
  }
  return null;
}

function ipv6Kind(groups: number[]): Kind | null {
  const at = (index: number) => groups[index] ?? 0;
  const zero = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  const embedded = () => ipv4Kind([at(6) >> 8, at(6) & 0xff, at(7) >> 8, at(7) & 0xff]);
  if (zero(0, 8)) return 'an unspecified';
  if (zero(0, 7) && at(7) === 1) return 'a loopback';
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d)
  // addresses reach the IPv4 address inside them.
  if (zero(0, 5) && (at(5) === 0xffff || at(5) === 0)) return embedded();
  if (at(0) === 0x64 && at(1) === 0xff9b && zero(2, 6)) return embedded();
  if (at(0) === 0xfd00 && at(1) === 0xec2 && zero(2, 7) && at(7) === 0x254) {
    return 'a cloud metadata';
  }
  if ((at(0) & 0xfe00) === 0xfc00) return 'a private';
  if ((at(0) & 0xffc0) === 0xfe80) return 'a link-local';
  if ((at(0) & 0xff00) === 0xff00) return 'a reserved';
  return null;
}

/** The range an IP address lies in when webhooks may not reach it, or null for a public one. */
export function addressKind(address: string): Kind | null {
  const bare = address.replace(/^\[|\]$/g, '');
  const version = isIP(bare.split('%')[0] ?? '');
  if (version === 4) return ipv4Kind(ipv4Bytes(bare)!);
  if (version === 6) {
    const groups = ipv6Groups(bare);
    return groups ? ipv6Kind(groups) : 'a reserved';
  }
  return null;
}

/** Why an address may not be reached under `policy`, or null when it may. */
export function addressRefusal(address: string, policy: TargetPolicy): string | null {
  const kind = addressKind(address);
  if (!kind || (kind === 'a loopback' && policy.allowLoopback)) return null;
  return `${kind} address (${address.replace(/^\[|\]$/g, '')})`;
}

const REFUSED = 'webhooks go to public servers only';

/** Why a URL may not be a webhook target before any DNS lookup, or null. */
export function urlRefusal(url: URL, policy: TargetPolicy): string | null {
  if (url.protocol !== 'https:' && !(policy.allowLoopback && url.protocol === 'http:')) {
    return 'must be an https URL';
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    const refusal = addressRefusal(host, policy);
    return refusal ? `points at ${refusal}: ${REFUSED}` : null;
  }
  if (/(^|\.)localhost\.?$/i.test(host) && !policy.allowLoopback) {
    return `names localhost, a loopback address: ${REFUSED}`;
  }
  return null;
}

/**
 * Why a resolved host may not be reached (`resolves to a private address (10.0.0.5): …`): the
 * first of its addresses that is refused, or null when every one is public.
 */
export function resolvedRefusal(
  addresses: readonly ResolvedAddress[],
  policy: TargetPolicy,
): string | null {
  for (const { address } of addresses) {
    const refusal = addressRefusal(address, policy);
    if (refusal) return `resolves to ${refusal}: ${REFUSED}`;
  }
  return null;
}
