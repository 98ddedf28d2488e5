import {
  MAX_WEBHOOK_ENDPOINTS,
  SOLD_OUT_LINKS_LISTED,
  WEBHOOK_TEST_EVENT,
  type linkPayload,
  type multilinkPayload,
  type influencerPayload,
  type shortPayload,
  type previewSwaps,
  type soldOutLinks,
  type webhookPayload,
} from '@shoppable/api-contract';
import { PAGE_SIZES, planSwaps, type SwapCandidate } from '@shoppable/domain';
import type * as v from 'valibot';
import {
  BUSINESS_ID,
  CURRENCY,
  createMockData,
  type Influencer,
  type Link,
  type MockData,
  type MockDataOptions,
  type Multilink,
  type Brand,
  type Product,
  type WebhookEndpoint,
} from './fixtures';

export type LinkPayload = v.InferOutput<typeof linkPayload>;
export type ShortPayload = v.InferOutput<typeof shortPayload>;
export type MultilinkPayload = v.InferOutput<typeof multilinkPayload>;
export type InfluencerPayload = v.InferOutput<typeof influencerPayload>;
export type WebhookPayload = v.InferOutput<typeof webhookPayload>;

/** A page of a list by `count` and `skip`. */
function page<T>(
  items: readonly T[],
  count: number | undefined,
  skip: number | undefined,
  size: number,
) {
  const start = skip ?? 0;
  return items.slice(start, start + (count ?? size));
}

const matches = (text: string | null | undefined, q: string) =>
  (text ?? '').toLowerCase().includes(q.toLowerCase());

/**
 * The mocks' in-memory state: lists built by the fixture factories, changed by the create, edit,
 * close and delete calls so that a story or test sees its own writes (created items come first).
 */
export class MockStore {
  readonly data: MockData;
  private sequence = 0;

  constructor(options: MockDataOptions) {
    this.data = createMockData(options);
  }

  get businessId() {
    return this.data.session.brand?.business_id ?? BUSINESS_ID;
  }

  /** The signed-in influencer's username, or `null` for the merchant. */
  get influencerUsername(): string | null {
    return this.data.session.is_admin ? null : this.data.session.user.username;
  }

  private nextId(prefix: string) {
    this.sequence += 1;
    return `${prefix}_new_${String(this.sequence).padStart(4, '0')}`;
  }

  private createdAt() {
    // Created items are newer than every fixture: `now` plus one second per write.
    return new Date(this.data.now.getTime() + this.sequence * 1000).toISOString();
  }

  // ---- links and shorts -----------------------------------------------------------------------

  /** Links visible to the signed-in user, newest first, filtered by `q` and `link_type`. */
  listLinks(query: { q?: string; count?: number; skip?: number; link_type?: Link['link_type'] }) {
    const own = this.influencerUsername;
    const found = this.data.links.filter(
      (l) =>
        (!own || l.influencer_username === own) &&
        (!query.link_type || l.link_type === query.link_type) &&
        (!query.q || matches(l.description, query.q) || matches(l.title, query.q)),
    );
    return page(found, query.count, query.skip, PAGE_SIZES.links);
  }

  listInfluencerLinks(
    username: string,
    query: { count?: number; skip?: number; link_type?: 'link' | 'short' },
  ) {
    const found = this.data.links.filter(
      (l) =>
        l.influencer_username === username &&
        (!query.link_type || (query.link_type === 'short') === (l.link_type === 'SHORT')),
    );
    return page(found, query.count, query.skip, PAGE_SIZES.links);
  }

  getLink(id: string): Link | undefined {
    return this.data.links.find((l) => l.link_id === id);
  }

  private linkProducts(inventoryIds: readonly string[] | null | undefined) {
    return (inventoryIds ?? [])
      .map((id) => this.data.products.find((p) => p.inventory_id === id))
      .filter((p): p is Product => p !== undefined)
      .map((p) => ({ product_id: p.product_id, inventory_id: p.inventory_id, title: p.title }));
  }

  private linkCollections(collectionIds: readonly string[] | null | undefined) {
    return (collectionIds ?? []).flatMap((id) => {
      const c = this.data.collections.find((item) => item.collection_id === id);
      return c ? [{ collection_id: c.collection_id, title: c.title }] : [];
    });
  }

  private influencerImage(username: string | null | undefined) {
    return this.data.influencers.find((i) => i.username === username)?.profile_image_url ?? null;
  }

