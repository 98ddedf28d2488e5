import {
  endpoints,
  MAX_WEBHOOK_ENDPOINTS,
  type Endpoint,
  type EndpointName,
  type EndpointResponse,
} from '@shoppable/api-contract';
import { ERROR_MESSAGES, MESSAGES, TIMINGS } from '@shoppable/domain';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import * as v from 'valibot';
import { CURRENCY, type MockDataOptions, type Product, type Social } from './fixtures';
import { sampleOf } from './sample';
import { MockStore } from './store';

/** The clock of the fixtures unless a story gives its own. */
export const MOCK_NOW = '2026-01-15T12:00:00.000Z';

/**
 * Where the mock presigned URLs point: `mockHandlers` accepts every PUT there (a story replaces it
 * with its own `http.put(\`${MOCK_UPLOAD_ORIGIN}/*\`, …)` to show a slow or failed upload).
 */
export const MOCK_UPLOAD_ORIGIN = 'https://uploads.shoppable.test';

/** Switches of one story or test. */
export interface MockOptions extends Partial<MockDataOptions> {
  /** Never answers (the loading state). */
  loading?: boolean;
  /** Answers `status: false` with this message (`true`: "Something went wrong"). */
  error?: boolean | string;
  /** Answers only after the transport's timeout (`TIMINGS.requestTimeout` + 1 s), so the call times out. */
  timeout?: boolean;
  /** Latency of every answer in ms (default 0), for stories that show pending states briefly. */
  delayMs?: number;
  /** Limits `loading`, `error` and `timeout` to these endpoints (all when omitted). */
  only?: readonly EndpointName[];
  /** A store to share between handler sets (e.g. to inspect writes in a test). */
  store?: MockStore;
}

/** A failure a resolver raises: an HTTP status, or `status: false` with a message. */
export class MockFailure extends Error {
  constructor(
    readonly status: number,
    message: string = ERROR_MESSAGES.general,
  ) {
    super(message);
  }
}

const notFound = () => new MockFailure(404, 'Not found');
/** The API's 409 for a promocode another influencer of the business has. */
const promocodeTaken = (promocode: string | null | undefined) =>
  new MockFailure(409, `The promocode "${promocode}" belongs to another influencer`);
const found = <T>(value: T | undefined): T => {
  if (value === undefined) throw notFound();
  return value;
};

/** The API's 409 for a registration past the business's endpoint limit. */
export const webhookLimitMessage = `A business has at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints: remove one before adding another`;

/**
 * The 409 of an edit based on a version the object has moved on from, as the server words it
 * (DESIGN.md §4): stories make one with the store's `change…Elsewhere` methods.
 */
export const staleEditMessage = (what: string) =>
  `${what === 'settings' ? 'These settings were' : `This ${what} was`} changed elsewhere since you opened it: reload to see the changes, or save again on the current version`;

/** The object an edit is based on, when it is still at `version`; 404 or 409 otherwise. */
const atVersion = <T extends { version: number }>(
  value: T | undefined,
  version: number,
  what: string,
): T => {
  const current = found(value);
  if (current.version !== version) throw new MockFailure(409, staleEditMessage(what));
  return current;
};

type Slot<E, K extends 'params' | 'query' | 'body'> = E extends { readonly [P in K]: infer S }
  ? S extends v.GenericSchema
    ? v.InferOutput<S>
    : undefined
  : undefined;

/** What a resolver gets: the parsed request and the store. */
interface ResolverInput<E extends Endpoint> {
  params: Slot<E, 'params'>;
  query: Slot<E, 'query'>;
  body: Slot<E, 'body'>;
  store: MockStore;
}

type Resolver<E extends Endpoint> = (input: ResolverInput<E>) => EndpointResponse<E>;
type Resolvers = { [N in EndpointName]?: Resolver<(typeof endpoints)[N]> };

