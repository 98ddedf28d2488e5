import {
  feedDataFromPublic,
  formatMoney,
  pageDataFromPublic,
  renderLinkPage,
  renderShopboardFeedPage,
  stringFormatter,
} from '@shoppable/link-preview';
import { forwardedClientAddress, parseTrustedProxies, SOCIALS } from '@shoppable/domain';
import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { compress } from 'hono/compress';
import {
  ApiCallError,
  createApiClient,
  type ApiClient,
  type PublicPage,
  type ShopperRequest,
} from './api';
import type { ClientAssets } from './assets';
import { StalePages } from './stale';

/** The socket's address, when the server runs on Node (not in tests' plain `app.request`). */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The shopper's address: the socket's, or, when the socket is a proxy this server trusts
 * (loopback, or one of `trusted`), the address it forwards in `X-Forwarded-For` — the API's own
 * rule (domain's `forwardedClientAddress`), so behind a balancer each shopper keeps their own
 * repeat window and checkout limit.
 */
function shopperAddressOf(trusted: ReadonlySet<string>) {
  return (c: Context): string | undefined => {
    const socket = socketAddress(c);
    if (socket === undefined) return undefined;
    return forwardedClientAddress(socket, c.req.header('x-forwarded-for'), trusted);
  };
}

/** Options of the link-page server. */
export interface AppOptions {
  /** The reference API's base URL (default http://127.0.0.1:8787). */
  apiUrl?: string;
  /** The fetch the API calls use (tests mock the API here). */
  fetch?: typeof fetch;
  /** The built client bundle; without it pages render without JavaScript. */
  assets?: ClientAssets;
  /**
   * How long an Instant's page data is reused without asking the API again, in ms (default
   * PAGE_DATA_TTL_MS; 0 asks on every request): the most this server adds to an edit's delay.
   */
  pageDataTtlMs?: number;
  /** The clock, in ms (tests). */
  now?: () => number;
  /** The secret relayed shopper events are signed with (`RELAY_SECRET`; see ./relay.ts). */
  relaySecret?: string;
  /**
   * The proxies whose `X-Forwarded-For` is believed, besides loopback (default: `TRUSTED_PROXIES`,
   * comma-separated): list the balancer or CDN in front of this server.
   */
  trustedProxies?: readonly string[];
  /**
   * The bounds of the last good renders kept for an API outage (defaults `STALE_PAGES_MAX_ENTRIES`
   * and `STALE_PAGES_MAX_BYTES` of `./stale`).
   */
  stalePages?: { maxEntries?: number; maxBytes?: number };
}

/**
 * Decided: an Instant's page data is reused for 1 s. A popular page then costs one API call per
 * second per server instead of one per view, and an edit shows here within 1 s (the API itself
 * answers it at once; the CDN's own PAGE_CACHE caching comes on top, as before).
 */
export const PAGE_DATA_TTL_MS = 1000;
/** Instants' page data kept per server (see `PAGE_DATA_TTL_MS`). */
const PAGE_DATA_CACHE_SIZE = 1000;

/**
 * Decided: pages are cached 1 minute by browsers and 5 minutes by a CDN, then served stale while
 * revalidating for a day, and for a day too when this server answers an error.
 */
export const PAGE_CACHE =
  'public, max-age=60, s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400';
/**
 * A last good render served while the API is away: stale already, so caches ask again at once,
 * yet may keep showing it while the errors last.
 */
export const STALE_PAGE_CACHE = 'public, max-age=0, stale-if-error=86400';
/** How long a shopper is asked to wait before ordering again while the API is away (s). */
const CHECKOUT_RETRY_AFTER_S = 5;
/** Hashed assets never change under their name. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** A 404 is cached briefly, so a link created a moment later shows up soon. */
export const NOT_FOUND_CACHE = 'public, max-age=60, s-maxage=60';
/** Anything that records a visit (redirects, multilink picks) or answers per shopper. */
export const NO_STORE = 'no-store';
/** Rendered documents kept per server (see `renderDocument`). */
export const DOCUMENT_CACHE_SIZE = 200;

/** The page's policy: scripts only from itself, styles inline (theme variables), images from anywhere on http(s). */
const CSP =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src https: http: data:; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const t = stringFormatter('en-US');

/** A link id as the API issues them (letters, digits, `-` and `_`). */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const USERNAME = /^[A-Za-z0-9._-]{1,64}$/;
/** The Shop the Feed page's `?skip=`: a whole number up to the API's bound. */
const SKIP = /^\d{1,5}$/;

/** The shopper's device class from the User-Agent, for the multilink's device split. */
export function deviceOf(userAgent: string | undefined): 'MOBILE' | 'PC' {
  return /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent ?? '') ? 'MOBILE' : 'PC';
}

