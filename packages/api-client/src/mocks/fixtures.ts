import type {
  analyticsBucket,
  analyticsReport,
  brand,
  collection,
  influencer,
  influencerInsight,
  link,
  multilink,
  optionMap,
  order,
  orderItem,
  permissions,
  product,
  session,
  social,
  socialPost,
  trendItem,
  webhookEndpoint,
} from '@shoppable/api-contract';
import type * as v from 'valibot';

/** Fixture types: the outputs of the contract's schemas. */
export type Product = v.InferOutput<typeof product>;
export type Collection = v.InferOutput<typeof collection>;
export type Link = v.InferOutput<typeof link>;
export type Multilink = v.InferOutput<typeof multilink>;
export type Influencer = v.InferOutput<typeof influencer>;
export type Permissions = v.InferOutput<typeof permissions>;
export type Order = v.InferOutput<typeof order>;
export type OrderItem = v.InferOutput<typeof orderItem>;
export type AnalyticsBucket = v.InferOutput<typeof analyticsBucket>;
export type AnalyticsReport = v.InferOutput<typeof analyticsReport>;
export type InfluencerInsight = v.InferOutput<typeof influencerInsight>;
export type SocialPost = v.InferOutput<typeof socialPost>;
export type Social = v.InferOutput<typeof social>;
export type Session = v.InferOutput<typeof session>;
export type Brand = v.InferOutput<typeof brand>;
export type OptionMap = v.InferOutput<typeof optionMap>;
export type TrendItem = v.InferOutput<typeof trendItem>;
export type WebhookEndpoint = v.InferOutput<typeof webhookEndpoint>;

/** Who is signed in. */
export type MockRole = 'admin' | 'influencer';
/** The merchant's plan: Lite without trial, trialing Lite, Lite after the trial, Business. */
export type MockPlan = 'free' | 'trial' | 'trialEnded' | 'paid';

/** A small seeded PRNG (mulberry32): the same seed gives the same sequence. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)] as T,
    chance: (p: number) => next() < p,
  };
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const pad = (n: number, width = 4) => String(n).padStart(width, '0');
const round2 = (n: number) => Math.round(n * 100) / 100;
/** `now` minus `ms`, as ISO text. */
const before = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export const MERCHANT_USERNAME = 'demo';
export const BUSINESS_ID = 'biz_0001';
export const CURRENCY = 'USD';
export const SOCIALS: readonly Social[] = ['instagram', 'tiktok', 'pinterest'];

const ADJECTIVES = ['Linen', 'Cotton', 'Silk', 'Wool', 'Denim', 'Velvet', 'Cashmere', 'Leather'];
const NOUNS = ['Shirt', 'Dress', 'Jacket', 'Skirt', 'Sweater', 'Trousers', 'Scarf', 'Tote', 'Coat'];
const COLORS: Record<string, string> = {
  Black: '#000000',
  White: '#FFFFFF',
  Sand: '#D8C3A5',
  Navy: '#1F2A44',
  Olive: '#708238',
  Rose: '#E8A0A8',
};
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];

/** ~200 products with colour and size options and stock; a few drafts and a few out of stock. */
export function makeProducts(rng: Rng, count = 200): Product[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const title = `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)} ${n}`;
    const handle = title.toLowerCase().replace(/\s+/g, '-');
    const colors = Object.keys(COLORS).filter(() => rng.chance(0.5));
    const options: Product['options'] = [
      { name: 'Color', position: 1, values: colors.length ? colors : ['Black'] },
    ];
    if (rng.chance(0.7))
      options.push({ name: 'Size', position: 2, values: SIZES.slice(rng.int(0, 2)) });
    return {
      inventory_id: `inv_${pad(n)}`,
      product_id: `prd_${pad(n)}`,
      title,
      handle,
      image: rng.chance(0.95) ? { src: `https://cdn.shoppable.test/products/${n}.jpg` } : null,
      product_status: rng.chance(0.92) ? 'active' : 'draft',
      total_quantity: rng.chance(0.1) ? 0 : rng.int(1, 400),
      url: `https://demo-store.test/products/${handle}`,
      selling_score: round2(rng.next() * 100),
      variant_availability_ratio: round2(rng.next()),
      options,
    };
  });
}