  private linkFields(body: LinkPayload | ShortPayload) {
    const products = this.linkProducts(body.inventory_ids);
    const first = this.data.products.find((p) => p.inventory_id === products[0]?.inventory_id);
    const username = this.influencerUsername ?? body.influencer_username ?? null;
    return {
      currency: this.data.session.brand?.currency ?? CURRENCY,
      influencer_username: username,
      influencer_profile_image_url: this.influencerImage(username),
      shopping_redirect_url: body.shopping_redirect_url ?? null,
      promocode: body.promocode ? { code: body.promocode } : null,
      utm_params: body.utm_params ?? null,
      products,
      collections: this.linkCollections(body.collection_ids),
      link_default_image: first?.image?.src ?? null,
    };
  }

  /** Creates a link (Instant or shopboard link) and puts it first. */
  createLink(body: LinkPayload): Link {
    const created: Link = {
      link_id: this.nextId('lnk'),
      description: body.description,
      title: null,
      created_at: this.createdAt(),
      images: body.images,
      revenue: 0,
      visits: 0,
      checkouts: 0,
      url_type: body.link_type === 'SHOPBOARD' ? 'organic' : null,
      link_type: body.link_type,
      selected_options: body.selected_options ?? null,
      link_analytics: { visits: 0, checkouts: 0, revenue: 0, currency: CURRENCY },
      is_expired: false,
      version: 1,
      ...this.linkFields(body),
    };
    this.data.links.unshift(created);
    return created;
  }

  /**
   * Replaces a link's fields in place and takes its version one up; `undefined` when there is no
   * such link. The handlers check the edit's version first (409 when stale); called directly, it
   * is an edit made elsewhere.
   */
  editLink(id: string, body: LinkPayload): Link | undefined {
    const index = this.data.links.findIndex((l) => l.link_id === id);
    const current = this.data.links[index];
    if (!current) return undefined;
    const edited: Link = {
      ...current,
      description: body.description,
      images: body.images,
      link_type: body.link_type,
      selected_options: body.selected_options ?? null,
      ...this.linkFields(body),
      version: current.version + 1,
    };
    this.data.links[index] = edited;
    return edited;
  }

  createShort(body: ShortPayload): Link {
    const created: Link = {
      link_id: body.link_id ?? this.nextId('lnk'),
      description: null,
      title: body.title,
      created_at: this.createdAt(),
      images: [],
      revenue: 0,
      visits: 0,
      checkouts: 0,
      url_type: body.url_type,
      link_type: 'SHORT',
      selected_options: null,
      link_analytics: { visits: 0, checkouts: 0, revenue: 0, currency: CURRENCY },
      is_expired: false,
      version: 1,
      ...this.linkFields(body),
    };
    this.data.links.unshift(created);
    return created;
  }

  /** Replaces a short's fields in place and takes its version one up (see `editLink`). */
  editShort(id: string, body: ShortPayload): Link | undefined {
    const index = this.data.links.findIndex((l) => l.link_id === id);
    const current = this.data.links[index];
    if (!current) return undefined;
    const edited: Link = {
      ...current,
      title: body.title,
      url_type: body.url_type,
      ...this.linkFields(body),
      version: current.version + 1,
    };
    this.data.links[index] = edited;
    return edited;
  }

  /**
   * Another client's edit of a link or short: applies `change` and takes the version one up, so
   * that an editor that loaded the link before gets 409 on its next save (the conflict stories).
   */
  changeLinkElsewhere(id: string, change: Partial<Omit<Link, 'link_id' | 'version'>>): Link {
    const current = this.getLink(id);
    if (!current) throw new Error(`No link ${id} in the mock store`);
    Object.assign(current, change, { version: current.version + 1 });
    return current;
  }

  closeLink(id: string): boolean {
    const found = this.getLink(id);
    if (found) found.is_expired = true;
    return found !== undefined;
  }

  deleteLink(id: string): boolean {
    const before = this.data.links.length;
    this.data.links = this.data.links.filter((l) => l.link_id !== id);
    return this.data.links.length < before;
  }

  // ---- multilinks -----------------------------------------------------------------------------

  listMultilinks(query: { q?: string; count?: number; skip?: number }) {
    const found = this.data.multilinks.filter((m) => !query.q || matches(m.title, query.q));
    return page(found, query.count, query.skip, PAGE_SIZES.multilinks);
  }

