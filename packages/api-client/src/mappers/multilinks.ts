import {
  promocodeForPayload,
  safeNumber,
  type DeviceOption,
  type LinkType,
  type ShortUrlType,
} from '@shoppable/domain';
import type { SelectedOptions } from './catalog';
import type { LinkCollection, LinkImage, LinkProduct } from './links';
import { utmParamsFromWire, utmParamsToWire, type UtmParams } from './settings';
import type { WireMultilink, WireMultilinkOption, WireMultilinkPayload } from './wire';

/** The link behind one multilink option (wire `link_data`, sent back as `link_resource`). */
export interface MultilinkOptionLink {
  linkType: LinkType;
  urlType: ShortUrlType | null;
  /** '' for none. */
  shoppingRedirectUrl: string;
  description: string;
  /** Wire `link_default_image`. */
  defaultImage: string | null;
  /** The images sent back: the default image when the option has one (the read has no list). */
  images: LinkImage[];
  products: LinkProduct[];
  collections: LinkCollection[];
  selectedOptions: SelectedOptions;
  utmParams: UtmParams;
  /** '' for none. */
  promocode: string;
}

/** One option (experience) of a multilink with the per-option figures the client keeps. */
export interface MultilinkOption {
  /** Traffic share in percent (wire `value`). */
  value: number;
  /** Wire `device_option` (ALL, MOBILE, PC). */
  deviceOption: DeviceOption;
  /** `null` for an option not saved yet (sent only on edit). */
  linkId: string | null;
  link: MultilinkOptionLink;
  views: number;
  checkouts: number;
  revenue: number;
  totalTax: number;
}

/** A multilink with its client names (content.md §3 "Multilink"). */
export interface Multilink {
  multilinkId: string;
  title: string;
  /** ISO timestamp. */
  createdAt: string;
  currency: string;
  splitterType: 'PERCENTAGE';
  /** The code, whether the wire sent a string or `{code}`; '' for none. */
  promocode: string;
  utmParams: UtmParams;
  isExpired: boolean;
  linksOptions: MultilinkOption[];
  /** The edit version (1 when created, +1 per edit): an edit sends the one it was based on. */
  version: number;
}

function optionFromWire(wire: WireMultilinkOption): MultilinkOption {
  const d = wire.link_data;
  const a = d.link_analytics;
  const defaultImage = d.link_default_image ?? null;
  return {
    value: wire.value,
    deviceOption: wire.device_option,
    linkId: wire.link_id,
    link: {
      linkType: d.link_type,
      urlType: d.url_type ?? null,
      shoppingRedirectUrl: d.shopping_redirect_url ?? '',
      description: d.description ?? '',
      defaultImage,
      images: defaultImage === null ? [] : [{ src: defaultImage, id: null }],
      products: d.products.map((p) => ({
        productId: p.product_id,
        inventoryId: p.inventory_id,
        title: p.title,
      })),
      collections: d.collections.map((c) => ({ collectionId: c.collection_id, title: c.title })),
      selectedOptions: Object.fromEntries(
        Object.entries(d.selected_options ?? {}).map(([k, o]) => [k, { ...o }]),
      ),
      utmParams: utmParamsFromWire(d.utm_params),
      promocode: d.promocode?.code ?? '',
    },
    views: safeNumber(a?.visits),
    checkouts: safeNumber(a?.checkouts),
    revenue: safeNumber(a?.revenue),
    totalTax: safeNumber(a?.total_tax),
  };
}

/** A multilink from the wire. */
export function multilinkFromWire(wire: WireMultilink): Multilink {
  const code = typeof wire.promocode === 'string' ? wire.promocode : wire.promocode?.code;
  return {
    multilinkId: wire.multilink_id,
    title: wire.title,
    createdAt: wire.created_at,
    currency: wire.currency,
    splitterType: wire.splitter_type,
    promocode: code ?? '',
    utmParams: utmParamsFromWire(wire.utm_params),
    isExpired: wire.is_expired,
    linksOptions: wire.links_options.map(optionFromWire),
    version: wire.version,
  };
}

/**
 * A multilink to the save payload (content.md §3): the code as a string (`null` for none),
 * `link_id` only on saved options, each option's link as `link_resource`.
 */
export function multilinkToWire(client: Multilink, businessId: string): WireMultilinkPayload {
  return {
    business_id: businessId,
    title: client.title.trim(),
    splitter_type: client.splitterType,
    promocode: promocodeForPayload(client.promocode),
    utm_params: utmParamsToWire(client.utmParams),
    links_options: client.linksOptions.map((o) => {
      const inventoryIds = o.link.products.map((p) => p.inventoryId);
      const url = o.link.shoppingRedirectUrl.trim();
      return {
        value: o.value,
        device_option: o.deviceOption,
        ...(o.linkId === null ? {} : { link_id: o.linkId }),
        link_resource: {
          images: o.link.images.map((i) => ({ src: i.src, id: i.id })),
          inventory_ids: inventoryIds,
          collection_ids: o.link.collections.map((c) => c.collectionId),
          shopping_redirect_url: url === '' ? null : url,
          link_type: o.link.linkType,
          selected_options: Object.fromEntries(
            inventoryIds
              .filter((id) => o.link.selectedOptions[id] !== undefined)
              .map((id) => [id, { ...o.link.selectedOptions[id] }]),
          ),
        },
      };
    }),
  };
}
