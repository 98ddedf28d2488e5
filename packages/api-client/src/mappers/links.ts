import {
  promocodeForPayload,
  safeNumber,
  type LinkType,
  type ShortUrlType,
} from '@shoppable/domain';
import type { SelectedOptions } from './catalog';
import { utmParamsFromWire, utmParamsToWire, type UtmParams } from './settings';
import type { WireLink, WireLinkPayload } from './wire';

/** A link image: its address and, once uploaded, its id. */
export interface LinkImage {
  src: string;
  /** `null` for an image the server has not given an id. */
  id: string | null;
}

/** A product a link points to. */
export interface LinkProduct {
  productId: string;
  inventoryId: string;
  title: string;
}

/** A collection a link points to. */
export interface LinkCollection {
  collectionId: string;
  title: string;
}

/** A link's figures in the form (content.md §3): `views` is the wire's `visits`. */
export interface LinkFormAnalytics {
  views: number;
  checkouts: number;
  revenue: number;
  /** Wire `requested_checkouts`. */
  checkoutRequests: number;
}

/**
 * The link editor's values (content.md §3 "Link (client form)"), plus the link type and the
 * collections the payload carries.
 */
export interface LinkForm {
  /** `null` for a link not saved yet. */
  linkId: string | null;
  linkType: LinkType;
  images: LinkImage[];
  description: string;
  /** The link's currency (the business currency for a new link). */
  currency: string;
  analytics: LinkFormAnalytics;
  /** The code as typed; '' for none. */
  promocode: string;
  products: LinkProduct[];
  collections: LinkCollection[];
  /** Client-only: products the search puts first; never on the wire. */
  preferedSearchProductIds: string[];
  /** '' for none. */
  title: string;
  /** '' for none. */
  shoppingRedirectUrl: string;
  /** `null` for a link of the business itself. */
  influencerUsername: string | null;
  utmParams: UtmParams;
  selectedOptions: SelectedOptions;
  /**
   * The edit version the values were loaded at (`null` for a link not saved yet): an edit sends
   * it and is refused with 409 when the link was saved elsewhere since (DESIGN.md §4).
   */
  version: number | null;
}

const images = (wire: WireLink['images']): LinkImage[] =>
  wire.map((i) => ({ src: i.src, id: i.id ?? null }));

const copyOptions = (wire: SelectedOptions | null | undefined): SelectedOptions =>
  Object.fromEntries(Object.entries(wire ?? {}).map(([k, o]) => [k, { ...o }]));

/** A link from the wire into the editor's values. */
export function linkFormFromWire(wire: WireLink): LinkForm {
  const a = wire.link_analytics;
  return {
    linkId: wire.link_id,
    linkType: wire.link_type,
    images: images(wire.images),
    description: wire.description ?? '',
    currency: wire.currency,
    analytics: {
      views: safeNumber(a?.visits ?? wire.visits),
      checkouts: safeNumber(a?.checkouts ?? wire.checkouts),
      revenue: safeNumber(a?.revenue ?? wire.revenue),
      checkoutRequests: safeNumber(a?.requested_checkouts),
    },
    promocode: wire.promocode?.code ?? '',
    products: wire.products.map((p) => ({
      productId: p.product_id,
      inventoryId: p.inventory_id,
      title: p.title,
    })),
    collections: wire.collections.map((c) => ({ collectionId: c.collection_id, title: c.title })),
    preferedSearchProductIds: [],
    title: wire.title ?? '',
    shoppingRedirectUrl: wire.shopping_redirect_url ?? '',
    influencerUsername: wire.influencer_username ?? null,
    utmParams: utmParamsFromWire(wire.utm_params),
    selectedOptions: copyOptions(wire.selected_options),
    version: wire.version,
  };
}

const orNull = (s: string | null): string | null => {
  const t = (s ?? '').trim();
  return t === '' ? null : t;
};

/**
 * The editor's values to the link create/edit payload (content.md §3): inventory ids from the
 * products, selected options kept only for those products, an empty code, URL or influencer
 * sent as `null`, the description trimmed.
 */
export function linkFormToWire(client: LinkForm, businessId: string): WireLinkPayload {
  const inventoryIds = client.products.map((p) => p.inventoryId);
  return {
    images: client.images.map((i) => ({ src: i.src, id: i.id })),
    inventory_ids: inventoryIds,
    selected_options: Object.fromEntries(
      inventoryIds
        .filter((id) => client.selectedOptions[id] !== undefined)
        .map((id) => [id, { ...client.selectedOptions[id] }]),
    ),
    collection_ids: client.collections.map((c) => c.collectionId),
    promocode: promocodeForPayload(client.promocode),
    description: client.description.trim(),
    business_id: businessId,
    shopping_redirect_url: orNull(client.shoppingRedirectUrl),
    influencer_username: orNull(client.influencerUsername),
    utm_params: utmParamsToWire(client.utmParams),
    link_type: client.linkType,
  };
}

/** A row of the links list (content.md §3 "Link list item"). */
export interface LinkListItem {
  linkId: string;
  images: LinkImage[];
  /** `link_default_image`, else the first image, else `null`. */
  defaultImage: string | null;
  /** Visits (from `link_analytics` when present, else the link's own `visits`). */
  views: number;
  /** ISO timestamp. */
  createdAt: string;
  influencerUsername: string | null;
  /** Wire `influencer_profile_image_url`. */
  influencerImage: string | null;
  description: string;
}

/** A link from the wire as a list row. */
export function linkListItemFromWire(wire: WireLink): LinkListItem {
  return {
    linkId: wire.link_id,
    images: images(wire.images),
    defaultImage: wire.link_default_image ?? wire.images[0]?.src ?? null,
    views: safeNumber(wire.link_analytics?.visits ?? wire.visits),
    createdAt: wire.created_at,
    influencerUsername: wire.influencer_username ?? null,
    influencerImage: wire.influencer_profile_image_url ?? null,
    description: wire.description ?? '',
  };
}

/** A short's card (content.md §3): the list item plus figures, expiry and destination. */
export interface ShortCard extends LinkListItem {
  checkouts: number;
  revenue: number;
  currency: string;
  /** Wire `is_expired`. */
  isLinkExpired: boolean;
  title: string;
  shoppingRedirectUrl: string | null;
  /** `null` when the server sends none. */
  urlType: ShortUrlType | null;
}

/** A short from the wire as a card; figures from `link_analytics` when present. */
export function shortCardFromWire(wire: WireLink): ShortCard {
  const a = wire.link_analytics;
  return {
    ...linkListItemFromWire(wire),
    checkouts: safeNumber(a?.checkouts ?? wire.checkouts),
    revenue: safeNumber(a?.revenue ?? wire.revenue),
    currency: a?.currency ?? wire.currency,
    isLinkExpired: wire.is_expired,
    title: wire.title ?? '',
    shoppingRedirectUrl: wire.shopping_redirect_url ?? null,
    urlType: wire.url_type ?? null,
  };
}
