/**
 * Entity schemas shared by the endpoints: the fields of platform.md §3 and content.md §3, with
 * the wire names (snake_case, spelling included: `prefered_*`) exactly as the spec writes them.
 * Where the spec does not give a field's type, the choice is written next to the field.
 */
import { LIMITS, SENSITIVITY_OPTIONS } from '@shoppable/domain';
import * as v from 'valibot';

// ---------------------------------------------------------------------------------------------
// Building blocks

/** A calendar day or timestamp as ISO 8601 text (decided: dates travel as strings). */
export const isoDate = v.string();
/** An identifier: ids are strings on the wire (decided, also for numeric-looking ids). */
export const id = v.string();
/** A list of identifiers. */
export const ids = v.array(id);
/** A count or amount. */
export const num = v.number();
/** An answer the spec does not show: the client ignores `data`, so anything is accepted. */
export const notShown = v.unknown();
/** An empty body object. */
export const noBody = v.object({});

/** Pagination by `count` and `skip` (query strings carry numbers as text, hence the coercion). */
const numeric = v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]);
/** A boolean flag in a query string: `true`/`false` as text, or a boolean. */
const flag = v.union([
  v.boolean(),
  v.pipe(
    v.picklist(['true', 'false']),
    v.transform((s) => s === 'true'),
  ),
]);

export const queryNumber = numeric;
export const queryFlag = flag;

/** `?count&skip`. */
export const pageQuery = v.object({ count: v.optional(numeric), skip: v.optional(numeric) });
/** `?from_date&to_date` (ISO days). */
export const dateRangeQuery = v.object({
  from_date: v.optional(isoDate),
  to_date: v.optional(isoDate),
});

/** A social network of the shopboard (content.md §2). */
export const social = v.picklist(['instagram', 'tiktok', 'pinterest']);

// ---------------------------------------------------------------------------------------------
// Theme and option map

const shape = v.picklist(['shape1', 'shape2', 'shape3']);
const colour = v.string();

/** The theme with its server fields (platform.md §7 PUT theme). */
export const theme = v.object({
  checkout_button_shape: shape,
  checkout_button_background_color: colour,
  checkout_button_font_color: colour,
  checkout_button_border_color: colour,
  promo_code_display_border_radius: shape,
  promo_code_display_background_color: colour,
  promo_code_display_font_color: colour,
  promo_code_display_border_color: colour,
  promo_code_display_shadow_shown: v.boolean(),
  is_influencer_display_shown: v.boolean(),
  cart_button_icon: v.picklist(['cart1', 'cart2', 'cart3']),
  is_discount_strip_shown: v.boolean(),
  discount_background_color: colour,
  discount_font_color: colour,
  is_shipping_and_sales_strip_shown: v.boolean(),
  shipping_and_sales_strip_background_color: colour,
  shipping_and_sales_strip_font_color: colour,
  shipping_and_sales_strip_sentences: v.pipe(
    v.array(v.pipe(v.string(), v.maxLength(LIMITS.stripSentenceMax))),
    v.maxLength(LIMITS.stripSentences),
  ),
  image_border_radius: v.picklist(['0px', '6px', '10px']),
  is_preorder_text_shown: v.boolean(),
  preorder_text: v.pipe(v.string(), v.maxLength(LIMITS.preorderTextMax)),
  add_to_cart_button_shape: shape,
  add_to_cart_button_background_color: colour,
  add_to_cart_button_border_color: colour,
  add_to_cart_button_font_color: colour,
});

/** One value of a product option: its colour or its text. */
export const optionValue = v.object({
  hex_value: v.nullish(v.string()),
  text_value: v.nullish(v.string()),
});

/** The product option map, keyed by option name, each option's values keyed by value. */
export const optionMap = v.record(
  v.string(),
  v.object({
    type: v.picklist(['COLOR', 'TEXT']),
    values: v.record(v.string(), optionValue),
  }),
);

// ---------------------------------------------------------------------------------------------
// Settings, brand, user

