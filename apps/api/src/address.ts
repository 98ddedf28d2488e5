/**
 * Who is calling: the socket's address, or, when the socket is a proxy we trust (loopback: the
 * link-page server or a local balancer; plus `TRUSTED_PROXIES`, comma-separated), the address it
 * forwards. Rate limits key on this, so behind a balancer list the balancer in `TRUSTED_PROXIES`.
 * The rule itself is domain's `forwardedClientAddress`, shared with the link-page server.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { forwardedClientAddress, isLoopbackAddress, parseTrustedProxies } from '@shoppable/domain';
import type { Context } from 'hono';

/** Whether a socket address is this machine's own (IPv4, IPv6 or IPv4-mapped loopback). */
export const isLoopback = isLoopbackAddress;

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The trusted proxies of `TRUSTED_PROXIES`. */
export const trustedProxiesFromEnv = () => parseTrustedProxies(process.env.TRUSTED_PROXIES);

/**
 * The caller's address: a trusted proxy's socket gives way to what its `X-Forwarded-For` names
 * (the last address, or further left past other trusted proxies); anyone else is their socket.
 */
export function callerAddress(
  trusted: readonly string[],
  socket: (c: Context) => string = socketAddress,
): (c: Context) => string {
  const proxies = new Set(trusted);
  return (c) => forwardedClientAddress(socket(c), c.req.header('x-forwarded-for'), proxies);
}