  getMultilink(id: string): Multilink | undefined {
    return this.data.multilinks.find((m) => m.multilink_id === id);
  }

  private multilinkFields(body: MultilinkPayload, id: string) {
    return {
      title: body.title,
      promocode: body.promocode ?? null,
      utm_params: body.utm_params ?? null,
      links_options: body.links_options.map((option, i) => ({
        value: option.value,
        device_option: option.device_option,
        link_id: option.link_id ?? `${id}_${i + 1}`,
        link_data: {
          shopping_redirect_url: option.link_resource.shopping_redirect_url ?? null,
          description: null,
          link_type: option.link_resource.link_type,
          url_type: null,
          link_default_image: option.link_resource.images[0]?.src ?? null,
          products: this.linkProducts(option.link_resource.inventory_ids),
          collections: this.linkCollections(option.link_resource.collection_ids),
          selected_options: option.link_resource.selected_options ?? null,
          utm_params: body.utm_params ?? null,
          promocode: body.promocode ? { code: body.promocode } : null,
          link_analytics: null,
        },
      })),
    };
  }

  createMultilink(body: MultilinkPayload): Multilink {
    const id = this.nextId('mlt');
    const created: Multilink = {
      multilink_id: id,
      created_at: this.createdAt(),
      currency: CURRENCY,
      splitter_type: 'PERCENTAGE',
      is_expired: false,
      version: 1,
      ...this.multilinkFields(body, id),
    };
    this.data.multilinks.unshift(created);
    return created;
  }

  editMultilink(id: string, body: MultilinkPayload): Multilink | undefined {
    const index = this.data.multilinks.findIndex((m) => m.multilink_id === id);
    const current = this.data.multilinks[index];
    if (!current) return undefined;
    const edited: Multilink = {
      ...current,
      ...this.multilinkFields(body, id),
      version: current.version + 1,
    };
    this.data.multilinks[index] = edited;
    return edited;
  }

  /** Another client's edit of a multilink: applies `change`, version one up (see `changeLinkElsewhere`). */
  changeMultilinkElsewhere(
    id: string,
    change: Partial<Omit<Multilink, 'multilink_id' | 'version'>>,
  ): Multilink {
    const current = this.getMultilink(id);
    if (!current) throw new Error(`No multilink ${id} in the mock store`);
    Object.assign(current, change, { version: current.version + 1 });
    return current;
  }

  closeMultilink(id: string): boolean {
    const found = this.getMultilink(id);
    if (found) found.is_expired = true;
    return found !== undefined;
  }

  deleteMultilink(id: string): boolean {
    const before = this.data.multilinks.length;
    this.data.multilinks = this.data.multilinks.filter((m) => m.multilink_id !== id);
    return this.data.multilinks.length < before;
  }

  // ---- catalogue ------------------------------------------------------------------------------

  /**
   * Product search: title or handle contains `q`, active only when asked, out of stock left out
   * unless asked, preferred ids first; paged by the `next` cursor (the offset as text).
   */
  searchProducts(query: {
    q?: string;
    count?: number;
    next?: string;
    product_status?: 'active';
    include_out_of_stock?: boolean;
    prefered_product_ids?: string;
  }) {
    const preferred = (query.prefered_product_ids ?? '').split(',').filter(Boolean);
    const found = this.data.products.filter(
      (p) =>
        (!query.q || matches(p.title, query.q) || matches(p.handle, query.q)) &&
        (!query.product_status || p.product_status === query.product_status) &&
        (query.include_out_of_stock !== false || p.total_quantity > 0),
    );
    const rank = (p: Product) => {
      const at = preferred.indexOf(p.product_id);
      return at < 0 ? preferred.length : at;
    };
    const sorted = preferred.length ? [...found].sort((a, b) => rank(a) - rank(b)) : found;
    const start = Number(query.next ?? 0) || 0;
    const size = query.count ?? PAGE_SIZES.products;
    const products = sorted.slice(start, start + size);
    const next = start + size < sorted.length ? String(start + size) : null;
    return { products, next };
  }

  searchCollections(query: {
    q?: string;
    count?: number;
    skip?: number;
    prefered_collection_ids?: string;
  }) {
    const preferred = (query.prefered_collection_ids ?? '').split(',').filter(Boolean);
    const found = this.data.collections.filter((c) => !query.q || matches(c.title, query.q));
    const sorted = [...found].sort(
      (a, b) =>
        Number(preferred.includes(b.collection_id)) - Number(preferred.includes(a.collection_id)),
    );
    const start = query.skip ?? 0;
    const size = query.count ?? PAGE_SIZES.products;
    const collections = sorted.slice(start, start + size);
    return { collections, next_skip: start + size < sorted.length ? start + size : null };
  }