/** UTM parameters as the server names them; any may be missing. */
export const utmParams = v.object({
  utm_source: v.nullish(v.string()),
  utm_medium: v.nullish(v.string()),
  utm_campaign: v.nullish(v.string()),
  utm_term: v.nullish(v.string()),
  utm_content: v.nullish(v.string()),
});

/** Influencer permissions from the server (platform.md §3). */
export const permissions = v.object({
  analytics_commission_enabled: v.boolean(),
  analytics_clicks_enabled: v.boolean(),
  analytics_revenue_enabled: v.boolean(),
  analytics_sales_enabled: v.boolean(),
  analytics_cr_enabled: v.boolean(),
  analytics_aov_enabled: v.boolean(),
  allow_creating_and_editing_links: v.boolean(),
});

/** Product vision sensitivity: the stored names are not in the spec; decided in `domain`. */
export const sensitivity = v.picklist(SENSITIVITY_OPTIONS.map((option) => option.value));

/** Subscription plan names, uppercase (platform.md §4). */
export const planName = v.picklist(['FREE', 'STARTER', 'BUSINESS', 'PRO', 'ENTERPRISE']);

/** AI preferences (content.md §3). */
export const productsPreferences = v.object({
  prefered_product_ids: v.nullable(ids),
  exclude_product_ids: v.nullable(ids),
});
export const collectionsPreferences = v.object({
  prefered_collection_ids: v.nullable(ids),
  exclude_collection_ids: v.nullable(ids),
});
export const aiPreferences = v.object({
  products_preferences: v.nullish(productsPreferences),
  collections_preferences: v.nullish(collectionsPreferences),
});

/** Product vision configurations (platform.md §3). */
export const productVisionConfigurations = v.object({
  is_enabled: v.boolean(),
  product_category: v.nullish(v.string()),
  sensitivity,
});

/** The business (platform.md §3 "Brand"). */
export const brand = v.object({
  business_id: id,
  business_name: v.string(),
  logo_url: v.nullable(v.string()),
  currency: v.string(),
  subscription_plan: planName,
  free_trial_days_left: v.nullable(num),
  domain: v.nullable(v.string()),
  available_domains: v.array(v.string()),
  utm_params: v.nullish(utmParams),
  shipping_and_return_url: v.nullish(v.string()),
  facebook_pixel_id: v.nullish(v.string()),
  google_analytics_id: v.nullish(v.string()),
  auto_swap_enabled: v.boolean(),
  ai_preferences: v.nullish(aiPreferences),
  product_vision_configurations: v.nullish(productVisionConfigurations),
  /** Decided: the brand carries the stored theme (`null` until first saved: `theme.isInitial`). */
  theme: v.nullish(theme),
});

/** The signed-in user (platform.md §3 "User/session"). */
export const user = v.object({
  name: v.string(),
  admin_username: v.nullish(v.string()),
  username: v.string(),
  profile_image_url: v.nullish(v.string()),
  email: v.nullish(v.string()),
  promocode: v.nullish(v.string()),
  permissions: v.nullish(permissions),
});

/** The answer of POST /auth/verify: token, user, brand. */
export const session = v.object({
  token: v.string(),
  user,
  is_admin: v.boolean(),
  brand: v.nullable(brand),
});

/** A token answer (decided: `{token}` for every login and register call). */
export const tokenData = v.object({ token: v.string() });

/** An availability answer (decided: `{available}`). */
export const availability = v.object({ available: v.boolean() });

// ---------------------------------------------------------------------------------------------
// Catalogue

/** An image reference `{src}` (product and collection images, option images). */
export const image = v.object({ src: v.string() });

/** A product option (name, position, values). */
export const productOption = v.object({
  name: v.string(),
  position: num,
  values: v.array(v.string()),
});