/** The store's option map: Color values with their hex, Size values as text. */
export function makeOptionMap(): OptionMap {
  return {
    Color: {
      type: 'COLOR',
      values: Object.fromEntries(
        Object.entries(COLORS).map(([name, hex]) => [name, { hex_value: hex, text_value: null }]),
      ),
    },
    Size: {
      type: 'TEXT',
      values: Object.fromEntries(SIZES.map((s) => [s, { hex_value: null, text_value: s }])),
    },
  };
}

const COLLECTION_TITLES = [
  'New in',
  'Summer edit',
  'Bestsellers',
  'Workwear',
  'Weekend',
  'Accessories',
  'Sale',
  'Knitwear',
  'Outerwear',
  'Gifts',
  'Denim shop',
  'Evening',
];

export function makeCollections(rng: Rng, productCount: number): Collection[] {
  return COLLECTION_TITLES.map((title, i) => {
    const handle = title.toLowerCase().replace(/\s+/g, '-');
    return {
      collection_id: `col_${pad(i + 1)}`,
      title,
      images: { medium: { src: `https://cdn.shoppable.test/collections/${i + 1}.jpg` } },
      products_count: Math.min(productCount, rng.int(4, 60)),
      description: `${title} at the demo store.`,
      url: `https://demo-store.test/collections/${handle}`,
    };
  });
}

/** Every permission on (or off). */
export function allPermissions(enabled = true): Permissions {
  return {
    analytics_commission_enabled: enabled,
    analytics_clicks_enabled: enabled,
    analytics_revenue_enabled: enabled,
    analytics_sales_enabled: enabled,
    analytics_cr_enabled: enabled,
    analytics_aov_enabled: enabled,
    allow_creating_and_editing_links: enabled,
  };
}

const INFLUENCER_NAMES = ['maya', 'leo', 'noa', 'sam', 'ivy', 'kai'];

/** Influencers with varied permissions; the first (`maya`) has every permission, one is inactive. */
export function makeInfluencers(rng: Rng): Influencer[] {
  return INFLUENCER_NAMES.map((username, i) => {
    const perms = allPermissions(true);
    if (i > 0) {
      for (const key of Object.keys(perms) as (keyof Permissions)[]) perms[key] = rng.chance(0.6);
    }
    return {
      username,
      email: `${username}@creators.test`,
      profile_image_url: `https://cdn.shoppable.test/influencers/${username}.jpg`,
      phone: rng.chance(0.5) ? `+1555000${pad(i, 4)}` : null,
      promocode: `${username.toUpperCase()}10`,
      commission: rng.int(5, 25),
      password: null,
      is_active: i !== INFLUENCER_NAMES.length - 1,
      permissions: perms,
      commission_rules: {
        reduce_refunds_from_commission: rng.chance(0.5),
        reduce_vat_from_commission: rng.chance(0.5),
      },
      revenue_rules: { net_revenue_ratio: rng.pick([0.8, 0.9, 1]) },
      analytics: { clicks: rng.int(50, 5000), sales: rng.int(0, 200), revenue: rng.int(0, 20000) },
      links: null,
      shorts: null,
      version: 1,
    };
  });
}

const DESCRIPTIONS = ['Spring look', 'Beach day', 'Office ready', 'Date night', 'Cosy weekend'];

interface LinkContext {
  rng: Rng;
  now: Date;
  products: readonly Product[];
  collections: readonly Collection[];
  influencers: readonly Influencer[];
}