/** Endpoints an influencer's token may not call (the server enforces roles). */
const ADMIN_ONLY: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'storeConnect',
  'storeDisconnect',
  'syncProducts',
  'subscribePlan',
  'switchToFreePlan',
  'requestPlanUpgrade',
  'cancelPlan',
  'updateAppearance',
  'updateTheme',
  'updateSettings',
  'updateOptionsMap',
  'listInfluencers',
  'listInfluencersAnalytics',
  'validateInfluencerUsername',
  'validateInfluencerEmail',
  'createInfluencer',
  'editInfluencer',
  'resetInfluencerPassword',
  'createInfluencerLoginCode',
  'setInfluencerActivation',
  'insightsOverview',
  'listOrders',
  'updateProductsPreferences',
  'updateCollectionsPreferences',
  'soldOutLinks',
  'createWebhook',
  'listWebhooks',
  'deleteWebhook',
  'testWebhook',
]);

/**
 * Link writes an influencer may make only with `allow_creating_and_editing_links` (and the
 * editor's swap preview, which needs the same).
 */
const LINK_WRITES: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'previewSwaps',
  'createLink',
  'editLink',
  'closeLink',
  'deleteLink',
  'createShort',
  'editShort',
  'createMultilink',
  'editMultilink',
  'closeMultilink',
  'deleteMultilink',
]);

const productRow = (p: Product, i: number) => ({
  product_id: p.product_id,
  title: p.title,
  view: 300 - i * 7,
  add: 60 - i,
  buy: 20 - Math.floor(i / 2),
  rank: Math.max(0, 100 - i * 5),
  image: p.image,
});

/** A product's funnel: fewer shoppers at each step, the later products seen less. */
const funnelStep = (p: { product_id: string; inventory_id: string; title: string }, i: number) => ({
  product_id: p.product_id,
  inventory_id: p.inventory_id,
  title: p.title,
  views: 400 - i * 40,
  adds_to_cart: 80 - i * 10,
  checkouts: 20 - i * 3,
});

type LinkRowsQuery = Parameters<NonNullable<Resolvers['linkAnalyticsRows']>>[0]['query'];

/**
 * The analytics page's link rows: the channel's links (an influencer's own), fewer visits down
 * the list, each figure the session's permissions hide null (as the API), sorted and paged.
 */
function linkRowsOf(store: MockStore, query: LinkRowsQuery) {
  const session = store.data.session;
  const may = (flag: keyof NonNullable<typeof session.user.permissions>) =>
    session.is_admin || session.user.permissions?.[flag] === true;
  const shows = {
    visits: may('analytics_clicks_enabled'),
    checkouts: may('analytics_sales_enabled'),
    revenue: may('analytics_revenue_enabled'),
    conversion_rate:
      may('analytics_clicks_enabled') &&
      may('analytics_sales_enabled') &&
      may('analytics_cr_enabled'),
  };
  const own = store.influencerUsername;
  const type = query.kind === 'short' ? 'SHORT' : 'LOOK';
  const figures = store.data.links
    .filter((l) => l.link_type === type && (own === null || l.influencer_username === own))
    .map((l, i) => {
      const visits = Math.max(0, 1200 - i * 97);
      const checkouts = Math.round(visits * (0.02 + (i % 4) * 0.01));
      return {
        link_id: l.link_id,
        name: (type === 'SHORT' ? l.title : l.description?.split('\n')[0]) || null,
        kind: query.kind,
        multilink_id: null,
        experience: null,
        visits,
        checkouts,
        revenue: checkouts * 48.5,
        conversion_rate: visits === 0 ? 0 : Math.round((checkouts / visits) * 10_000) / 100,
      };
    })
    .filter((row) => row.visits > 0);
  const sort = query.sort ?? 'visits';
  const direction = query.order === 'asc' ? 1 : -1;
  figures.sort((a, b) => direction * (a[sort] - b[sort]));
  const skip = query.skip ?? 0;
  const count = query.count ?? 5;
  return {
    links: figures.slice(skip, skip + count).map((row) => ({
      ...row,
      visits: shows.visits ? row.visits : null,
      checkouts: shows.checkouts ? row.checkouts : null,
      revenue: shows.revenue ? row.revenue : null,
      conversion_rate: shows.conversion_rate ? row.conversion_rate : null,
    })),
    currency: store.data.analytics.currency,
    next_skip: skip + count < figures.length ? skip + count : null,
  };
}

