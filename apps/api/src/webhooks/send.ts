/**
 * One HTTP attempt of a delivery: a POST of the signed body that follows no redirect, gives up
 * after a time limit, and connects only to an address checked by `targets.ts` after resolving
 * the host (every address of it, so a name with one private address among public ones is refused).
 */
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import {
  resolvedRefusal,
  resolveHost,
  urlRefusal,
  type ResolvedAddress,
  type ResolveHost,
  type TargetPolicy,
} from './targets';

/** How long one attempt may take, from the DNS lookup to the end of the answer. */
export const ATTEMPT_TIMEOUT_MS = 10_000;

/** What an attempt sends. */
export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** An attempt that got an answer: its HTTP status (any, redirects included). */
export interface WebhookAnswer {
  status: number;
}

/**
 * An attempt that got no answer, with a reason a merchant can read: refused by the SSRF checks,
 * DNS failure, no connection, or the time limit.
 */
export class AttemptError extends Error {}

/** Sends one attempt; rejects with `AttemptError` when there is no answer to record. */
export type SendWebhook = (request: WebhookRequest) => Promise<WebhookAnswer>;

export interface SenderOptions {
  policy: TargetPolicy;
  resolve?: ResolveHost;
  timeoutMs?: number;
}

/** A lookup that answers the checked address only, whatever the socket asks for. */
function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, [target]);
    } else {
      callback(null, target.address, target.family);
    }
  };
}

/** What a connection failure says, in words. */
function describeFailure(error: unknown, url: URL, timeoutMs: number): string {
  const code = (error as { code?: string }).code;
  const name = (error as { name?: string }).name;
  if (name === 'AbortError' || name === 'TimeoutError' || code === 'ABORT_ERR') {
    return `No answer within ${timeoutMs / 1000} seconds`;
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `${url.hostname} could not be resolved`;
  if (code === 'ECONNREFUSED') return `${url.host} refused the connection`;
  if (code === 'ECONNRESET') return `${url.host} closed the connection`;
  const message = error instanceof Error ? error.message : String(error);
  return `Could not reach ${url.host}: ${message}`;
}

/** The sender of the server: node:http(s) over the checked address, with a time limit. */
export function createSender({
  policy,
  resolve = resolveHost,
  timeoutMs = ATTEMPT_TIMEOUT_MS,
}: SenderOptions): SendWebhook {
  return async ({ url: address, headers, body }) => {
    const url = new URL(address);
    const refusal = urlRefusal(url, policy);
    if (refusal) throw new AttemptError(`Refused: the URL ${refusal}`);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const signal = AbortSignal.timeout(timeoutMs);
    let addresses: ResolvedAddress[];
    try {
      const version = isIP(host);
      addresses =
        version === 0
          ? await Promise.race([
              resolve(host),
              new Promise<never>((_, reject) =>
                signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
              ),
            ])
          : [{ address: host, family: version === 6 ? 6 : 4 }];
    } catch (error) {
      throw new AttemptError(describeFailure(error, url, timeoutMs));
    }
    const target = addresses[0];
    if (!target) throw new AttemptError(`${host} could not be resolved`);
    const resolved = resolvedRefusal(addresses, policy);
    if (resolved) throw new AttemptError(`Refused: ${host} ${resolved}`);

    const options: RequestOptions = {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: pinnedLookup(target),
      // A connection of its own: a pooled socket may lead to an address checked for another name.
      agent: false,
      signal,
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<WebhookAnswer>((resolveAnswer, reject) => {
      const outgoing = send(url, options, (response) => {
        // The body says nothing the delivery records; it is read to the end and dropped.
        response.resume();
        response.on('end', () => resolveAnswer({ status: response.statusCode ?? 0 }));
        response.on('error', (error) =>
          reject(new AttemptError(describeFailure(error, url, timeoutMs))),
        );
      });
      outgoing.on('error', (error) =>
        reject(new AttemptError(describeFailure(error, url, timeoutMs))),
      );
      outgoing.end(body);
    });
  };
}