/** One link of `type`; `n` makes its id and its age (newer first for lower `n`). */
export function makeLink(
  { rng, now, products, collections, influencers }: LinkContext,
  n: number,
  type: Link['link_type'],
): Link {
  const owner = rng.chance(0.5) && influencers.length ? rng.pick(influencers) : null;
  const picked = products.length
    ? Array.from({ length: type === 'SHORT' ? 1 : rng.int(1, 5) }, () => rng.pick(products))
    : [];
  const unique = [...new Map(picked.map((p) => [p.inventory_id, p])).values()];
  const urlType: Link['url_type'] =
    type === 'SHORT'
      ? rng.pick(['product', 'collection', 'custom'] as const)
      : type === 'SHOPBOARD'
        ? 'organic'
        : null;
  const visits = rng.int(0, 3000);
  const checkouts = rng.int(0, Math.floor(visits / 10));
  const revenue = round2(checkouts * rng.int(20, 180));
  const title = `${rng.pick(DESCRIPTIONS)} ${n}`;
  return {
    link_id: `lnk_${pad(n)}`,
    description: type === 'SHORT' ? null : title,
    title: type === 'SHORT' ? title : null,
    created_at: before(now, n * 7 * HOUR_MS),
    images:
      type === 'SHORT'
        ? []
        : [{ src: `https://cdn.shoppable.test/looks/${n}.jpg`, id: `img_${n}` }],
    link_default_image: unique[0]?.image?.src ?? null,
    currency: CURRENCY,
    revenue,
    visits,
    checkouts,
    influencer_username: owner?.username ?? null,
    influencer_profile_image_url: owner?.profile_image_url ?? null,
    shopping_redirect_url:
      urlType === 'custom' ? `https://demo-store.test/pages/campaign-${n}` : null,
    url_type: urlType,
    link_type: type,
    promocode: rng.chance(0.3) ? { code: `SAVE${rng.int(5, 30)}` } : null,
    utm_params: { utm_source: 'shoppable', utm_medium: 'social', utm_campaign: `look-${n}` },
    selected_options: null,
    products:
      urlType === 'collection'
        ? []
        : unique.map((p) => ({
            product_id: p.product_id,
            inventory_id: p.inventory_id,
            title: p.title,
          })),
    collections:
      urlType === 'collection' && collections.length
        ? [((c) => ({ collection_id: c.collection_id, title: c.title }))(rng.pick(collections))]
        : [],
    link_analytics: {
      visits,
      checkouts,
      revenue,
      requested_checkouts: checkouts,
      currency: CURRENCY,
    },
    is_expired: rng.chance(0.08),
    version: 1,
  };
}

/** Links of every type, newest first: Instants (LOOK), Shorts and shopboard post links. */
export function makeLinks(context: LinkContext, count = 90): Link[] {
  const types: Link['link_type'][] = ['LOOK', 'LOOK', 'SHORT', 'LOOK', 'SHORT', 'SHOPBOARD'];
  return Array.from({ length: count }, (_, i) =>
    makeLink(context, i + 1, types[i % types.length] ?? 'LOOK'),
  );
}

/** Multilinks splitting traffic between two or three of `links`. */
export function makeMultilinks(
  rng: Rng,
  now: Date,
  links: readonly Link[],
  count = 8,
): Multilink[] {
  const looks = links.filter((l) => l.link_type === 'LOOK');
  if (!looks.length) return [];
  return Array.from({ length: count }, (_, i) => {
    const parts = rng.int(2, 3);
    const shares = parts === 2 ? [50, 50] : [40, 30, 30];
    return {
      multilink_id: `mlt_${pad(i + 1)}`,
      title: `Split test ${i + 1}`,
      created_at: before(now, (i + 1) * DAY_MS),
      currency: CURRENCY,
      splitter_type: 'PERCENTAGE' as const,
      promocode: i % 2 ? { code: `MULTI${i}` } : null,
      utm_params: null,
      is_expired: false,
      version: 1,
      links_options: shares.map((value, j) => {
        const l = rng.pick(looks);
        return {
          value,
          device_option: j === 0 ? ('ALL' as const) : rng.pick(['MOBILE', 'PC'] as const),
          link_id: `${l.link_id}_m${i + 1}_${j + 1}`,
          link_data: {
            shopping_redirect_url: l.shopping_redirect_url,
            description: l.description,
            link_type: l.link_type,
            url_type: l.url_type,
            link_default_image: l.link_default_image,
            products: l.products,
            collections: l.collections,
            selected_options: l.selected_options,
            utm_params: l.utm_params,
            promocode: l.promocode,
            link_analytics: l.link_analytics,
          },
        };
      }),
    };
  });
}