const trendOf = (p: Product, i: number) => ({
  product_id: p.product_id,
  inventory_id: p.inventory_id,
  title: p.title,
  view: 500 - i * 10,
  add: 80 - i,
  image: p.image,
  rank: Math.max(0, 90 - i * 15),
});

const socialStatus = (store: MockStore, network: Social) => {
  const posts = store.data.posts[network];
  return { connected: posts.length > 0, number_of_posts: posts.length, username: 'demo_store' };
};

/** Endpoints with behaviour over the store; the others answer `sampleOf(response)`. */
const resolvers: Resolvers = {
  health: () => ({ service: 'api', ok: true as const }),

  // ---- auth
  verifySession: ({ store }) => store.data.session,
  login: ({ body, store }) => {
    if (body.username !== 'demo' || body.password !== 'demo1234')
      throw new MockFailure(200, ERROR_MESSAGES.incorrectLogin);
    return { token: store.data.session.token };
  },
  influencerLogin: ({ body, store }) => {
    const inf = store.getInfluencer(body.username);
    if (body.admin_username !== 'demo' || !inf || body.password !== `${inf.username}1234`)
      throw new MockFailure(200, ERROR_MESSAGES.incorrectLogin);
    return { token: 'mock-token-influencer' };
  },
  // The mock's login-link code of an influencer is `code-{username}`.
  influencerCodeLogin: ({ body, store }) => {
    const inf = store.getInfluencer(body.username);
    if (body.admin_username !== 'demo' || !inf || body.code !== `code-${inf.username}`)
      throw new MockFailure(200, ERROR_MESSAGES.incorrectLogin);
    return { token: 'mock-token-influencer' };
  },
  register: () => null,
  registerConnect: () => ({ token: 'mock-token-admin' }),
  loginConnect: () => ({ token: 'mock-token-admin' }),
  validateUsername: ({ body }) => ({ available: body.username !== 'demo' }),
  validateEmail: ({ body }) => ({ available: body.email !== 'demo@demo-store.test' }),
  resetPassword: () => null,
  requestPasswordReset: () => null,
  requestInfluencerPasswordReset: () => null,
  requestUserPasswordReset: () => null,
  verifyAccount: () => ({ verified: true }),
  registrationRequest: () => null,
  logout: () => null,

  // ---- account
  storeConnect: () => null,
  storeDisconnect: () => null,
  syncProducts: () => null,
  uploadFile: ({ query }) => ({
    url: `https://cdn.shoppable.test/uploads/${query.custom_name ?? 'upload'}`,
  }),
  listOrders: ({ query, store }) => store.listOrders(query),
  orderDetails: ({ params, store }) => found(store.data.orderItems[params.orderId]),
  commitLogs: () => null,

  // ---- plans
  subscribePlan: ({ body }) =>
    `https://billing.shoppable.test/checkout?plan=${body.store_subscription_plan}`,
  switchToFreePlan: ({ store }) => {
    const brand = store.data.session.brand;
    if (brand) brand.subscription_plan = 'FREE';
    return null;
  },
  requestPlanUpgrade: () => null,
  cancelPlan: () => null,

  // ---- settings
  updateAppearance: ({ body, store }) => {
    const brand = store.data.session.brand;
    if (brand) brand.logo_url = body.appearance.logo_url;
    return null;
  },
  updateTheme: ({ body, store }) => {
    const brand = found(store.data.session.brand ?? undefined);
    if (brand.theme_version !== body.version) throw new MockFailure(409, staleEditMessage('theme'));
    brand.theme = body.theme;
    brand.theme_version += 1;
    return { theme: body.theme, version: brand.theme_version };
  },
  updateSettings: ({ body, store }) => {
    const brand = found(store.data.session.brand ?? undefined);
    if (brand.settings_version !== body.version)
      throw new MockFailure(409, staleEditMessage('settings'));
    brand.shipping_and_return_url = body.shipping_and_return_url;
    brand.facebook_pixel_id = body.facebook_pixel_id;
    brand.google_analytics_id = body.google_analytics_id;
    brand.auto_swap_enabled = body.auto_swap_enabled;
    brand.utm_params = body.utm_params;
    if (brand.product_vision_configurations)
      brand.product_vision_configurations.sensitivity = body.product_search_sensitivity;
    brand.settings_version += 1;
    return { version: brand.settings_version };
  },
  getOptionsMap: ({ store }) => store.data.optionMap,
  updateOptionsMap: ({ body, store }) => {
    store.data.optionMap = body;
    return null;
  },

  // ---- links, shorts, multilinks
  listLinks: ({ query, store }) => store.listLinks(query),
  getLink: ({ params, store }) => found(store.getLink(params.id)),
  createLink: ({ body, store }) => store.createLink(body),
  editLink: ({ params, body, store }) => {
    atVersion(store.getLink(params.id), body.version, 'link');
    return found(store.editLink(params.id, body));
  },
  closeLink: ({ params, store }) => {
    if (!store.closeLink(params.id)) throw notFound();
    return null;
  },
  deleteLink: ({ params, store }) => {
    if (!store.deleteLink(params.id)) throw notFound();
    return null;
  },
  listInfluencerLinks: ({ params, query, store }) =>
    store.listInfluencerLinks(params.username, query),
  soldOutLinks: ({ store }) => store.soldOutLinks(),
  previewSwaps: ({ query, store }) => store.previewSwaps(query.inventory_ids.split(',')),
  createShort: ({ body, store }) => store.createShort(body),
  editShort: ({ params, body, store }) => {
    atVersion(store.getLink(params.id), body.version, 'short');
    return found(store.editShort(params.id, body));
  },
  listMultilinks: ({ query, store }) => ({ multilinks: store.listMultilinks(query) }),
  getMultilink: ({ params, store }) => found(store.getMultilink(params.id)),
  createMultilink: ({ body, store }) => store.createMultilink(body),
  editMultilink: ({ params, body, store }) => {
    atVersion(store.getMultilink(params.id), body.version, 'multilink');
    return found(store.editMultilink(params.id, body));
  },
  closeMultilink: ({ params, store }) => {
    if (!store.closeMultilink(params.id)) throw notFound();
    return null;
  },
  deleteMultilink: ({ params, store }) => {
    if (!store.deleteMultilink(params.id)) throw notFound();
    return null;
  },

  // ---- influencers
  listInfluencers: ({ store }) => store.listInfluencers(),
  getInfluencer: ({ params, store }) => found(store.getInfluencer(params.username)),
  listInfluencersAnalytics: ({ store }) =>
    store.listInfluencers().map((inf) => ({
      username: inf.username,
      total_clicks: inf.analytics?.clicks ?? 0,
      total_sales: inf.analytics?.sales ?? 0,
      total_revenue: inf.analytics?.revenue ?? 0,
      currency: CURRENCY,
    })),
  validateInfluencerUsername: ({ body, store }) => ({
    available: store.isUsernameAvailable(body.username),
  }),
  validateInfluencerEmail: ({ body, store }) => ({
    available: store.isInfluencerEmailAvailable(body.email, body.except),
  }),
  createInfluencer: ({ body, store }) => {
    if (!store.isUsernameAvailable(body.username))
      throw new MockFailure(409, MESSAGES.usernameTaken);
    if (!store.isInfluencerEmailAvailable(body.email))
      throw new MockFailure(409, MESSAGES.emailTaken);
    if (!store.isPromocodeAvailable(body.promocode)) throw promocodeTaken(body.promocode);
    return store.createInfluencer(body);
  },
  editInfluencer: ({ params, body, store }) => {
    atVersion(store.getInfluencer(params.username), body.version, 'influencer');
    if (!store.isInfluencerEmailAvailable(body.email, params.username))
      throw new MockFailure(409, MESSAGES.emailTaken);
    if (!store.isPromocodeAvailable(body.promocode, params.username))
      throw promocodeTaken(body.promocode);
    return found(store.editInfluencer(params.username, body));
  },
  createInfluencerLoginCode: ({ params, store }) => {
    found(store.getInfluencer(params.username));
    return {
      code: `code-${params.username}`,
      expires_at: new Date(Date.now() + 72 * 3_600_000).toISOString(),
    };
  },
  resetInfluencerPassword: ({ params, store }) =>
    found(store.resetInfluencerPassword(params.username)),
  setInfluencerActivation: ({ params, body, store }) => {
    if (!store.setInfluencerActivation(params.username, body.activate)) throw notFound();
    return null;
  },
  influencerAnalyticsReport: ({ params, store }) => {
    found(store.getInfluencer(params.username));
    const report = store.data.analytics;
    return {
      ...report,
      influencers_insights: (report.influencers_insights ?? []).filter(
        (i) => i.influencer_username === params.username,
      ),
    };
  },
  influencerReport: ({ params, query, store }) => {
    const links = store.listInfluencerLinks(params.username, { count: 1000 });
    const rows = links.map((l) =>
      [l.link_id, l.link_type, l.visits ?? 0, l.checkouts ?? 0, l.revenue ?? 0].join(','),
    );
    return [
      `# ${params.username} ${query.from_date} to ${query.to_date} (${query.timezone})`,
      'link_id,link_type,visits,checkouts,revenue',
      ...rows,
    ].join('\n');
  },

  // ---- analytics
  insightsOverview: ({ store }) => store.data.analytics.influencers_insights ?? [],
  businessAnalytics: ({ store }) => store.data.analytics,
  lifetimeAnalytics: ({ store }) => store.data.analytics,
  linkAnalytics: ({ params, store }) => {
    found(store.getLink(params.linkId));
    return { ...store.data.analytics, influencers_insights: null };
  },
  linkAnalyticsRows: ({ query, store }) => linkRowsOf(store, query),
  linkProductsCount: ({ params, store }) => ({
    count: found(store.getLink(params.linkId)).products.length,
  }),
  linkProducts: ({ params, query, store }) => {
    const ids = new Set(found(store.getLink(params.linkId)).products.map((p) => p.product_id));
    const rows = store.data.products.filter((p) => ids.has(p.product_id)).map(productRow);
    const skip = query.skip ?? 0;
    const count = query.count ?? 9;
    return {
      products: rows.slice(skip, skip + count),
      next_skip: skip + count < rows.length ? skip + count : null,
    };
  },
  linkFunnel: ({ params, store }) => ({
    products: found(store.getLink(params.linkId)).products.map(funnelStep),
  }),
  linkOrders: ({ params, query, store }) => store.listOrders(query, params.linkId),
  linkOrderDetails: ({ params, store }) => found(store.data.orderItems[params.orderId]),
  postAnalytics: ({ params, store }) => {
    const post = found(store.data.posts[params.social].find((p) => p.post_id === params.postId));
    const series = store.data.analytics.shopboard_analytics?.data ?? [];
    return {
      clicks: series.reduce((sum, point) => sum + (point.visits ?? 0), 0),
      total_clicks: series.reduce((sum, point) => sum + (point.visits ?? 0), 0),
      products_count: post.products.length,
      clicks_data: series.map((point) => ({
        date: point.date,
        clicks: point.visits,
        visits: point.visits,
        checkouts: point.checkouts,
        influencer_attributed_checkouts: 0,
      })),
    };
  },
  postProducts: ({ params, query, store }) => {
    const post = found(store.data.posts[params.social].find((p) => p.post_id === params.postId));
    const skip = query.skip ?? 0;
    const count = query.count ?? 9;
    const rows = post.products.map(productRow);
    return {
      products: Object.fromEntries(
        rows.slice(skip, skip + count).map((row) => [row.product_id, row]),
      ),
      next_skip: skip + count < rows.length ? skip + count : null,
    };
  },

  // ---- products and trends
  searchProducts: ({ query, store }) => store.searchProducts(query),
  searchCollections: ({ query, store }) => store.searchCollections(query),
  updateProductsPreferences: ({ body, store }) => {
    const brand = store.data.session.brand;
    if (brand) brand.ai_preferences = { ...brand.ai_preferences, products_preferences: body };
    return null;
  },
  updateCollectionsPreferences: ({ body, store }) => {
    const brand = store.data.session.brand;
    if (brand)
      brand.ai_preferences = {
        ...brand.ai_preferences,
        collections_preferences: {
          prefered_collection_ids: body.prefered_collection_ids ?? null,
          exclude_collection_ids: body.exclude_collection_ids ?? null,
        },
      };
    return null;
  },
  productOptionImage: ({ body, store }) => {
    const p = found(store.data.products.find((item) => item.inventory_id === body.inventory_id));
    const value = Object.values(body.selected_options).join('-').toLowerCase() || 'default';
    return p.image ?? { src: `https://cdn.shoppable.test/products/${p.product_id}-${value}.jpg` };
  },
  topPerformingProducts: ({ store }) => store.data.trends,
  topProductCombinations: ({ store }) => {
    const trends = store.data.trends;
    const combos: string[][] = [];
    for (let i = 0; i + 1 < trends.length && combos.length < 4; i += 2)
      combos.push([trends[i]?.product_id ?? '', trends[i + 1]?.product_id ?? '']);
    return {
      top_combinations: combos,
      orders_together: combos.map((_, i) => 12 - i * 3),
      products: trends,
    };
  },
  complementaryProducts: ({ params, store }) =>
    store.data.products
      .filter((p) => p.product_id !== params.productId)
      .slice(0, 5)
      .map((p, i) => ({ product: trendOf(p, i), combination_score: Math.max(0, 0.9 - i * 0.1) })),

  // ---- shopboard
  shopboardStatus: ({ store }) => ({
    shopboard_url: store.data.session.brand ? 'https://shop.demo-store.test/shopboard' : null,
    social_medias: {
      instagram: socialStatus(store, 'instagram'),
      tiktok: socialStatus(store, 'tiktok'),
      pinterest: socialStatus(store, 'pinterest'),
    },
  }),
  shopboardConnectUrl: ({ params }) => ({
    redirect_url: `https://${params.network}.test/oauth/authorize?client_id=shoppable`,
  }),
  shopboardAuthConnect: () => null,
  shopboardAuthDisconnect: ({ params, store }) => {
    store.data.posts[params.network] = [];
    return null;
  },
  shopboardAnalytics: ({ store }) => ({
    shopboard_analytics:
      store.data.analytics.shopboard_analytics ?? store.data.analytics.looks_analytics,
    currency: CURRENCY,
  }),
  shopboardPosts: ({ params, query, store }) => {
    const skip = query.skip ?? 0;
    return store.data.posts[params.network].slice(skip, skip + (query.count ?? 24));
  },
  setPostVisible: ({ params, body, store }) => {
    const post = found(store.data.posts[params.network].find((p) => p.post_id === params.postId));
    post.visible = body.is_visible;
    return null;
  },
  tagPostProducts: ({ params, body, store }) => {
    const post = found(store.data.posts[params.network].find((p) => p.post_id === params.postId));
    post.products = store.data.products.filter((p) => body.product_ids.includes(p.product_id));
    post.selected_options = body.selected_options ?? null;
    return null;
  },
  syncShopboard: () => null,

  // ---- magic store
  mediaPresignedUrl: ({ body }) => ({
    presigned_url: `${MOCK_UPLOAD_ORIGIN}/${body.filename}?signature=mock`,
    destination_url: `https://cdn.shoppable.test/media/${body.filename}`,
  }),
  triggerCompression: ({ body }) => ({ job_id: 'job_0001', media_url: body.file_url }),
  checkCompressionStatus: () => ({ job_status: 'COMPLETE' }),
  mediaProductSearch: ({ store }) => {
    const selected = store.data.products.slice(0, 3);
    return {
      selected_products: selected,
      product_tag_result_ids: selected.map((p) => p.product_id),
    };
  },

  // ---- public
  publicPage: ({ params, query, store }) => {
    const brand = store.data.session.brand;
    const common = {
      theme: brand?.theme ?? null,
      option_map: store.data.optionMap,
      business_name: brand?.business_name ?? null,
      logo_url: brand?.logo_url ?? null,
    };
    const multi = store.getMultilink(params.linkId);
    if (multi) {
      // The server draws by traffic share; the mock answers the first experience for the device.
      const picked = multi.links_options.find(
        (o) => o.device_option === 'ALL' || !query.device || o.device_option === query.device,
      );
      return {
        kind: 'multilink' as const,
        link: null,
        multilink: multi,
        products: [],
        ...common,
        redirect_url: null,
        experience_id: picked?.link_id ?? null,
      };
    }
    const l = found(store.getLink(params.linkId));
    const ids = new Set(l.products.map((p) => p.inventory_id));
    const products = store.data.products.filter((p) => ids.has(p.inventory_id));
    const isShort = l.link_type === 'SHORT';
    return {
      kind: isShort ? ('short' as const) : ('link' as const),
      link: l,
      multilink: null,
      products,
      ...common,
      redirect_url: isShort
        ? (l.shopping_redirect_url ?? products[0]?.url ?? 'https://demo-store.test/')
        : null,
      experience_id: null,
    };
  },
  shopperEvent: () => null,
  publicCheckout: ({ body, store }) => {
    const l = found(store.getLink(body.link_id));
    const lines = body.items.map((item) => {
      const p = store.data.products.find((x) => x.inventory_id === item.inventory_id);
      return { quantity: item.quantity, price: 50, title: p?.title ?? item.inventory_id };
    });
    return {
      order_id: `ord_checkout_${store.data.orders.length + 1}`,
      created_at: store.data.now.toISOString(),
      currency: CURRENCY,
      influencer_profile_image_url: l.influencer_profile_image_url,
      order_status: 'PAID' as const,
      order_url: null,
      products_count: lines.reduce((sum, line) => sum + line.quantity, 0),
      total_price: lines.reduce((sum, line) => sum + line.quantity * line.price, 0),
      link_details: {
        link_id: l.link_id,
        description: l.description,
        images: l.images,
        link_default_image: l.link_default_image,
        link_type: l.link_type,
        url_type: l.url_type,
      },
    };
  },

  // ---- webhooks
  listWebhooks: ({ store }) => store.listWebhooks(),
  createWebhook: ({ body, store }) => {
    const created = store.createWebhook(body);
    if (!created) throw new MockFailure(409, webhookLimitMessage);
    return created;
  },
  deleteWebhook: ({ params, store }) => {
    if (!store.deleteWebhook(params.id)) throw notFound();
    return null;
  },
  testWebhook: ({ params, store }) => ({ delivery_id: found(store.testWebhook(params.id)) }),
};