  // ---- influencers ----------------------------------------------------------------------------

  listInfluencers(): Influencer[] {
    return this.data.influencers;
  }

  getInfluencer(username: string): Influencer | undefined {
    return this.data.influencers.find((i) => i.username === username);
  }

  isUsernameAvailable(username: string) {
    return username !== this.data.session.user.username && !this.getInfluencer(username);
  }

  /** Free unless another influencer (not `except`) has it (the API compares it upper-cased). */
  isPromocodeAvailable(promocode: string | null | undefined, except?: string) {
    const wanted = promocode?.trim().toUpperCase();
    return (
      !wanted ||
      !this.data.influencers.some(
        (i) => i.username !== except && i.promocode?.toUpperCase() === wanted,
      )
    );
  }

  /** Free unless another influencer (not `except`) has it, in any letter case. */
  isInfluencerEmailAvailable(email: string, except?: string) {
    const wanted = email.trim().toLowerCase();
    return !this.data.influencers.some(
      (i) => i.username !== except && i.email?.toLowerCase() === wanted,
    );
  }

  createInfluencer(body: InfluencerPayload): Influencer {
    const created: Influencer = {
      ...body,
      profile_image_url: body.profile_image_url ?? null,
      promocode: body.promocode ?? null,
      phone: body.phone ?? null,
      password: null,
      is_active: true,
      analytics: { clicks: 0, sales: 0, revenue: 0 },
      links: null,
      shorts: null,
      version: 1,
    };
    this.data.influencers.unshift(created);
    return created;
  }

  editInfluencer(
    username: string,
    body: Omit<InfluencerPayload, 'username'>,
  ): Influencer | undefined {
    const index = this.data.influencers.findIndex((i) => i.username === username);
    const current = this.data.influencers[index];
    if (!current) return undefined;
    const edited: Influencer = {
      ...current,
      email: body.email,
      commission: body.commission,
      permissions: body.permissions,
      commission_rules: body.commission_rules,
      revenue_rules: body.revenue_rules,
      profile_image_url: body.profile_image_url ?? null,
      promocode: body.promocode ?? null,
      phone: body.phone ?? null,
      version: current.version + 1,
    };
    this.data.influencers[index] = edited;
    return edited;
  }

  /** Another client's edit of an influencer: applies `change`, version one up. */
  changeInfluencerElsewhere(
    username: string,
    change: Partial<Omit<Influencer, 'username' | 'version'>>,
  ): Influencer {
    const current = this.getInfluencer(username);
    if (!current) throw new Error(`No influencer ${username} in the mock store`);
    Object.assign(current, change, { version: current.version + 1 });
    return current;
  }

  /**
   * Another client's save of the theme or the settings: applies `change` to the brand and takes
   * `theme_version` or `settings_version` one up.
   */
  changeBrandElsewhere(what: 'theme' | 'settings', change: Partial<Brand> = {}): Brand {
    const brand = this.data.session.brand;
    if (!brand) throw new Error('The mock session has no brand');
    Object.assign(brand, change);
    if (what === 'theme') brand.theme_version += 1;
    else brand.settings_version += 1;
    return brand;
  }

  setInfluencerActivation(username: string, activate: boolean): boolean {
    const found = this.getInfluencer(username);
    if (found) found.is_active = activate;
    return found !== undefined;
  }

  resetInfluencerPassword(username: string): Influencer | undefined {
    const found = this.getInfluencer(username);
    if (!found) return undefined;
    this.sequence += 1;
    return { ...found, password: `reset-${username}-${this.sequence}` };
  }

  // ---- orders ---------------------------------------------------------------------------------

  listOrders(query: { count?: number; skip?: number }, linkId?: string) {
    const found = linkId
      ? this.data.orders.filter((o) => o.link_details?.link_id === linkId)
      : this.data.orders;
    return page(found, query.count, query.skip, PAGE_SIZES.orders);
  }