/** A product of the store (content.md §3). */
export const product = v.object({
  inventory_id: id,
  product_id: id,
  title: v.string(),
  handle: v.string(),
  image: v.nullable(image),
  product_status: v.string(),
  total_quantity: num,
  url: v.string(),
  selling_score: v.nullish(num),
  variant_availability_ratio: v.nullish(num),
  options: v.array(productOption),
  /** Decided: the lowest variant price, in the business currency (the shopper's page shows it). */
  price: v.nullish(num),
});

/** A collection of the store (content.md §3). */
export const collection = v.object({
  collection_id: id,
  title: v.string(),
  images: v.nullish(v.object({ medium: v.nullish(image) })),
  products_count: num,
  description: v.nullish(v.string()),
  url: v.string(),
});

/** Chosen options per inventory id: option name to value. */
export const selectedOptions = v.record(v.string(), v.record(v.string(), v.string()));

// ---------------------------------------------------------------------------------------------
// Links, shorts, multilinks

export const linkType = v.picklist(['SHORT', 'LOOK', 'SHOPBOARD']);
export const urlType = v.picklist(['product', 'collection', 'custom', 'organic']);

/** A link image `{src, id}`. */
export const linkImage = v.object({ src: v.string(), id: v.nullish(id) });

/** A promocode as it comes back: `{code}`. */
export const promocode = v.object({ code: v.string() });

/** The analytics a link carries. */
export const linkAnalyticsTotals = v.object({
  visits: num,
  checkouts: num,
  revenue: num,
  requested_checkouts: v.nullish(num),
  total_tax: v.nullish(num),
  currency: v.nullish(v.string()),
});

/** A link, short or shopboard post link (content.md §3 "Link (server)"). */
export const link = v.object({
  link_id: id,
  description: v.nullish(v.string()),
  /** Decided: a short's title travels as `title`. */
  title: v.nullish(v.string()),
  created_at: isoDate,
  images: v.array(linkImage),
  link_default_image: v.nullish(v.string()),
  currency: v.string(),
  revenue: v.nullish(num),
  visits: v.nullish(num),
  checkouts: v.nullish(num),
  influencer_username: v.nullish(v.string()),
  /** Decided: the list item shows the influencer's image. */
  influencer_profile_image_url: v.nullish(v.string()),
  shopping_redirect_url: v.nullish(v.string()),
  url_type: v.nullish(urlType),
  link_type: linkType,
  promocode: v.nullish(promocode),
  utm_params: v.nullish(utmParams),
  selected_options: v.nullish(selectedOptions),
  products: v.array(v.object({ product_id: id, inventory_id: id, title: v.string() })),
  collections: v.array(v.object({ collection_id: id, title: v.string() })),
  link_analytics: v.nullish(linkAnalyticsTotals),
  /** The expiry flag (decided name). */
  is_expired: v.boolean(),
});

/** The link payload on create and edit (content.md §3). */
export const linkPayload = v.object({
  images: v.array(linkImage),
  inventory_ids: ids,
  selected_options: v.nullish(selectedOptions),
  collection_ids: v.nullish(ids),
  promocode: v.nullish(v.pipe(v.string(), v.maxLength(LIMITS.promocodeMax))),
  description: v.pipe(v.string(), v.maxLength(LIMITS.linkDescriptionMax)),
  business_id: id,
  shopping_redirect_url: v.nullish(v.string()),
  influencer_username: v.nullish(v.string()),
  utm_params: v.nullish(utmParams),
  link_type: linkType,
});

/** The short create/edit body (content.md §3 lists the inputs; the body is decided here). */
export const shortPayload = v.object({
  business_id: id,
  /** The custom id of the short's public URL, when chosen. */
  link_id: v.nullish(id),
  /** The promocode ("a code"). */
  promocode: v.nullish(v.pipe(v.string(), v.maxLength(LIMITS.promocodeMax))),
  title: v.pipe(v.string(), v.maxLength(LIMITS.shortTitleMax)),
  url_type: urlType,
  inventory_ids: v.nullish(ids),
  collection_ids: v.nullish(ids),
  influencer_username: v.nullish(v.string()),
  shopping_redirect_url: v.nullish(v.string()),
  utm_params: v.nullish(utmParams),
});