/** True for an absolute http(s) URL: the only destination ever redirected to. */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

interface DocumentParts {
  title: string;
  css: string;
  html: string;
  linkId?: string;
  visitRecorded?: boolean;
  script?: string;
}

/** The full HTML document around a rendered page. */
function documentHtml({ title, css, html, linkId, visitRecorded, script }: DocumentParts): string {
  const body = linkId
    ? ` data-sp-link="${escapeHtml(linkId)}"${visitRecorded ? ' data-sp-visit="recorded"' : ''}`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(title)}"><style>body{margin:0}${css}</style>${script ? `<script src="${script}" defer></script>` : ''}</head><body${body}>${html}</body></html>`;
}

/** The 404 page: a proper page with status 404, for unknown and expired links alike. */
function notFoundPage(c: Context) {
  c.header('cache-control', NOT_FOUND_CACHE);
  return c.html(
    documentHtml({
      title: 'Page not found',
      css: 'main{max-inline-size:500px;margin-inline:auto;padding:24px;font-family:system-ui,sans-serif;text-align:center}',
      html: '<main><h1>This link is not available</h1><p>It may have expired, or the address may be mistyped.</p></main>',
    }),
    404,
  );
}

/** When the API cannot answer: nothing cached, the shopper may retry. */
function unavailablePage(c: Context) {
  c.header('cache-control', NO_STORE);
  return c.html(
    documentHtml({
      title: 'Temporarily unavailable',
      css: 'main{max-inline-size:500px;margin-inline:auto;padding:24px;font-family:system-ui,sans-serif;text-align:center}',
      html: '<main><h1>This page is temporarily unavailable</h1><p>Please try again in a moment.</p></main>',
    }),
    502,
  );
}

/**
 * Whether a failed API call means the API is away (unreachable, or answering 5xx) rather than
 * refusing this request: then the last good render is served and checkout says so plainly.
 */
function apiAway(error: unknown): boolean {
  return !(error instanceof ApiCallError) || error.status >= 500;
}

/** A page's last good render, served while the API is away. */
function stalePage(c: Context, html: string) {
  c.header('cache-control', STALE_PAGE_CACHE);
  return c.html(html);
}

/** The shopper's request, as the API judges a visit by it (explained counts). */
function shopperRequest(
  c: Context,
  address: string | undefined,
  method = c.req.method,
): ShopperRequest {
  return {
    userAgent: c.req.header('user-agent'),
    method,
    purpose: c.req.header('sec-purpose') ?? c.req.header('purpose') ?? c.req.header('x-purpose'),
    address,
    utmMedium: utmMediumOf(c),
  };
}

/**
 * The `utm_medium` of the shopper's page: of the request itself, or, for the visit the page's
 * script reports, of the page that sent it (its Referer: the page is same-origin).
 */
function utmMediumOf(c: Context): string | undefined {
  const own = c.req.query('utm_medium');
  if (own !== undefined) return own.slice(0, 100);
  const referer = c.req.header('referer');
  if (referer === undefined || !URL.canParse(referer)) return undefined;
  return new URL(referer).searchParams.get('utm_medium')?.slice(0, 100) ?? undefined;
}

/** Records a visit with the shopper's request, never failing the page over it. */
async function recordVisit(
  api: ApiClient,
  linkId: string,
  c: Context,
  address: string | undefined,
) {
  await api.event(linkId, 'visit', { shopper: shopperRequest(c, address) }).catch(() => undefined);
}

