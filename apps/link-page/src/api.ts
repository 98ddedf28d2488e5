import {
  buildPath,
  envelope,
  publicCheckout,
  publicPage,
  publicShopboard,
} from '@shoppable/api-contract';
import * as v from 'valibot';
import { relayHeaders } from './relay';

/** The page data the API answers for one public id. */
export type PublicPage = v.InferOutput<typeof publicPage.response>;
/** The Shop the Feed data the API answers for a merchant. */
export type PublicShopboard = v.InferOutput<typeof publicShopboard.response>;
/** A network of the Shop the Feed page. */
export type ShopboardNetwork = PublicShopboard['networks'][number];
/** The order the API's checkout answers. */
export type PublicOrder = v.InferOutput<typeof publicCheckout.response>;
/** A shopper event type. */
export type ShopperEventType = 'visit' | 'add_to_cart' | 'checkout_request';

/** The shopper's request a visit is judged by (relayed to the API with the event). */
export interface ShopperRequest {
  /** The shopper's User-Agent header (missing: none sent). */
  userAgent: string | undefined;
  /** The method of the page request (HEAD never counts). */
  method: string;
  /** The request's Sec-Purpose or Purpose header (prefetch, prerender), if any. */
  purpose?: string;
  /** The shopper's address, when known. */
  address?: string;
  /** The page address's `utm_medium` (`qr` when the shopper scanned the link's QR code). */
  utmMedium?: string;
}

/** A failed API call: the HTTP status and the API's own message. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** No answer at all (refused, reset, timed out): the API is away, not refusing. */
    readonly unreachable = false,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/** How the link page reaches the reference API (fetch is injectable for tests). */
export interface ApiClientOptions {
  /** The API's base URL, e.g. http://127.0.0.1:8787. */
  apiUrl: string;
  /** The fetch to use; the global one by default. */
  fetch?: typeof fetch;
  /** Milliseconds before a call is abandoned (default 5000). */
  timeoutMs?: number;
  /**
   * The secret shopper events are signed with (`RELAY_SECRET`; see ./relay.ts). Without it events
   * go unsigned, and the API refuses those that name a shopper.
   */
  relaySecret?: string;
  /** The clock relays are signed at (tests). */
  now?: () => number;
}

/** The API calls of the public page: page data, shopper events and checkout. */
export function createApiClient({
  apiUrl,
  fetch: doFetch = fetch,
  timeoutMs = 5000,
  relaySecret,
  now = Date.now,
}: ApiClientOptions) {
  const base = apiUrl.replace(/\/+$/, '');
  async function call<T extends v.GenericSchema>(
    path: string,
    schema: T,
    init?: RequestInit,
  ): Promise<v.InferOutput<T>> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        ...init,
        headers: {
          accept: 'application/json',
          ...(init?.body ? { 'content-type': 'application/json' } : {}),
          ...(init?.headers as Record<string, string> | undefined),
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new ApiCallError(502, 'The store could not be reached', true);
    }
    const body: unknown = await response.json().catch(() => null);
    const parsed = v.safeParse(envelope(schema), body);
    if (!response.ok || !parsed.success || !parsed.output.status) {
      const message =
        parsed.success && parsed.output.error ? parsed.output.error : `HTTP ${response.status}`;
      throw new ApiCallError(response.ok ? 502 : response.status, message);
    }
    return parsed.output.data as v.InferOutput<T>;
  }

  return {
    /** The page data of `/{username}/{linkId}` for a device. */
    page: (username: string, linkId: string, device: 'MOBILE' | 'PC') =>
      call(
        `${buildPath(publicPage.path, { username, linkId })}?device=${device}`,
        publicPage.response,
      ),
    /** The Shop the Feed data of a merchant, filtered to a network (null: all), from `skip`. */
    shopboard: (username: string, network: ShopboardNetwork | null, skip: number) => {
      const query = new URLSearchParams({ skip: String(skip) });
      if (network) query.set('network', network);
      return call(
        `${buildPath(publicShopboard.path, { username })}?${query.toString()}`,
        publicShopboard.response,
      );
    },
    /**
     * Records a shopper event on a link (or experience). With the shopper's request, the API
     * judges a visit by it (explained counts: bots, HEAD requests, prefetches and repeats are
     * kept as filtered events, not visits). An add to cart names its product (the funnel). Signed
     * with the relay secret, so the API believes the shopper and address it names.
     */
    event: (
      linkId: string,
      type: ShopperEventType,
      {
        shopper,
        inventoryId,
        address,
      }: { shopper?: ShopperRequest; inventoryId?: string; address?: string | undefined } = {},
    ) => {
      const body = JSON.stringify({ link_id: linkId, type, inventory_id: inventoryId });
      const headers: Record<string, string> = shopper
        ? {
            'x-shopper-user-agent': shopper.userAgent ?? '',
            'x-shopper-method': shopper.method,
            ...(shopper.purpose ? { 'x-shopper-purpose': shopper.purpose } : {}),
            ...(shopper.utmMedium ? { 'x-shopper-utm-medium': shopper.utmMedium } : {}),
          }
        : {};
      // The shopper's address: the API limits events per shopper, not per link-page server.
      const forwarded = shopper?.address ?? address;
      return call('/public/v1/events', v.unknown(), {
        method: 'POST',
        body,
        headers: {
          ...headers,
          ...(relaySecret ? relayHeaders(relaySecret, body, headers, now()) : {}),
          ...(forwarded ? { 'x-forwarded-for': forwarded } : {}),
        },
      });
    },
    /**
     * Places the order through the simulated store's checkout, naming the shopper's address so
     * the API limits checkouts per shopper rather than per link-page server.
     */
    checkout: (body: v.InferInput<typeof publicCheckout.body>, shopperAddress?: string) =>
      call(publicCheckout.path, publicCheckout.response, {
        method: 'POST',
        body: JSON.stringify(body),
        ...(shopperAddress ? { headers: { 'x-forwarded-for': shopperAddress } } : {}),
      }),
  };
}

/** The API client's calls. */
export type ApiClient = ReturnType<typeof createApiClient>;
