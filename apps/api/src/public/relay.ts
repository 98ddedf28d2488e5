/**
 * Signed relays (domain's `relaySigningInput`): the link-page server signs every shopper event it
 * relays with `RELAY_SECRET`; the API believes the shopper headers of a relay only when its
 * signature is right and fresh. In development both servers share a secret generated at the first
 * start (`DEV_RELAY_SECRET_FILE` under the workspace root); production refuses to start without
 * `RELAY_SECRET`.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEV_RELAY_SECRET_FILE,
  RELAY_HEADERS,
  RELAY_MAX_AGE_MS,
  relaySigningInput,
} from '@shoppable/domain';

/** The fewest characters a relay secret may have. */
export const RELAY_SECRET_MIN_LENGTH = 32;

/** The workspace root: the first parent of `from` holding `pnpm-workspace.yaml`. */
export function workspaceRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the workspace root (pnpm-workspace.yaml)');
    dir = parent;
  }
}

/**
 * The development secret: read from the shared file, or generated into it. The file appears whole
 * or not at all (a hard link of a finished file), so two servers starting together agree.
 */
export function devRelaySecret(root = workspaceRoot()): string {
  const file = join(root, DEV_RELAY_SECRET_FILE);
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  return readFileSync(file, 'utf8').trim();
}

let devSecret: string | undefined;

/**
 * The relay secret of this process: `RELAY_SECRET`; else in development the shared generated one;
 * in production (`NODE_ENV=production`) none, which is an error.
 */
export function relaySecretFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.RELAY_SECRET?.trim();
  if (secret) {
    if (secret.length < RELAY_SECRET_MIN_LENGTH) {
      throw new Error(`RELAY_SECRET must have at least ${RELAY_SECRET_MIN_LENGTH} characters`);
    }
    return secret;
  }
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'RELAY_SECRET is not set: the API cannot tell the link-page server from a stranger',
    );
  }
  return (devSecret ??= devRelaySecret());
}

/** The signature header of a relay signed at `timestamp`. */
export function relaySignature(
  secret: string,
  timestamp: string,
  header: (name: string) => string | null | undefined,
  body: string,
): string {
  const mac = createHmac('sha256', secret).update(relaySigningInput(timestamp, header, body));
  return `v1=${mac.digest('hex')}`;
}

/** The relay headers that sign `body` with the shopper headers `headers` at `now` (tests, bench). */
export function signRelay(
  secret: string,
  body: string,
  headers: Record<string, string> = {},
  now = Date.now(),
): Record<string, string> {
  const timestamp = String(now);
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ...headers,
    [RELAY_HEADERS.timestamp]: timestamp,
    [RELAY_HEADERS.signature]: relaySignature(secret, timestamp, (name) => lower[name], body),
  };
}

/** What a request claiming to be a relay is: signed and fresh, or why it is refused. */
export type RelayCheck = 'signed' | 'unsigned' | 'stale';

/** Checks a relay's signature and age against `secret` at `now`. */
export function checkRelay(
  secret: string,
  header: (name: string) => string | null | undefined,
  body: string,
  now: number,
): RelayCheck {
  const timestamp = header(RELAY_HEADERS.timestamp);
  const signature = header(RELAY_HEADERS.signature);
  if (!timestamp || !signature || !/^\d{1,16}$/.test(timestamp)) return 'unsigned';
  const expected = Buffer.from(relaySignature(secret, timestamp, header, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'unsigned';
  return Math.abs(now - Number(timestamp)) > RELAY_MAX_AGE_MS ? 'stale' : 'signed';
}