/** Orders (newest first) with their items, most through a link. */
export function makeOrders(
  rng: Rng,
  now: Date,
  links: readonly Link[],
  products: readonly Product[],
  count = 60,
): { orders: Order[]; items: Record<string, OrderItem[]> } {
  const orders: Order[] = [];
  const items: Record<string, OrderItem[]> = {};
  if (!products.length) return { orders, items };
  for (let i = 0; i < count; i++) {
    const id = `ord_${pad(i + 1)}`;
    const lines = Array.from({ length: rng.int(1, 4) }, () => {
      const p = rng.pick(products);
      return {
        title: p.title,
        image: p.image,
        variant_title: p.options.map((o) => rng.pick(o.values)).join(' / ') || null,
        price: rng.int(20, 180),
        quantity: rng.int(1, 3),
      };
    });
    items[id] = lines;
    const from = links.length && rng.chance(0.85) ? rng.pick(links) : null;
    const status = rng.next();
    orders.push({
      order_id: id,
      created_at: before(now, i * 9 * HOUR_MS + rng.int(0, HOUR_MS)),
      currency: CURRENCY,
      influencer_profile_image_url: from?.influencer_profile_image_url ?? null,
      order_status: status < 0.85 ? 'PAID' : status < 0.93 ? 'REFUNDED' : 'PARTIALLY_REFUNDED',
      order_url: `https://demo-store.test/admin/orders/${i + 1}`,
      products_count: lines.reduce((sum, l) => sum + l.quantity, 0),
      total_price: lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
      link_details: from
        ? {
            link_id: from.link_id,
            description: from.description,
            images: from.images,
            link_default_image: from.link_default_image,
            link_type: from.link_type,
            url_type: from.url_type,
          }
        : null,
    });
  }
  return { orders, items };
}

/** One channel's daily series over `days` days ending at `now` (all zero when `empty`). */
export function makeBucket(
  rng: Rng,
  now: Date,
  days = 30,
  scale = 1,
  empty = false,
): AnalyticsBucket {
  const data = Array.from({ length: days }, (_, i) => {
    const visits = empty ? 0 : Math.round(rng.int(40, 400) * scale);
    const checkouts = empty ? 0 : Math.round(visits * (0.02 + rng.next() * 0.05));
    const revenue = round2(checkouts * (empty ? 0 : rng.int(30, 150)));
    return {
      date: isoDay(new Date(now.getTime() - (days - 1 - i) * DAY_MS)),
      visits,
      checkouts,
      revenue,
      total_tax: round2(revenue * 0.17),
    };
  });
  const sum = (key: 'visits' | 'checkouts' | 'revenue' | 'total_tax') =>
    round2(data.reduce((total, point) => total + (point[key] ?? 0), 0));
  const checkouts = sum('checkouts');
  return {
    data,
    visits: sum('visits'),
    checkouts,
    revenue: sum('revenue'),
    requested_checkouts: Math.round(checkouts * 1.4),
    total_tax: sum('total_tax'),
    influencer_attributed_revenue: round2(sum('revenue') * 0.4),
    influencer_attributed_checkouts: Math.round(checkouts * 0.4),
    // Explained counts: what was filtered out of the visits (no draw, so other fixtures keep theirs).
    filtered_bots: Math.round(sum('visits') * 0.12),
    filtered_repeats: Math.round(sum('visits') * 0.05),
    // Auto swap: the counted visits that saw an alternative to a sold-out product.
    swapped_visits: Math.round(sum('visits') * 0.03),
  };
}