export const deviceOption = v.picklist(['ALL', 'MOBILE', 'PC']);

/** One option of a multilink as read (content.md §3). */
export const multilinkOption = v.object({
  value: num,
  device_option: deviceOption,
  link_id: id,
  link_data: v.object({
    shopping_redirect_url: v.nullish(v.string()),
    description: v.nullish(v.string()),
    link_type: linkType,
    url_type: v.nullish(urlType),
    link_default_image: v.nullish(v.string()),
    products: v.array(v.object({ product_id: id, inventory_id: id, title: v.string() })),
    collections: v.array(v.object({ collection_id: id, title: v.string() })),
    selected_options: v.nullish(selectedOptions),
    utm_params: v.nullish(utmParams),
    promocode: v.nullish(promocode),
    link_analytics: v.nullish(linkAnalyticsTotals),
  }),
});

/** A multilink as read (content.md §3). */
export const multilink = v.object({
  multilink_id: id,
  title: v.string(),
  created_at: isoDate,
  currency: v.string(),
  splitter_type: v.literal('PERCENTAGE'),
  /** A string or `{code}`, as the spec says. */
  promocode: v.nullish(v.union([v.string(), promocode])),
  utm_params: v.nullish(utmParams),
  is_expired: v.boolean(),
  links_options: v.array(multilinkOption),
});

/** The multilink save payload (content.md §3); `link_id` per option on edit. */
export const multilinkPayload = v.object({
  business_id: id,
  title: v.pipe(v.string(), v.nonEmpty(), v.maxLength(LIMITS.multilinkTitleMax)),
  splitter_type: v.literal('PERCENTAGE'),
  promocode: v.nullish(v.string()),
  utm_params: v.nullish(utmParams),
  links_options: v.array(
    v.object({
      value: v.pipe(v.number(), v.minValue(0), v.maxValue(LIMITS.trafficShareTotal)),
      device_option: deviceOption,
      link_id: v.optional(id),
      link_resource: v.object({
        images: v.array(linkImage),
        inventory_ids: ids,
        collection_ids: v.nullish(ids),
        shopping_redirect_url: v.nullish(v.string()),
        link_type: linkType,
        selected_options: v.nullish(selectedOptions),
      }),
    }),
  ),
});

// ---------------------------------------------------------------------------------------------
// Influencers

export const commissionRules = v.object({
  reduce_refunds_from_commission: v.boolean(),
  reduce_vat_from_commission: v.boolean(),
});
export const revenueRules = v.object({ net_revenue_ratio: num });

/** Per-influencer totals (content.md §3 "Influencer analytics"). */
export const influencerAnalytics = v.object({
  username: v.string(),
  total_clicks: num,
  total_sales: num,
  total_revenue: num,
  currency: v.string(),
});

/** An influencer (content.md §3). */
export const influencer = v.object({
  username: v.string(),
  email: v.nullish(v.string()),
  profile_image_url: v.nullish(v.string()),
  phone: v.nullish(v.string()),
  promocode: v.nullish(v.string()),
  commission: num,
  /** Present only in the password-reset answer. */
  password: v.nullish(v.string()),
  is_active: v.boolean(),
  permissions,
  commission_rules: v.nullish(commissionRules),
  revenue_rules: v.nullish(revenueRules),
  analytics: v.nullish(v.object({ clicks: num, sales: num, revenue: num })),
  links: v.nullish(v.array(link)),
  shorts: v.nullish(v.array(link)),
});

/** The influencer create body; edit takes the same without `username`. */
export const influencerPayload = v.object({
  username: v.string(),
  email: v.string(),
  profile_image_url: v.nullish(v.string()),
  promocode: v.nullish(v.pipe(v.string(), v.maxLength(LIMITS.promocodeMax))),
  commission: v.pipe(
    v.number(),
    v.minValue(LIMITS.commission.min),
    v.maxValue(LIMITS.commission.max),
  ),
  phone: v.nullish(v.string()),
  permissions,
  commission_rules: commissionRules,
  revenue_rules: revenueRules,
});

