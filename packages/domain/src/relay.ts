/**
 * Signed relays: the link-page server signs each shopper event it relays to the API with a secret
 * both share (HMAC-SHA256, hex), so only relays count as the shoppers they name. The signature
 * covers the timestamp, the relayed shopper headers and the body, so none of them can be swapped
 * on a captured request; the API refuses a relay whose timestamp is older (or newer) than
 * {@link RELAY_MAX_AGE_MS}.
 */

/** The headers a signed relay carries. */
export const RELAY_HEADERS = {
  /** When the relay was signed, ms since the epoch. */
  timestamp: 'x-relay-timestamp',
  /** `v1=` and the hex HMAC-SHA256 of {@link relaySigningInput}. */
  signature: 'x-relay-signature',
} as const;

/** The shopper headers a relay may carry, in the order they are signed. */
export const RELAYED_SHOPPER_HEADERS = [
  'x-shopper-user-agent',
  'x-shopper-method',
  'x-shopper-purpose',
  'x-shopper-utm-medium',
] as const;

/** How far a relay's timestamp may be from the API's clock. */
export const RELAY_MAX_AGE_MS = 5 * 60 * 1000;

/**
 * Where the development relay secret is kept, from the workspace root: generated at the first
 * start of either server and read by both (never used in production, which needs `RELAY_SECRET`).
 */
export const DEV_RELAY_SECRET_FILE = 'node_modules/.cache/shoppable/relay-secret';

/** Whether a request claims to be a relay (it carries a relay or shopper header). */
export function claimsRelay(header: (name: string) => string | null | undefined): boolean {
  return [RELAY_HEADERS.timestamp, RELAY_HEADERS.signature, ...RELAYED_SHOPPER_HEADERS].some(
    (name) => header(name) != null,
  );
}

/** The text a relay signs: its timestamp, its shopper headers (absent ones empty) and its body. */
export function relaySigningInput(
  timestamp: string,
  header: (name: string) => string | null | undefined,
  body: string,
): string {
  const shopper = RELAYED_SHOPPER_HEADERS.map((name) => `${name}:${header(name) ?? ''}`);
  return [timestamp, ...shopper, body].join('\n');
}
