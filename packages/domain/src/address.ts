/**
 * Who a request comes from, when proxies stand in between: the API and the link-page server
 * judge a shopper (repeat visits, rate limits) by this one rule, so both agree on who is who.
 *
 * A socket on this machine (loopback: the link-page server in front of the API, a local balancer)
 * or one of the configured proxies (`TRUSTED_PROXIES`) is believed about whom it forwards
 * (`X-Forwarded-For`); anyone else is their own socket address, whatever header they send.
 */

/** Whether a socket address is this machine's own (IPv4, IPv6 or IPv4-mapped loopback). */
export function isLoopbackAddress(address: string): boolean {
  return /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(address);
}

/** The trusted proxies of a comma-separated list (`TRUSTED_PROXIES`), blanks left out. */
export function parseTrustedProxies(list: string | null | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

/** What an address written by a proxy may look like (IPv4, IPv6, IPv4-mapped). */
const ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/;

/**
 * The caller's address: the socket's, unless the socket is loopback or a trusted proxy; then the
 * addresses of `X-Forwarded-For` are read from the last (the one that proxy appended) towards the
 * first, past every other trusted proxy, and the first one not trusted is the caller. An entry
 * that is not an address ends the walk at the proxy that wrote it.
 */
export function forwardedClientAddress(
  socket: string,
  forwardedFor: string | null | undefined,
  trustedProxies: Iterable<string>,
): string {
  const trusted = trustedProxies instanceof Set ? trustedProxies : new Set(trustedProxies);
  const isTrusted = (address: string) => isLoopbackAddress(address) || trusted.has(address);
  if (!isTrusted(socket)) return socket;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  let caller = socket;
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i]!;
    if (!ADDRESS.test(hop)) return caller;
    caller = hop;
    if (!isTrusted(hop)) return hop;
  }
  return caller;
}
