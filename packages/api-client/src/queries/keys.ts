import type { CachedKind } from './cache';
import type { WireInfluencerItem } from './influencers';
import type { Link } from './links';
import type { WireMultilinkItem } from './multilinks';
import type { Network } from './shopboard';

/** The filter of a link, short or multilink list: the search text. */
export interface LinkListFilter {
  /** The search text; `''` and `undefined` are the same unfiltered list. */
  q?: string;
}
/** The filter of the product search. */
export interface ProductSearchFilter {
  /** The search text; `''` and `undefined` are the same. */
  q?: string;
  /** Only active products (`product_status=active`). */
  activeOnly?: boolean;
  includeOutOfStock?: boolean;
  includeSearchTags?: boolean;
}
/** A date range of analytics, ISO days (`from_date`, `to_date`). */
export interface DateRange {
  from?: string;
  to?: string;
}
/** The filter of an order list: the business's orders, or those that came through one link. */
export interface OrderListFilter {
  linkId?: string;
}

const search = ({ q }: LinkListFilter) => ({ q: q || undefined });

/**
 * Hierarchical query keys: invalidating a prefix (`queryKeys.links.all(businessId)`) reaches every
 * list and item below it, whatever its filter. A list key ends with its filter object
 * (`['links', businessId, { q }]`); an item key ends with `'detail', id`.
 */
export const queryKeys = {
  health: ['health'] as const,
  links: {
    /** Every link list and link of a business. */
    all: (businessId: string) => ['links', businessId] as const,
    /** One link list: `['links', businessId, { q }]`. */
    list: (businessId: string, filter: LinkListFilter = {}) =>
      ['links', businessId, search(filter)] as const,
    /** The newest `count` links alone (the home page's): `['links', businessId, { newest }]`. */
    newest: (businessId: string, count: number) =>
      ['links', businessId, { newest: count }] as const,
    /** One link: `['links', businessId, 'detail', id]`. */
    detail: (businessId: string, id: string) => ['links', businessId, 'detail', id] as const,
    /** One influencer's links: `['links', businessId, { influencer }]`. */
    ofInfluencer: (businessId: string, influencer: string) =>
      ['links', businessId, { influencer }] as const,
  },
  shorts: {
    all: (businessId: string) => ['shorts', businessId] as const,
    /** One short list: `['shorts', businessId, { q }]`. */
    list: (businessId: string, filter: LinkListFilter = {}) =>
      ['shorts', businessId, search(filter)] as const,
    /** The newest `count` shorts alone (the home page's): `['shorts', businessId, { newest }]`. */
    newest: (businessId: string, count: number) =>
      ['shorts', businessId, { newest: count }] as const,
    detail: (businessId: string, id: string) => ['shorts', businessId, 'detail', id] as const,
    /** One influencer's shorts: `['shorts', businessId, { influencer }]`. */
    ofInfluencer: (businessId: string, influencer: string) =>
      ['shorts', businessId, { influencer }] as const,
  },
  multilinks: {
    all: (businessId: string) => ['multilinks', businessId] as const,
    /** One multilink list: `['multilinks', businessId, { q }]`. */
    list: (businessId: string, filter: LinkListFilter = {}) =>
      ['multilinks', businessId, search(filter)] as const,
    detail: (businessId: string, id: string) => ['multilinks', businessId, 'detail', id] as const,
  },
  influencers: {
    all: (businessId: string) => ['influencers', businessId] as const,
    /** The influencer list (the server sends it whole): `['influencers', businessId, {}]`. */
    list: (businessId: string) => ['influencers', businessId, {}] as const,
    /** One influencer, by username. */
    detail: (businessId: string, username: string) =>
      ['influencers', businessId, 'detail', username] as const,
    /** Every totals list, whatever its range: `['influencers', businessId, 'analytics']`. */
    allTotals: (businessId: string) => ['influencers', businessId, 'analytics'] as const,
    /** Totals of every influencer over a range: `['influencers', businessId, 'analytics', { from, to }]`. */
    totals: (businessId: string, { from, to }: DateRange = {}) =>
      ['influencers', businessId, 'analytics', { from, to }] as const,
    /** One influencer's analytics report over a range, under the influencer's detail key. */
    report: (businessId: string, username: string, { from, to }: DateRange = {}) =>
      ['influencers', businessId, 'detail', username, 'analytics', { from, to }] as const,
  },
  products: {
    all: (businessId: string) => ['products', businessId] as const,
    /** One product search: `['products', businessId, { q, activeOnly, … }]`. */
    list: (
      businessId: string,
      { q, activeOnly, includeOutOfStock, includeSearchTags }: ProductSearchFilter = {},
    ) =>
      [
        'products',
        businessId,
        { q: q || undefined, activeOnly, includeOutOfStock, includeSearchTags },
      ] as const,
  },
  posts: {
    /** Every social post list (cleared after a settings save). */
    all: (businessId: string) => ['posts', businessId] as const,
    /** One network's posts: `['posts', businessId, { network }]`. */
    list: (businessId: string, network: Network) => ['posts', businessId, { network }] as const,
  },
  orders: {
    all: (businessId: string) => ['orders', businessId] as const,
    /** The business's orders, or one link's: `['orders', businessId, { linkId }]`. */
    list: (businessId: string, { linkId }: OrderListFilter = {}) =>
      ['orders', businessId, { linkId }] as const,
  },
  webhooks: {
    /** Every webhook query of a business. */
    all: (businessId: string) => ['webhooks', businessId] as const,
    /** The endpoint list (the server sends it whole): `['webhooks', businessId, {}]`. */
    list: (businessId: string) => ['webhooks', businessId, {}] as const,
  },
  stock: {
    /** Every stock read of a business (what auto swap changes). */
    all: (businessId: string) => ['stock', businessId] as const,
    /** The links that show sold-out products: `['stock', businessId, 'soldOutLinks']`. */
    soldOutLinks: (businessId: string) => ['stock', businessId, 'soldOutLinks'] as const,
    /** What these products would show now: `['stock', businessId, { swaps }]`, ids in order. */
    swaps: (businessId: string, inventoryIds: readonly string[]) =>
      ['stock', businessId, { swaps: inventoryIds.join(',') }] as const,
  },
  analytics: {
    all: (businessId: string) => ['analytics', businessId] as const,
    /** The business's lifetime totals. */
    lifetime: (businessId: string) => ['analytics', businessId, 'lifetime'] as const,
    /** The business's analytics over a date range: `['analytics', businessId, { from, to }]`. */
    business: (businessId: string, { from, to }: DateRange = {}) =>
      ['analytics', businessId, { from, to }] as const,
  },
};