/** The public link-page server: `/{username}/{id}` for Instants, shorts and multilinks. */
export function createApp({
  apiUrl = 'http://127.0.0.1:8787',
  fetch: doFetch,
  assets,
  pageDataTtlMs = PAGE_DATA_TTL_MS,
  now = Date.now,
  trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES),
  stalePages,
  relaySecret,
}: AppOptions = {}) {
  const api = createApiClient({
    apiUrl,
    fetch: doFetch,
    now,
    ...(relaySecret ? { relaySecret } : {}),
  });
  const shopperAddress = shopperAddressOf(new Set(trustedProxies));
  // The last good render of each cacheable page (Instants, Shop the Feed), by its address.
  const stale = new StalePages(stalePages?.maxEntries, stalePages?.maxBytes);
  const app = new Hono();

  // Rendered documents by everything they are rendered from: the render is a pure function of the
  // page model and the document parts, so an entry is never stale — changed page data (from the
  // API, asked on every request) is a new key. A popular page renders once; 200 entries at most.
  const documents = new Map<string, string>();
  function renderDocument(
    model: unknown,
    parts: Omit<DocumentParts, 'css' | 'html'>,
    render: () => { html: string; css: string },
  ) {
    const key = JSON.stringify([model, parts]);
    const cached = documents.get(key);
    if (cached !== undefined) {
      documents.delete(key);
      documents.set(key, cached);
      return cached;
    }
    const html = documentHtml({ ...parts, ...render() });
    documents.set(key, html);
    if (documents.size > DOCUMENT_CACHE_SIZE) {
      const oldest = documents.keys().next();
      if (!oldest.done) documents.delete(oldest.value);
    }
    return html;
  }

  // The document of page data kept in `recent` (one username and id per object, never changed).
  const documentOf = new WeakMap<PublicPage, string>();

  // Instants' page data for at most pageDataTtlMs (multilinks draw per request, shorts redirect
  // and record a visit per request: those always ask the API).
  const recent = new Map<string, { data: PublicPage; until: number }>();
  async function pageData(username: string, id: string, device: 'MOBILE' | 'PC') {
    const key = `${username}/${id}`;
    const kept = recent.get(key);
    if (kept && kept.until > now()) return kept.data;
    recent.delete(key);
    const data = await api.page(username, id, device);
    if (data.kind === 'link' && pageDataTtlMs > 0) {
      recent.set(key, { data, until: now() + pageDataTtlMs });
      if (recent.size > PAGE_DATA_CACHE_SIZE) {
        const oldest = recent.keys().next();
        if (!oldest.done) recent.delete(oldest.value);
      }
    }
    return data;
  }

  app.use(compress());
  app.use(async (c, next) => {
    await next();
    c.header('x-content-type-options', 'nosniff');
    c.header('referrer-policy', 'strict-origin-when-cross-origin');
    c.header('x-frame-options', 'DENY');
    c.header('content-security-policy', CSP);
    c.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    c.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
  });

  app.get('/health', (c) =>
    c.json({ status: true, data: { service: 'link-page', ok: true }, error: null }),
  );

  if (assets) {
    const { script } = assets;
    app.get(script.path, (c) => {
      c.header('cache-control', ASSET_CACHE);
      c.header('content-type', script.type);
      return c.body(script.body as Uint8Array<ArrayBuffer>);
    });
  }

  app.post('/_/events', async (c) => {
    c.header('cache-control', NO_STORE);
    const body = (await c.req.json().catch(() => null)) as {
      link_id?: unknown;
      type?: unknown;
      inventory_id?: unknown;
    } | null;
    const type = body?.type;
    const inventoryId = body?.inventory_id;
    if (
      typeof body?.link_id !== 'string' ||
      !ID.test(body.link_id) ||
      (type !== 'visit' && type !== 'add_to_cart') ||
      (inventoryId !== undefined &&
        (type !== 'add_to_cart' || typeof inventoryId !== 'string' || !ID.test(inventoryId)))
    ) {
      return c.json(
        { error: 'Expected {link_id, type: visit or add_to_cart, inventory_id with add_to_cart}' },
        400,
      );
    }
    try {
      // The page's script reports its visit: the page itself was a GET of the shopper's browser.
      await api.event(
        body.link_id,
        type,
        type === 'visit'
          ? { shopper: shopperRequest(c, shopperAddress(c), 'GET') }
          : { inventoryId, address: shopperAddress(c) },
      );
      return c.body(null, 204);
    } catch (error) {
      const status = error instanceof ApiCallError ? error.status : 502;
      return c.json(
        { error: error instanceof Error ? error.message : 'Failed' },
        status === 404 ? 404 : 502,
      );
    }
  });

  app.post('/_/checkout', async (c) => {
    c.header('cache-control', NO_STORE);
    const body = (await c.req.json().catch(() => null)) as {
      link_id?: unknown;
      items?: unknown;
      promocode?: unknown;
    } | null;
    if (typeof body?.link_id !== 'string' || !ID.test(body.link_id) || !Array.isArray(body.items)) {
      return c.json({ error: 'Expected {link_id, items, promocode}' }, 400);
    }
    const linkId = body.link_id;
    const orderingUnavailable = () => {
      c.header('retry-after', String(CHECKOUT_RETRY_AFTER_S));
      return c.json({ error: t('cart.orderingUnavailable') }, 503);
    };
    const recorded = await api
      .event(linkId, 'checkout_request', { address: shopperAddress(c) })
      .then(
        () => null,
        (error: unknown) => error,
      );
    // The API did not even answer (or said it is briefly down): no second wait for the order.
    if (recorded instanceof ApiCallError && (recorded.unreachable || recorded.status === 503)) {
      return orderingUnavailable();
    }
    try {
      const order = await api.checkout(
        {
          link_id: linkId,
          items: body.items as {
            inventory_id: string;
            quantity: number;
            selected_options?: Record<string, string>;
          }[],
          promocode:
            typeof body.promocode === 'string' && body.promocode.trim()
              ? body.promocode.trim()
              : null,
        },
        shopperAddress(c),
      );
      return c.json({
        order: {
          orderId: order.order_id,
          count: order.products_count,
          total: formatMoney(order.total_price, order.currency),
        },
      });
    } catch (error) {
      // The API unreachable or failing: ordering is briefly unavailable; the page keeps the cart.
      if (apiAway(error)) return orderingUnavailable();
      const status = (error as ApiCallError).status;
      return c.json({ error: (error as ApiCallError).message }, status as 400);
    }
  });

  // The Shop the Feed page: cached like an Instant, its visit sent by the client script on the
  // business's Shop the Feed link (a SHOPBOARD link, so the shopboard's analytics count it).
  app.get('/:username/shopboard', async (c) => {
    const { username } = c.req.param();
    if (!USERNAME.test(username)) return notFoundPage(c);
    const wanted = c.req.query('network');
    // The network filter (`?network=`): anything but a network shows every network.
    const network = SOCIALS.find((n) => n === wanted) ?? null;
    const skipText = c.req.query('skip') ?? '';
    const skip = SKIP.test(skipText) ? Number(skipText) : 0;
    const key = `shopboard:${username}:${network ?? ''}:${skip}`;
    let data;
    try {
      data = await api.shopboard(username, network, skip);
    } catch (error) {
      if (error instanceof ApiCallError && (error.status === 404 || error.status === 400)) {
        stale.delete(key);
        return notFoundPage(c);
      }
      const kept = apiAway(error) ? stale.get(key) : undefined;
      return kept === undefined ? unavailablePage(c) : stalePage(c, kept);
    }
    const feed = feedDataFromPublic(data, {
      businessName: username,
      path: `/${username}/shopboard`,
      network,
    });
    c.header('cache-control', PAGE_CACHE);
    const html = renderDocument(
      ['feed', feed],
      {
        title: `${feed.businessName} · ${t('feed.heading')}`,
        linkId: data.link_id,
        script: assets?.script.path,
      },
      () => renderShopboardFeedPage({ feed }),
    );
    stale.set(key, html);
    return c.html(html);
  });

  app.get('/:username/:id', async (c) => {
    const { username, id } = c.req.param();
    if (!USERNAME.test(username) || !ID.test(id)) return notFoundPage(c);
    const device = deviceOf(c.req.header('user-agent'));
    // Only Instants are kept (multilinks draw and shorts redirect per visit): a kept page is one.
    const key = `${username}/${id}`;
    let data;
    try {
      data = await pageData(username, id, device);
    } catch (error) {
      if (error instanceof ApiCallError && (error.status === 404 || error.status === 400)) {
        stale.delete(key);
        return notFoundPage(c);
      }
      const kept = apiAway(error) ? stale.get(key) : undefined;
      return kept === undefined ? unavailablePage(c) : stalePage(c, kept);
    }

    let visitRecorded = false;
    if (data.kind === 'multilink') {
      if (data.multilink?.is_expired || !data.experience_id) return notFoundPage(c);
      const experienceId = data.experience_id;
      try {
        data = await api.page(username, experienceId, device);
      } catch (error) {
        if (error instanceof ApiCallError && error.status === 404) return notFoundPage(c);
        return unavailablePage(c);
      }
      // The pick is random per visit: never cached, and the visit counts on the experience.
      await recordVisit(api, experienceId, c, shopperAddress(c));
      visitRecorded = true;
      c.header('cache-control', NO_STORE);
    }

    if (!data.link || data.link.is_expired) {
      stale.delete(key);
      return notFoundPage(c);
    }

    if (data.kind === 'short') {
      if (!isHttpUrl(data.redirect_url)) return notFoundPage(c);
      if (!visitRecorded) await recordVisit(api, data.link.link_id, c, shopperAddress(c));
      c.header('cache-control', NO_STORE);
      return c.redirect(data.redirect_url, 302);
    }

    if (!visitRecorded) c.header('cache-control', PAGE_CACHE);
    // Page data reused within its TTL is the same object: its document is known already.
    const known = visitRecorded ? undefined : documentOf.get(data);
    if (known !== undefined) {
      stale.set(key, known);
      return c.html(known);
    }
    const page = pageDataFromPublic(data, { businessName: username });
    const html = renderDocument(
      page,
      {
        title: data.business_name ?? username,
        linkId: data.link.link_id,
        visitRecorded,
        script: assets?.script.path,
      },
      () => renderLinkPage({ page }),
    );
    if (!visitRecorded) {
      documentOf.set(data, html);
      stale.set(key, html);
    }
    return c.html(html);
  });

  app.notFound((c) => notFoundPage(c));
  return app;
}