/** Insights per influencer. */
export function makeInsights(rng: Rng, influencers: readonly Influencer[]): InfluencerInsight[] {
  return influencers.map((inf) => {
    const revenueLooks = rng.int(0, 9000);
    const revenueShorts = rng.int(0, 4000);
    const salesLooks = rng.int(0, 90);
    const salesShorts = rng.int(0, 40);
    return {
      influencer_username: inf.username,
      currency: CURRENCY,
      clicks_looks: rng.int(100, 5000),
      clicks_shorts: rng.int(50, 2000),
      commission: round2(((revenueLooks + revenueShorts) * inf.commission) / 100),
      revenue_external: rng.int(0, 1000),
      revenue_looks: revenueLooks,
      revenue_shorts: revenueShorts,
      influencer_attributed_revenue: revenueLooks + revenueShorts,
      influencer_attributed_revenue_looks: revenueLooks,
      influencer_attributed_revenue_shorts: revenueShorts,
      sales_external: rng.int(0, 10),
      sales_looks: salesLooks,
      sales_shorts: salesShorts,
      influencer_attributed_sales_looks: salesLooks,
      influencer_attributed_sales_shorts: salesShorts,
      total_sales: salesLooks + salesShorts,
      total_refunded: rng.int(0, 3),
    };
  });
}

/** An analytics report: looks, shorts and shopboard series plus influencer insights. */
export function makeAnalyticsReport(
  rng: Rng,
  now: Date,
  influencers: readonly Influencer[],
  empty = false,
): AnalyticsReport {
  return {
    looks_analytics: makeBucket(rng, now, 30, 1, empty),
    shorts_analytics: makeBucket(rng, now, 30, 0.5, empty),
    shopboard_analytics: makeBucket(rng, now, 30, 0.3, empty),
    currency: CURRENCY,
    influencers_insights: empty ? [] : makeInsights(rng, influencers),
  };
}

/** Posts per network, some with tagged products. */
export function makePosts(
  rng: Rng,
  products: readonly Product[],
  perNetwork = 30,
): Record<Social, SocialPost[]> {
  const make = (network: Social): SocialPost[] =>
    Array.from({ length: perNetwork }, (_, i) => {
      const tagged = products.length
        ? Array.from({ length: rng.int(0, 3) }, () => rng.pick(products))
        : [];
      const auto = products.length && rng.chance(0.5) ? [rng.pick(products)] : [];
      return {
        post_id: `${network}_post_${pad(i + 1)}`,
        image_url: `https://cdn.shoppable.test/${network}/${i + 1}.jpg`,
        products: [...new Map(tagged.map((p) => [p.product_id, p])).values()],
        auto_tagged_products: auto,
        visible: rng.chance(0.8),
        selected_options: null,
      };
    });
  return { instagram: make('instagram'), tiktok: make('tiktok'), pinterest: make('pinterest') };
}

/**
 * Two webhook endpoints: one `active` whose order deliveries went through, one `failing` on link
 * events whose last delivery ran out of retries while the next one waits for its retry.
 */