/** The endpoints the mocks give real behaviour (the rest answer a schema-valid sample). */
export const resolvedEndpoints = Object.keys(resolvers) as EndpointName[];

/** msw's path syntax: `{id}` becomes `:id`. */
const mswPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Orders paths so that literal segments win over parameters at the same place (`/links/create`
 * before `/links/{businessId}`), since msw answers with the first handler that matches.
 */
function bySpecificity(a: Endpoint, b: Endpoint): number {
  const as = a.path.split('/');
  const bs = b.path.split('/');
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const ap = as[i]?.startsWith('{') ? 1 : 0;
    const bp = bs[i]?.startsWith('{') ? 1 : 0;
    if (ap !== bp) return ap - bp;
  }
  return 0;
}

/** The envelope of a success, under the endpoint's status; a 204 has no body. */
const envelope = (data: unknown, status: number = 200) =>
  status === 204
    ? new HttpResponse(null, { status })
    : HttpResponse.json({ status: true, data, error: null }, { status });
const failure = (status: number, error: string) =>
  HttpResponse.json({ status: false, data: null, error }, { status });

async function readBody(endpoint: Endpoint, request: Request): Promise<unknown> {
  if (!endpoint.body) return undefined;
  if (endpoint.requestFormat === 'multipart') {
    const form = await request.formData();
    return Object.fromEntries(form.entries());
  }
  const text = await request.text();
  return text ? JSON.parse(text) : {};
}

