/**
 * The link-page server's side of signed relays (domain's `relaySigningInput`): each shopper event
 * it relays to the API carries a timestamp and an HMAC-SHA256 with `RELAY_SECRET`, so the API
 * believes the shopper it names. In development the secret is the one both servers generate and
 * share at the first start (`DEV_RELAY_SECRET_FILE`); production refuses to start without it.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_RELAY_SECRET_FILE, RELAY_HEADERS, relaySigningInput } from '@shoppable/domain';

/** The workspace root: the first parent of this module holding `pnpm-workspace.yaml`. */
function workspaceRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the workspace root (pnpm-workspace.yaml)');
    dir = parent;
  }
}

/** The shared development secret, generated whole (a hard link of a finished file) if missing. */
function devRelaySecret(): string {
  const file = join(workspaceRoot(), DEV_RELAY_SECRET_FILE);
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

/** `RELAY_SECRET`; else in development the shared generated one; in production an error. */
export function relaySecretFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.RELAY_SECRET?.trim();
  if (secret) return secret;
  if (env.NODE_ENV === 'production') {
    throw new Error('RELAY_SECRET is not set: the API would refuse every relayed shopper event');
  }
  return devRelaySecret();
}

/** The relay headers that sign `body` and the shopper headers in `headers` at `now`. */
export function relayHeaders(
  secret: string,
  body: string,
  headers: Record<string, string>,
  now: number,
): Record<string, string> {
  const timestamp = String(now);
  const mac = createHmac('sha256', secret)
    .update(relaySigningInput(timestamp, (name) => headers[name], body))
    .digest('hex');
  return {
    [RELAY_HEADERS.timestamp]: timestamp,
    [RELAY_HEADERS.signature]: `v1=${mac}`,
  };
}