export function makeWebhooks(now: Date): WebhookEndpoint[] {
  const delivered = (n: number, event: 'order.created' | 'order.refunded') => ({
    id: `whd_${pad(n)}`,
    event,
    status: 'delivered' as const,
    attempts: 1,
    response_status: 200,
    last_error: null,
    created_at: before(now, n * HOUR_MS),
    delivered_at: before(now, n * HOUR_MS - 400),
  });
  return [
    {
      id: 'whe_0001',
      url: 'https://hooks.demo-store.test/shoppable/orders',
      events: ['order.created', 'order.refunded'],
      status: 'active',
      created_at: before(now, 30 * DAY_MS),
      last_deliveries: [
        delivered(1, 'order.created'),
        delivered(2, 'order.refunded'),
        delivered(3, 'order.created'),
      ],
    },
    {
      id: 'whe_0002',
      url: 'https://erp.demo-store.test/webhooks/links',
      events: ['link.created', 'link.updated', 'link.deleted'],
      status: 'failing',
      created_at: before(now, 12 * DAY_MS),
      last_deliveries: [
        {
          id: 'whd_0004',
          event: 'link.updated',
          status: 'pending',
          attempts: 2,
          response_status: null,
          last_error: 'No answer within 10 seconds',
          created_at: before(now, 20 * 60_000),
          delivered_at: null,
        },
        {
          id: 'whd_0005',
          event: 'link.created',
          status: 'failed',
          attempts: 8,
          response_status: 500,
          last_error: 'The endpoint answered HTTP 500',
          created_at: before(now, 2 * DAY_MS),
          delivered_at: null,
        },
      ],
    },
  ];
}

/** Trend items ranked from the products. */
export function makeTrends(rng: Rng, products: readonly Product[], count = 12): TrendItem[] {
  // Ranks are 0–100 (units sold against the best seller), best first, across every colour band.
  return products.slice(0, count).map((p, i) => ({
    product_id: p.product_id,
    inventory_id: p.inventory_id,
    title: p.title,
    view: rng.int(200, 5000),
    add: rng.int(10, 400),
    image: p.image,
    rank: Math.max(0, 100 - i * 9),
  }));
}

/** The plan fields of the brand for a story's plan. */
export function planFields(
  plan: MockPlan,
): Pick<Brand, 'subscription_plan' | 'free_trial_days_left'> {
  switch (plan) {
    case 'free':
      return { subscription_plan: 'FREE', free_trial_days_left: null };
    case 'trial':
      return { subscription_plan: 'FREE', free_trial_days_left: 21 };
    case 'trialEnded':
      return { subscription_plan: 'FREE', free_trial_days_left: 0 };
    case 'paid':
      return { subscription_plan: 'BUSINESS', free_trial_days_left: null };
  }
}

/** The merchant's business with a connected store. */
export function makeBrand(plan: MockPlan): Brand {
  return {
    business_id: BUSINESS_ID,
    business_name: 'Demo Store',
    logo_url: 'https://cdn.shoppable.test/brand/logo.png',
    currency: CURRENCY,
    ...planFields(plan),
    domain: plan === 'paid' ? 'shop.demo-store.test' : null,
    available_domains: ['shop.demo-store.test'],
    utm_params: { utm_source: 'shoppable', utm_medium: 'social' },
    shipping_and_return_url: 'https://demo-store.test/pages/shipping',
    facebook_pixel_id: null,
    google_analytics_id: null,
    auto_swap_enabled: true,
    ai_preferences: {
      products_preferences: { prefered_product_ids: ['prd_0001'], exclude_product_ids: null },
      collections_preferences: null,
    },
    product_vision_configurations: {
      is_enabled: true,
      product_category: 'fashion',
      sensitivity: 'MEDIUM',
    },
    theme: null,
    theme_version: 1,
    settings_version: 1,
  };
}