/** The cached kinds, for the generic cache updates of `./queries/cache`. */
export const cachedKinds = {
  links: (businessId: string): CachedKind<Link> => ({
    prefix: queryKeys.links.all(businessId),
    detail: (id) => queryKeys.links.detail(businessId, id),
    idOf: (link) => link.link_id,
  }),
  shorts: (businessId: string): CachedKind<Link> => ({
    prefix: queryKeys.shorts.all(businessId),
    detail: (id) => queryKeys.shorts.detail(businessId, id),
    idOf: (link) => link.link_id,
  }),
  multilinks: (businessId: string): CachedKind<WireMultilinkItem> => ({
    prefix: queryKeys.multilinks.all(businessId),
    detail: (id) => queryKeys.multilinks.detail(businessId, id),
    idOf: (multilink) => multilink.multilink_id,
  }),
  influencers: (businessId: string): CachedKind<WireInfluencerItem> => ({
    prefix: queryKeys.influencers.all(businessId),
    detail: (username) => queryKeys.influencers.detail(businessId, username),
    idOf: (influencer) => influencer.username,
  }),
};

/** The cached kind of a link from its `link_type`: shorts have their own lists. */
export function kindOfLink(
  businessId: string,
  link: Pick<Link, 'link_type'>,
): CachedKind<Link> | null {
  if (link.link_type === 'LOOK') return cachedKinds.links(businessId);
  if (link.link_type === 'SHORT') return cachedKinds.shorts(businessId);
  return null;
}
