import type { Plugin } from 'vite';
import { onAdminPages } from './onAdminPages';

/**
 * The session check from the HTML (issue #18): on an /admin page, an inline script at the top of
 * index.html sends the stored token's `POST /auth/verify` while the scripts download, and the app's
 * API client takes that answer over instead of asking again once the entry has run. Lantern had the
 * check leave after the entry's 76 kB (1.9 s into the simulation) and the shell wait for it.
 */

/** The window property the inline script leaves its request in, for the client to take. */
export const EARLY_VERIFICATION = '__shoppableVerification';

/** The request the inline script started: for this token, the answer to come. */
export interface EarlyVerification {
  token: string;
  response: Promise<Response>;
}

type Scope = { [EARLY_VERIFICATION]?: EarlyVerification };

/** The address of `POST /auth/verify` on the API at `apiUrl`, as the API client builds it. */
export const verificationUrl = (apiUrl: string) => new URL('/auth/verify', apiUrl).href;

/**
 * The build's plugin (vite.config.ts) that writes the inline script. The token is the address's
 * `auth` parameter or the stored one (platform.md: local storage key 'token'), as the app reads
 * them; the request is the API client's own (JSON `{}`, the bearer token), so that the server sees
 * one check either way.
 */
export function earlyVerification(apiUrl: string): Plugin {
  const request = JSON.stringify(verificationUrl(apiUrl));
  return {
    name: 'shoppable:early-verification',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'script',
          injectTo: 'head-prepend',
          // Nothing lands in the page's global scope but the request. A failed request is the
          // client's to report, once it takes it over.
          children: onAdminPages(
            `try { const token = new URLSearchParams(location.search).get('auth') || localStorage.getItem('token'); if (token) { const response = fetch(${request}, { method: 'POST', headers: { Accept: 'application/json', Authorization: 'Bearer ' + token, 'Content-Type': 'application/json' }, body: '{}' }); response.catch(() => undefined); window.${EARLY_VERIFICATION} = { token, response }; } } catch {}`,
          ),
        },
      ],
    },
  };
}

/**
 * A `fetch` for the API client that answers the first `POST /auth/verify` with the inline
 * script's request when it is for the same token, and sends everything else (and every later
 * check) with `send`. The client's timeout and cancellation still apply to the request it takes.
 */
export function withEarlyVerification(
  apiUrl: string,
  send: typeof fetch = (input, init) => fetch(input, init),
  scope: Scope = window as Scope,
): typeof fetch {
  const url = verificationUrl(apiUrl);
  return (input, init) => {
    const early = scope[EARLY_VERIFICATION];
    if (early === undefined || init?.method !== 'POST' || String(input) !== url) {
      return send(input, init);
    }
    delete scope[EARLY_VERIFICATION];
    const authorization = new Headers(init.headers).get('Authorization');
    if (authorization !== `Bearer ${early.token}`) return send(input, init);
    const signal = init.signal;
    if (signal == null) return early.response;
    return new Promise<Response>((resolve, reject) => {
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      early.response.then(resolve, reject);
    });
  };
}