/** The session of POST /auth/verify for a role (the merchant `demo` or the influencer `maya`). */
export function makeSession(
  role: MockRole,
  plan: MockPlan,
  noStore: boolean,
  influencers: readonly Influencer[],
): Session {
  const brandValue = noStore ? null : makeBrand(plan);
  if (role === 'influencer') {
    const inf = influencers[0];
    return {
      token: 'mock-token-influencer',
      user: {
        name: inf?.username ?? 'maya',
        admin_username: MERCHANT_USERNAME,
        username: inf?.username ?? 'maya',
        profile_image_url: inf?.profile_image_url ?? null,
        email: inf?.email ?? null,
        promocode: inf?.promocode ?? null,
        permissions: inf?.permissions ?? allPermissions(true),
      },
      is_admin: false,
      brand: brandValue,
    };
  }
  return {
    token: 'mock-token-admin',
    user: {
      name: 'Demo Merchant',
      admin_username: null,
      username: MERCHANT_USERNAME,
      profile_image_url: null,
      email: 'demo@demo-store.test',
      promocode: null,
      permissions: null,
    },
    is_admin: true,
    brand: brandValue,
  };
}

/** Options of {@link createMockData}. */
export interface MockDataOptions {
  /** The PRNG seed (default 1). */
  seed?: number;
  /** The clock of the fixtures: every date is computed from it. */
  now: Date | string | number;
  role?: MockRole;
  plan?: MockPlan;
  /** No connected store: no brand in the session, no catalogue. */
  noStore?: boolean;
  /** Empty lists everywhere (catalogue, links, influencers, orders, posts) and zero analytics. */
  empty?: boolean;
  /** Days left of the trial for `plan: 'trial'` (default 21; 7 or fewer is the trial's last week). */
  trialDaysLeft?: number;
  /** Overrides of the signed-in influencer's (`maya`'s) permissions, for `role: 'influencer'`. */
  permissions?: Partial<Permissions>;
}

/** Everything the mocks serve. */
export interface MockData {
  now: Date;
  session: Session;
  products: Product[];
  collections: Collection[];
  optionMap: OptionMap;
  links: Link[];
  multilinks: Multilink[];
  influencers: Influencer[];
  orders: Order[];
  orderItems: Record<string, OrderItem[]>;
  analytics: AnalyticsReport;
  posts: Record<Social, SocialPost[]>;
  trends: TrendItem[];
  webhooks: WebhookEndpoint[];
}

/** Builds the whole data set, deterministically from `seed` and `now`. */
export function createMockData(options: MockDataOptions): MockData {
  const { seed = 1, role = 'admin', plan = 'paid', noStore = false, empty = false } = options;
  const now = new Date(options.now);
  const rng = createRng(seed);
  const noCatalogue = noStore || empty;
  const withPermissions = (list: Influencer[]) => {
    const first = list[0];
    if (first && options.permissions)
      first.permissions = { ...first.permissions, ...options.permissions };
    return list;
  };
  const influencers = empty ? [] : withPermissions(makeInfluencers(rng));
  // The session keeps maya as the influencer even when the lists are empty.
  const sessionValue = makeSession(
    role,
    plan,
    noStore,
    withPermissions(makeInfluencers(createRng(seed))),
  );
  if (sessionValue.brand && plan === 'trial' && options.trialDaysLeft !== undefined)
    sessionValue.brand.free_trial_days_left = options.trialDaysLeft;
  const products = noCatalogue ? [] : makeProducts(rng);
  const collections = noCatalogue ? [] : makeCollections(rng, products.length);
  const links = empty ? [] : makeLinks({ rng, now, products, collections, influencers });
  const multilinks = empty ? [] : makeMultilinks(rng, now, links);
  const { orders, items } = empty
    ? { orders: [], items: {} }
    : makeOrders(rng, now, links, products);
  return {
    now,
    session: sessionValue,
    products,
    collections,
    optionMap: noCatalogue ? {} : makeOptionMap(),
    links,
    multilinks,
    influencers,
    orders,
    orderItems: items,
    analytics: makeAnalyticsReport(rng, now, influencers, empty),
    posts: empty ? { instagram: [], tiktok: [], pinterest: [] } : makePosts(rng, products),
    trends: makeTrends(rng, products),
    webhooks: empty ? [] : makeWebhooks(now),
  };
}
