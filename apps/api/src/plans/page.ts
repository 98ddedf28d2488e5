/**
 * Small HTML pages the API serves itself (plan checkout, OAuth consent). The API's default CSP
 * forbids everything; a page carries its own policy (its one inline script named by a nonce, its
 * form posting to itself) in `x-page-csp`, which the app's page middleware puts in place of the
 * default `content-security-policy`.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The header a page response uses to carry its CSP (replaced by the app's page middleware). */
export const PAGE_CSP_HEADER = 'x-page-csp';

/** A rendered page and the CSP it needs. */
export interface HtmlPage {
  html: string;
  csp: string;
}

/** A minimal accessible page: `body` is trusted HTML (escape what you interpolate). */
export function htmlPage(page: {
  title: string;
  body: string;
  script?: string;
  /** Origins a form may end up at besides this one (a form posting here that redirects there). */
  formTargets?: readonly string[];
}): HtmlPage {
  const nonce = randomBytes(16).toString('base64');
  const script = page.script ? `<script nonce="${nonce}">${page.script}</script>` : '';
  const html = `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title.replace(/[<>&]/g, '')}</title>
<style>body{font-family:system-ui,sans-serif;max-inline-size:32rem;margin-inline:auto;padding:2rem;line-height:1.5}button{font:inherit;padding-block:.5rem;padding-inline:1.25rem;border-radius:6px;border:1px solid #111;background:#111;color:#fff;cursor:pointer}</style>
</head><body><main>${page.body}</main>${script}</body></html>`;
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `script-src 'nonce-${nonce}'`,
    ["form-action 'self'", ...(page.formTargets ?? [])].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return { html, csp };
}

/** Answers a page with its CSP. */
export function pageResponse(c: Context, page: HtmlPage, status: ContentfulStatusCode = 200) {
  c.header(PAGE_CSP_HEADER, page.csp);
  return c.html(page.html, status);
}

/** The app middleware that puts a page's own CSP in place (register it before `secureHeaders`). */
export async function pageCsp(c: Context, next: () => Promise<void>): Promise<void> {
  await next();
  const csp = c.res.headers.get(PAGE_CSP_HEADER);
  if (csp) {
    c.res.headers.set('content-security-policy', csp);
    c.res.headers.delete(PAGE_CSP_HEADER);
  }
}