function parseSlot(schema: v.GenericSchema | undefined, value: unknown, slot: string) {
  if (!schema) return undefined;
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new MockFailure(400, `Invalid ${slot}: ${v.getDotPath(issue) ?? ''} ${issue.message}`);
  }
  return parsed.output;
}

/**
 * msw handlers standing in for the API in stories and unit tests: one per contract endpoint, over
 * an in-memory {@link MockStore} built by the deterministic fixtures. Every answer is checked
 * against the endpoint's response schema before it is sent.
 */
export function mockHandlers(baseUrl: string, options: MockOptions = {}): HttpHandler[] {
  const store =
    options.store ??
    new MockStore({
      now: MOCK_NOW,
      ...options,
    });
  const switched = (name: EndpointName) => !options.only || options.only.includes(name);
  const entries = (Object.entries(endpoints) as [EndpointName, Endpoint][]).sort(([, a], [, b]) =>
    bySpecificity(a, b),
  );

  const upload = http.put(`${MOCK_UPLOAD_ORIGIN}/*`, async () => {
    if (options.delayMs) await delay(options.delayMs);
    return new HttpResponse(null, { status: 200 });
  });
  const calls = entries.map(([name, endpoint]) => {
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const url = new URL(mswPath(endpoint.path), baseUrl).href;
    return http[method](url, async ({ request, params }) => {
      if (options.delayMs) await delay(options.delayMs);
      if (switched(name)) {
        if (options.loading) await delay('infinite');
        if (options.timeout) await delay(TIMINGS.requestTimeout + 1000);
        if (options.error) {
          const message =
            typeof options.error === 'string' ? options.error : ERROR_MESSAGES.general;
          return endpoint.responseFormat === 'csv' ? failure(500, message) : failure(200, message);
        }
      }
      try {
        const session = store.data.session;
        if (!session.is_admin && ADMIN_ONLY.has(name)) throw new MockFailure(403, 'Forbidden');
        if (
          !session.is_admin &&
          LINK_WRITES.has(name) &&
          !session.user.permissions?.allow_creating_and_editing_links
        )
          throw new MockFailure(403, 'Forbidden');
        // An influencer reads only their own influencer data (the public page's username is the merchant's).
        if (
          !session.is_admin &&
          name !== 'publicPage' &&
          typeof params.username === 'string' &&
          params.username !== session.user.username
        )
          throw new MockFailure(403, 'Forbidden');
        const query = Object.fromEntries(new URL(request.url).searchParams.entries());
        const input = {
          params: parseSlot(endpoint.params, params, 'params'),
          query: parseSlot(endpoint.query, query, 'query'),
          body: parseSlot(endpoint.body, await readBody(endpoint, request), 'body'),
          store,
        };
        const resolve = resolvers[name] as ((i: typeof input) => unknown) | undefined;
        const data = resolve ? resolve(input) : sampleOf(endpoint.response);
        const checked = v.safeParse(endpoint.response, data);
        if (!checked.success)
          throw new Error(`mock of ${name} broke its contract: ${checked.issues[0].message}`);
        if (endpoint.responseFormat === 'csv')
          return new HttpResponse(String(data), { headers: { 'Content-Type': 'text/csv' } });
        return envelope(data, endpoint.successStatus);
      } catch (error) {
        if (error instanceof MockFailure) return failure(error.status, error.message);
        throw error;
      }
    });
  });
  return [...calls, upload];
}
