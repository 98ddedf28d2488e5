/**
 * Who is calling: the socket's address, or, when the socket is a proxy we trust (loopback: the
 * link-page server or a local balancer; plus `TRUSTED_PROXIES`, comma-separated), the address it
 * forwards. Rate limits key on this, so behind a balancer list the balancer in `TRUSTED_PROXIES`.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Whether a socket address is this machine's own (IPv4, IPv6 or IPv4-mapped loopback). */
export function isLoopback(address: string): boolean {
  return /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(address);
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The trusted proxies of `TRUSTED_PROXIES`. */
export const trustedProxiesFromEnv = () =>
  (process.env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);

/**
 * The caller's address: a trusted proxy's socket gives way to the last address of its
 * `X-Forwarded-For` (the one that proxy appended); anyone else is their socket.
 */
export function callerAddress(
  trusted: readonly string[],
  socket: (c: Context) => string = socketAddress,
): (c: Context) => string {
  const proxies = new Set(trusted);
  return (c) => {
    const address = socket(c);
    if (!isLoopback(address) && !proxies.has(address)) return address;
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    return forwarded ?? address;
  };
}