  /**
   * The open Instants and shorts holding a product with nothing in stock, newest first as the
   * lists are, with whether auto swap is on (the brand's setting).
   */
  soldOutLinks(): v.InferOutput<typeof soldOutLinks.response> {
    const stock = new Map(this.data.products.map((p) => [p.inventory_id, p.total_quantity]));
    const listed = this.data.links.flatMap((link) => {
      if (link.is_expired || (link.link_type !== 'LOOK' && link.link_type !== 'SHORT')) return [];
      const soldOut = link.products.filter((p) => (stock.get(p.inventory_id) ?? 1) <= 0);
      if (soldOut.length === 0) return [];
      const name =
        link.link_type === 'SHORT'
          ? (link.title ?? link.shopping_redirect_url ?? null)
          : link.description?.split('\n')[0]?.trim() || link.title || null;
      return [
        {
          link_id: link.link_id,
          link_type: link.link_type,
          name,
          sold_out: soldOut.map((p) => ({ inventory_id: p.inventory_id, title: p.title })),
        },
      ];
    });
    return {
      auto_swap_enabled: this.data.session.brand?.auto_swap_enabled ?? false,
      total: listed.length,
      links: listed.slice(0, SOLD_OUT_LINKS_LISTED),
    };
  }

  /**
   * What the public page would show for these products: with the brand's auto swap on, domain's
   * `planSwaps` over the mock catalogue (its stock as one variant per product, no collections).
   */
  previewSwaps(inventoryIds: readonly string[]): v.InferOutput<typeof previewSwaps.response> {
    const byId = new Map(this.data.products.map((p) => [p.inventory_id, p]));
    const candidate = (p: Product): SwapCandidate => ({
      inventoryId: p.inventory_id,
      title: p.title,
      status: p.product_status,
      price: p.price ?? null,
      sellingScore: p.selling_score ?? null,
      collectionIds: [],
      variants: [{ stock: p.total_quantity }],
    });
    const present = [...new Set(inventoryIds)].flatMap((id) => {
      const p = byId.get(id);
      return p ? [p] : [];
    });
    const swapOn = this.data.session.brand?.auto_swap_enabled ?? false;
    const swaps = swapOn
      ? planSwaps(present.map(candidate), this.data.products.map(candidate))
      : [];
    return {
      auto_swap_enabled: swapOn,
      products: present.map((p) => {
        const swap = swaps.find((s) => s.soldOut === p.inventory_id);
        return (swap && byId.get(swap.alternative)) || p;
      }),
      swaps: swaps.map((swap) => ({
        sold_out: { inventory_id: swap.soldOut, title: byId.get(swap.soldOut)!.title },
        alternative_inventory_id: swap.alternative,
      })),
    };
  }

  // ---- webhooks -------------------------------------------------------------------------------

  listWebhooks(): WebhookEndpoint[] {
    return this.data.webhooks;
  }

  /**
   * Registers an endpoint (last in the list, as the server orders them) and answers it with a
   * secret; `undefined` when the business already has `MAX_WEBHOOK_ENDPOINTS`.
   */
  createWebhook(body: WebhookPayload) {
    if (this.data.webhooks.length >= MAX_WEBHOOK_ENDPOINTS) return undefined;
    const id = this.nextId('whe');
    const created = {
      id,
      url: body.url,
      events: body.events,
      status: 'active' as const,
      created_at: this.createdAt(),
      last_deliveries: [],
    };
    this.data.webhooks.push(created);
    // Only the registration answer carries a secret, as on the server.
    const secret = `whsec_${btoa(`mock-signing-key-${id}`.padEnd(24, '-'))}`;
    return { id, url: body.url, events: body.events, secret, created_at: created.created_at };
  }

  deleteWebhook(id: string): boolean {
    const before = this.data.webhooks.length;
    this.data.webhooks = this.data.webhooks.filter((w) => w.id !== id);
    return this.data.webhooks.length < before;
  }

  /** Queues a test message: a pending delivery first in the endpoint's latest five. */
  testWebhook(id: string): string | undefined {
    const endpoint = this.data.webhooks.find((w) => w.id === id);
    if (!endpoint) return undefined;
    const delivery = {
      id: this.nextId('whd'),
      event: WEBHOOK_TEST_EVENT,
      status: 'pending' as const,
      attempts: 0,
      response_status: null,
      last_error: null,
      created_at: this.createdAt(),
      delivered_at: null,
    };
    endpoint.last_deliveries = [delivery, ...endpoint.last_deliveries].slice(0, 5);
    return delivery.id;
  }
}