/** Insights per influencer (content.md §3). */
export const influencerInsight = v.object({
  influencer_username: v.string(),
  currency: v.string(),
  clicks_looks: num,
  clicks_shorts: num,
  commission: num,
  revenue_external: num,
  revenue_looks: num,
  revenue_shorts: num,
  influencer_attributed_revenue: num,
  influencer_attributed_revenue_looks: num,
  influencer_attributed_revenue_shorts: num,
  sales_external: num,
  sales_looks: num,
  sales_shorts: num,
  influencer_attributed_sales_looks: num,
  influencer_attributed_sales_shorts: num,
  total_sales: num,
  total_refunded: num,
});

// ---------------------------------------------------------------------------------------------
// Analytics and orders

/** One day of a channel's series. */
export const analyticsPoint = v.object({
  date: isoDate,
  visits: v.nullish(num),
  checkouts: num,
  revenue: num,
  total_tax: v.nullish(num),
});

/** One channel's totals and series (looks, shorts, shopboard). */
export const analyticsBucket = v.object({
  data: v.array(analyticsPoint),
  visits: num,
  checkouts: num,
  revenue: num,
  requested_checkouts: num,
  total_tax: num,
  influencer_attributed_revenue: v.nullish(num),
  influencer_attributed_checkouts: v.nullish(num),
});

/** Business, lifetime, influencer and link analytics (content.md §3 "Link analytics response"). */
export const analyticsReport = v.object({
  looks_analytics: analyticsBucket,
  shorts_analytics: analyticsBucket,
  shopboard_analytics: v.nullish(analyticsBucket),
  currency: v.string(),
  influencers_insights: v.nullish(v.array(influencerInsight)),
});

/** A product row of the analytics lists (content.md §3). */
export const productRow = v.object({
  product_id: id,
  title: v.string(),
  view: num,
  add: num,
  buy: num,
  rank: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  image: v.nullable(image),
});

/** The link a sold order came from. */
export const linkDetails = v.object({
  link_id: id,
  description: v.nullish(v.string()),
  images: v.array(linkImage),
  link_default_image: v.nullish(v.string()),
  link_type: linkType,
  url_type: v.nullish(urlType),
});

/** An order row (platform.md §3). Statuses PAID, REFUNDED, PARTIALLY_REFUNDED. */
export const order = v.object({
  order_id: id,
  created_at: isoDate,
  currency: v.string(),
  influencer_profile_image_url: v.nullish(v.string()),
  order_status: v.picklist(['PAID', 'REFUNDED', 'PARTIALLY_REFUNDED']),
  order_url: v.nullish(v.string()),
  products_count: num,
  total_price: num,
  link_details: v.nullish(linkDetails),
});

/** One item of an order's details. */
export const orderItem = v.object({
  title: v.string(),
  image: v.nullable(image),
  variant_title: v.nullish(v.string()),
  price: num,
  quantity: num,
});

/** A trend item (content.md §3). */
export const trendItem = v.object({
  product_id: id,
  title: v.string(),
  view: num,
  add: num,
  image: v.nullable(image),
  rank: num,
});

// ---------------------------------------------------------------------------------------------
// Shopboard

/** One network's connection (content.md §3). `number_of_posts` -1 while syncing. */
export const socialMediaStatus = v.object({
  connected: v.boolean(),
  number_of_posts: v.nullable(num),
  username: v.nullish(v.string()),
});

/** A social post of the shopboard (content.md §3). */
export const socialPost = v.object({
  post_id: id,
  image_url: v.string(),
  products: v.array(product),
  auto_tagged_products: v.array(product),
  visible: v.boolean(),
  selected_options: v.nullish(selectedOptions),
});
