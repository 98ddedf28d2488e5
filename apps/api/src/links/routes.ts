import {
  closeLink,
  closeMultilink,
  createLink,
  createMultilink,
  createShort,
  deleteLink,
  deleteMultilink,
  editLink,
  editMultilink,
  editShort,
  getLink,
  getMultilink,
  listInfluencerLinks,
  listLinks,
  listMultilinks,
  type linkPayload,
  type multilinkPayload,
  type shortPayload,
} from '@shoppable/api-contract';
import { customUrlError, LIMITS, normalizeCustomUrl, PAGE_SIZES } from '@shoppable/domain';
import { and, desc, eq, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import type * as v from 'valibot';
import { authenticate, type Principal } from '../auth/session';
import type { ChangeFeed } from '../db/changeFeed';
import { listState, LruCache, totalsFingerprint } from '../db/contentCache';
import type { Db } from '../db/client';
import { linkProducts, links, multilinks, publicIds } from '../db/content.schema';
import { influencers } from '../db/schema';
import { ApiError, route, SerializedData } from '../http';
import { nextVersion, staleEdit } from '../versions';
import { enqueueEvent, linkData, multilinkData } from '../webhooks/outbox';
import { businessDomains, contentOwner, requireContentWriter } from './access';
import { collectionsByIds, inventoryItems } from './catalog';
import {
  businessCurrency,
  findLink,
  findMultilink,
  linkPageOf,
  newPublicId,
  reserveId,
  serializeLinks,
  serializeMultilinks,
  utmIn,
  type LinkRow,
} from './model';
import { registerStockRoutes } from './stock';

type LinkPayload = v.InferOutput<typeof linkPayload>;
type ShortPayload = v.InferOutput<typeof shortPayload>;
type MultilinkPayload = v.InferOutput<typeof multilinkPayload>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** `count`/`skip` with the list's default page size (at most 200 per page). */
function paging(query: { count?: number; skip?: number }, size: number) {
  return { limit: Math.min(Math.max(query.count ?? size, 0), 200), offset: query.skip ?? 0 };
}

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The products of a payload, checked against the store (400 for an unknown inventory id). */
async function resolveProducts(
  db: Db,
  businessId: string,
  inventoryIds: readonly string[],
  range: { min: number; max: number },
  what: string,
) {
  if (inventoryIds.length < range.min || inventoryIds.length > range.max) {
    throw new ApiError(
      400,
      range.min === range.max
        ? `${what} needs exactly ${range.min} product`
        : `${what} needs ${range.min} to ${range.max} products`,
    );
  }
  const found = await inventoryItems(db, businessId, inventoryIds);
  return inventoryIds.map((inventoryId, position) => {
    const item = found.get(inventoryId);
    if (!item) throw new ApiError(400, `Unknown product "${inventoryId}"`);
    return {
      position,
      productId: item.product.product_id,
      inventoryId,
      title: item.product.title,
    };
  });
}

async function resolveCollections(db: Db, businessId: string, ids: readonly string[]) {
  const found = await collectionsByIds(db, businessId, ids);
  return ids.map((id) => {
    const item = found.get(id);
    if (!item) throw new ApiError(400, `Unknown collection "${id}"`);
    return item;
  });
}

async function customUrl(db: Db, businessId: string, url: string | null | undefined) {
  const domains = await businessDomains(db, businessId);
  const result = normalizeCustomUrl(url ?? '', domains);
  if (!result.ok) throw new ApiError(400, customUrlError(domains[0] ?? ''));
  return result.url;
}

/** An optional shopping redirect URL (an Instant's): null when empty, else on the merchant's domains. */
async function optionalCustomUrl(db: Db, businessId: string, url: string | null | undefined) {
  return url?.trim() ? customUrl(db, businessId, url) : null;
}

async function insertProducts(
  tx: Tx | Db,
  linkId: string,
  products: { position: number; productId: string; inventoryId: string; title: string }[],
) {
  await tx.delete(linkProducts).where(eq(linkProducts.linkId, linkId));
  if (products.length > 0) {
    await tx.insert(linkProducts).values(products.map((p) => ({ ...p, linkId })));
  }
}

/** The stored fields of an Instant (or shopboard link) payload. */
async function lookFields(db: Db, principal: Principal, body: LinkPayload) {
  if (body.link_type === 'SHORT') {
    throw new ApiError(400, 'Create and edit shorts through /admin/v1/links/short');
  }
  const products = await resolveProducts(
    db,
    principal.businessId,
    body.inventory_ids,
    LIMITS.linkProducts,
    'An Instant',
  );
  const collections = await resolveCollections(db, principal.businessId, body.collection_ids ?? []);
  const influencerId = await contentOwner(db, principal, body.influencer_username);
  return {
    products,
    values: {
      linkType: body.link_type,
      urlType: body.link_type === 'SHOPBOARD' ? 'organic' : null,
      description: body.description,
      images: body.images.map((image) => ({ src: image.src, id: image.id ?? null })),
      shoppingRedirectUrl: await optionalCustomUrl(
        db,
        principal.businessId,
        body.shopping_redirect_url,
      ),
      promocode: body.promocode?.trim() || null,
      utmParams: principal.role === 'admin' ? utmIn(body.utm_params) : null,
      selectedOptions: body.selected_options ?? null,
      collections,
      influencerId,
    },
  };
}

/** The stored fields of a short payload, by URL type (content.md §1). */
async function shortFields(db: Db, principal: Principal, body: ShortPayload) {
  const businessId = principal.businessId;
  const inventory = body.inventory_ids ?? [];
  const collectionIds = body.collection_ids ?? [];
  const promocode = body.promocode?.trim() || null;
  let products: Awaited<ReturnType<typeof resolveProducts>> = [];
  let collections: Awaited<ReturnType<typeof resolveCollections>> = [];
  let redirect: string | null = null;
  switch (body.url_type) {
    case 'product':
      products = await resolveProducts(
        db,
        businessId,
        inventory,
        LIMITS.shortProducts,
        'A product short',
      );
      break;
    case 'collection':
      if (collectionIds.length !== 1) {
        throw new ApiError(400, 'A collection short needs exactly 1 collection');
      }
      collections = await resolveCollections(db, businessId, collectionIds);
      break;
    case 'custom':
      redirect = await customUrl(db, businessId, body.shopping_redirect_url);
      break;
    case 'organic':
      if (!promocode) throw new ApiError(400, 'An organic short needs a promocode');
      break;
  }
  const influencerId = await contentOwner(db, principal, body.influencer_username);
  return {
    products,
    values: {
      linkType: 'SHORT',
      urlType: body.url_type,
      title: body.title.trim() || null,
      shoppingRedirectUrl: redirect,
      promocode,
      utmParams: principal.role === 'admin' ? utmIn(body.utm_params) : null,
      collections,
      influencerId,
    },
  };
}

/** Experience fields of one multilink option (LOOK or a product/collection/custom short). */
async function experienceFields(
  db: Db,
  businessId: string,
  resource: MultilinkPayload['links_options'][number]['link_resource'],
) {
  const inventory = resource.inventory_ids;
  const collectionIds = resource.collection_ids ?? [];
  const images = resource.images.map((image) => ({ src: image.src, id: image.id ?? null }));
  if (resource.link_type === 'LOOK') {
    const products = await resolveProducts(
      db,
      businessId,
      inventory,
      LIMITS.multilinkLookProducts,
      'An Instant experience',
    );
    const redirect = await optionalCustomUrl(db, businessId, resource.shopping_redirect_url);
    return { products, urlType: null, collections: [], redirect, images };
  }
  if (resource.link_type !== 'SHORT') {
    throw new ApiError(400, 'An experience is an Instant (LOOK) or a short (SHORT)');
  }
  if (
    (inventory.length > 0 || collectionIds.length > 0) &&
    resource.shopping_redirect_url?.trim()
  ) {
    // Never dropped silently: a product or collection experience has no URL of its own.
    throw new ApiError(400, 'A product or collection experience takes no custom URL');
  }
  if (inventory.length > 0) {
    const products = await resolveProducts(
      db,
      businessId,
      inventory,
      LIMITS.multilinkProducts,
      'A product experience',
    );
    return { products, urlType: 'product', collections: [], redirect: null, images };
  }
  if (collectionIds.length > 0) {
    if (collectionIds.length !== 1) {
      throw new ApiError(400, 'A collection experience needs exactly 1 collection');
    }
    const collections = await resolveCollections(db, businessId, collectionIds);
    return { products: [], urlType: 'collection', collections, redirect: null, images };
  }
  const redirect = await customUrl(db, businessId, resource.shopping_redirect_url);
  return { products: [], urlType: 'custom', collections: [], redirect, images };
}

async function multilinkFields(db: Db, principal: Principal, body: MultilinkPayload) {
  if (body.links_options.length !== 2) {
    throw new ApiError(400, 'A multilink has exactly two experiences');
  }
  const total = body.links_options.reduce((sum, option) => sum + option.value, 0);
  if (
    total !== LIMITS.trafficShareTotal ||
    body.links_options.some((option) => !Number.isInteger(option.value))
  ) {
    throw new ApiError(400, 'Traffic shares must be whole percentages adding up to 100');
  }
  const options = await Promise.all(
    body.links_options.map(async (option) => ({
      option,
      fields: await experienceFields(db, principal.businessId, option.link_resource),
    })),
  );
  return {
    options,
    values: {
      title: body.title.trim(),
      promocode: body.promocode?.trim() || null,
      utmParams: principal.role === 'admin' ? utmIn(body.utm_params) : null,
      influencerId: principal.role === 'influencer' ? principal.influencer.id : null,
    },
  };
}

async function writeExperiences(
  tx: Tx,
  multilinkId: string,
  businessId: string,
  values: {
    promocode: string | null;
    utmParams: ReturnType<typeof utmIn>;
    influencerId: string | null;
  },
  options: Awaited<ReturnType<typeof multilinkFields>>['options'],
  existing: ReadonlySet<string>,
) {
  const kept: string[] = [];
  for (const [position, { option, fields }] of options.entries()) {
    const row = {
      businessId,
      multilinkId,
      position,
      share: option.value,
      deviceOption: option.device_option,
      linkType: option.link_resource.link_type,
      urlType: fields.urlType,
      images: fields.images,
      shoppingRedirectUrl: fields.redirect,
      promocode: values.promocode,
      utmParams: values.utmParams,
      selectedOptions: option.link_resource.selected_options ?? null,
      collections: fields.collections,
      influencerId: values.influencerId,
    };
    let id = option.link_id && existing.has(option.link_id) ? option.link_id : undefined;
    if (id) {
      await tx.update(links).set(row).where(eq(links.id, id));
    } else {
      id = newPublicId('exp');
      await reserveId(tx, businessId, id, 'link');
      await tx.insert(links).values({ ...row, id });
    }
    kept.push(id);
    await insertProducts(tx, id, fields.products);
  }
  const removed = [...existing].filter((id) => !kept.includes(id));
  if (removed.length > 0) {
    await tx.delete(links).where(inArray(links.id, removed));
    await tx.delete(publicIds).where(inArray(publicIds.id, removed));
  }
}

/** A link's or short's stored fields and products, from `lookFields` or `shortFields`. */
interface LinkFields {
  values: Omit<typeof links.$inferInsert, 'id' | 'businessId'>;
  products: Awaited<ReturnType<typeof resolveProducts>>;
}

/**
 * Stores a new link or short under its public id (reserved here) with its products, and its
 * `link.created` webhooks in the same transaction.
 */
async function insertLink(db: Db, businessId: string, id: string, fields: LinkFields) {
  return db.transaction(async (tx) => {
    await reserveId(tx, businessId, id, 'link');
    const [created] = await tx
      .insert(links)
      .values({ ...fields.values, id, businessId })
      .returning();
    await insertProducts(tx, id, fields.products);
    await enqueueEvent(tx, businessId, 'link.created', linkData(created!));
    return created!;
  });
}

/**
 * Replaces the stored fields and products of a link or short when it is still at `version` (one
 * conditional UPDATE, which also takes the version one up) with its `link.updated` webhooks; 409
 * and nothing changed otherwise.
 */
async function updateLink(
  db: Db,
  id: string,
  version: number,
  fields: LinkFields,
  what: 'link' | 'short',
) {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(links)
      .set({ ...fields.values, version: nextVersion(links.version) })
      .where(and(eq(links.id, id), eq(links.version, version)))
      .returning();
    if (!updated) throw staleEdit(what);
    await insertProducts(tx, id, fields.products);
    await enqueueEvent(tx, updated.businessId, 'link.updated', linkData(updated));
    return updated;
  });
}

/** A cached page of links: what its content was checked by, its links' totals fingerprint. */
interface ListEntry {
  /** The content version read before the rows (null when the session came from memory). */
  version: string | null;
  /** The change feed's mark taken before the rows were read. */
  mark: number;
  ids: string[];
  totals: string;
  /** When the totals were last known to be these (Date.now()). */
  checkedAt: number;
  /** The answer, serialized once. */
  data: SerializedData;
}

/** The link lists of one process, and the change feed that says when they are stale (if any). */
interface ListCache {
  entries: LruCache<ListEntry>;
  changes: ChangeFeed | undefined;
}

/**
 * How old a cached list's totals (visits, orders, revenue: they move with every shopper event)
 * may be before they are checked again. The content (links, products, influencers, currency) is
 * checked on every request.
 */
export const LIST_TOTALS_MAX_AGE_MS = 1000;

/**
 * A page of links (newest first, 28 by default) matching `where()`, in the contract's shape. Cached
 * per process under `list.key` (what `where` was built from) and answered from the cache only
 * while its content is known unchanged — by the change feed when it is live (no query), else by
 * the business's content version read with the session (no query of its own) — and the listed
 * links' totals were found unchanged in the last second (one hot query when older;
 * apps/api/README.md, "The caching rule").
 */
async function linkPage(
  db: Db,
  lists: ListCache,
  list: { businessId: string; contentVersion: string | null; key: unknown[] },
  /** The rows' conditions, built only when the rows are read (a hit needs none). */
  where: () => (SQL | undefined)[],
  query: { count?: number; skip?: number },
) {
  const page = paging(query, PAGE_SIZES.links);
  const key = JSON.stringify([...list.key, page.limit, page.offset]);
  const heard = (entry: ListEntry) =>
    lists.changes?.contentFresh(list.businessId, entry.mark) === true;
  const cached = lists.entries.get(key);
  if (
    cached &&
    (heard(cached) || (cached.version !== null && cached.version === list.contentVersion))
  ) {
    if (Date.now() - cached.checkedAt < LIST_TOTALS_MAX_AGE_MS) return cached.data;
    const now = await listState(db, list.businessId, cached.ids);
    if ((heard(cached) || now.version === cached.version) && now.totals === cached.totals) {
      cached.checkedAt = Date.now();
      return cached.data;
    }
  }
  // The version (read with the session) and the mark are taken before these rows: a change
  // committed meanwhile makes the entry miss next time; the totals fingerprint is the rows' own.
  const mark = lists.changes?.mark() ?? 0;
  const checkedAt = Date.now();
  const { data, rows } = await linkPageOf(db, and(...where()), page);
  const serialized = new SerializedData(data);
  lists.entries.set(key, {
    version: list.contentVersion,
    mark,
    ids: rows.map((row) => row.id),
    totals: totalsFingerprint(rows),
    checkedAt,
    data: serialized,
  });
  return serialized;
}

async function oneLink(db: Db, row: LinkRow) {
  const [out] = await serializeLinks(db, [row], await businessCurrency(db, row.businessId));
  return out!;
}

async function oneMultilink(db: Db, principal: Principal, id: string) {
  const row = await findMultilink(db, principal, id);
  const [out] = await serializeMultilinks(db, [row], await businessCurrency(db, row.businessId));
  return out!;
}

/** A link or short (not a multilink experience) the principal may change. */
async function writableLink(db: Db, principal: Principal, id: string, short?: boolean) {
  const row = await findLink(db, principal, id);
  if (row.multilinkId !== null) throw new ApiError(404, 'Link not found');
  if (short === true && row.linkType !== 'SHORT') throw new ApiError(404, 'Short not found');
  if (short === false && row.linkType === 'SHORT') {
    throw new ApiError(400, 'Edit shorts through /admin/v1/links/short/{id}/edit');
  }
  return row;
}

/**
 * Links, shorts and multilinks (content.md §7; paths of DESIGN.md §6). Literal paths are
 * registered before parameter paths at the same place (`/links/create` before `/links/{businessId}`):
 * Hono answers with the first route registered.
 */
export function registerLinkRoutes(app: Hono, db: Db, changes?: ChangeFeed): void {
  // Link lists cached per process, checked before every answer (see linkPage).
  const lists: ListCache = { entries: new LruCache<ListEntry>(500), changes };
  changes?.onReset(() => lists.entries.clear());
  registerStockRoutes(app, db);
  // ---- links and shorts
  route(app, getLink, async (c, { params }) => {
    const principal = await authenticate(db, c);
    return oneLink(db, await findLink(db, principal, params.id));
  });

  route(app, createLink, async (c, { body }) => {
    const principal = await requireContentWriter(db, c, body.business_id, true);
    const fields = await lookFields(db, principal, body);
    const id = newPublicId(body.link_type === 'SHOPBOARD' ? 'sb' : 'lk');
    return oneLink(db, await insertLink(db, principal.businessId, id, fields));
  });

  route(app, createShort, async (c, { body }) => {
    const principal = await requireContentWriter(db, c, body.business_id, true);
    const fields = await shortFields(db, principal, body);
    const custom = body.link_id?.trim();
    if (custom !== undefined && custom !== '' && !/^[A-Za-z0-9_-]{1,64}$/.test(custom)) {
      throw new ApiError(400, 'A short id uses letters, digits, "_" and "-" only (up to 64)');
    }
    // The link page serves the Shop the Feed page at /{username}/shopboard, on a link `feed-…`.
    if (custom && /^(shopboard$|feed-)/i.test(custom)) {
      throw new ApiError(400, `The short id "${custom}" is reserved: choose another`);
    }
    const id = custom || newPublicId('sh');
    return oneLink(db, await insertLink(db, principal.businessId, id, fields));
  });

  route(app, editLink, async (c, { params, body }) => {
    const principal = await requireContentWriter(db, c, body.business_id);
    await writableLink(db, principal, params.id, false);
    const fields = await lookFields(db, principal, body);
    return oneLink(db, await updateLink(db, params.id, body.version, fields, 'link'));
  });

  route(app, listLinks, async (c, { params, query }) => {
    const principal = await authenticate(db, c);
    if (principal.businessId !== params.businessId) throw new ApiError(404, 'Business not found');
    const where = () => {
      const conditions: (SQL | undefined)[] = [
        eq(links.businessId, params.businessId),
        isNull(links.multilinkId),
      ];
      if (principal.role === 'influencer')
        conditions.push(eq(links.influencerId, principal.influencer.id));
      if (query.link_type) conditions.push(eq(links.linkType, query.link_type));
      if (query.q?.trim()) {
        const pattern = `%${escapeLike(query.q.trim())}%`;
        conditions.push(
          or(
            ilike(links.description, pattern),
            ilike(links.title, pattern),
            eq(links.id, query.q.trim()),
          ),
        );
      }
      return conditions;
    };
    const key = [
      'links',
      params.businessId,
      principal.role === 'influencer' ? principal.influencer.id : null,
      query.link_type ?? null,
      query.q?.trim() ?? '',
    ];
    const list = { businessId: params.businessId, contentVersion: principal.contentVersion, key };
    return linkPage(db, lists, list, where, query);
  });

  route(app, closeLink, async (c, { params }) => {
    const principal = await requireContentWriter(db, c);
    await writableLink(db, principal, params.id);
    await db.transaction(async (tx) => {
      // Closing a link already closed changes nothing, so it tells no webhook either.
      const [closed] = await tx
        .update(links)
        .set({ isExpired: true })
        .where(and(eq(links.id, params.id), eq(links.isExpired, false)))
        .returning();
      if (closed) await enqueueEvent(tx, closed.businessId, 'link.updated', linkData(closed));
    });
    return null;
  });

  route(app, deleteLink, async (c, { params }) => {
    const principal = await requireContentWriter(db, c);
    await writableLink(db, principal, params.id);
    await db.transaction(async (tx) => {
      const [deleted] = await tx.delete(links).where(eq(links.id, params.id)).returning();
      await tx.delete(publicIds).where(eq(publicIds.id, params.id));
      if (deleted) await enqueueEvent(tx, deleted.businessId, 'link.deleted', linkData(deleted));
    });
    return null;
  });

  route(app, listInfluencerLinks, async (c, { params, query }) => {
    const principal = await authenticate(db, c);
    if (principal.businessId !== params.businessId) throw new ApiError(404, 'Business not found');
    if (principal.role === 'influencer' && principal.influencer.username !== params.username) {
      throw new ApiError(403, 'An influencer reads only their own links');
    }
    const [person] = await db
      .select({ id: influencers.id })
      .from(influencers)
      .where(
        and(
          eq(influencers.businessId, params.businessId),
          eq(influencers.username, params.username),
        ),
      )
      .limit(1);
    if (!person) throw new ApiError(404, 'Influencer not found');
    const where = () => [
      eq(links.influencerId, person.id),
      isNull(links.multilinkId),
      query.link_type === 'short' ? eq(links.linkType, 'SHORT') : undefined,
      query.link_type === 'link' ? ne(links.linkType, 'SHORT') : undefined,
    ];
    const key = ['influencer links', params.businessId, person.id, query.link_type ?? null];
    const list = { businessId: params.businessId, contentVersion: principal.contentVersion, key };
    return linkPage(db, lists, list, where, query);
  });

  route(app, editShort, async (c, { params, body }) => {
    const principal = await requireContentWriter(db, c, body.business_id);
    await writableLink(db, principal, params.id, true);
    const fields = await shortFields(db, principal, body);
    return oneLink(db, await updateLink(db, params.id, body.version, fields, 'short'));
  });

  // ---- multilinks
  route(app, getMultilink, async (c, { params }) => {
    const principal = await authenticate(db, c);
    return oneMultilink(db, principal, params.id);
  });

  route(app, createMultilink, async (c, { body }) => {
    const principal = await requireContentWriter(db, c, body.business_id, true);
    const { values, options } = await multilinkFields(db, principal, body);
    const id = newPublicId('ml');
    await db.transaction(async (tx) => {
      await reserveId(tx, principal.businessId, id, 'multilink');
      const [created] = await tx
        .insert(multilinks)
        .values({ ...values, id, businessId: principal.businessId })
        .returning();
      await writeExperiences(tx, id, principal.businessId, values, options, new Set());
      await enqueueEvent(tx, principal.businessId, 'link.created', multilinkData(created!));
    });
    return oneMultilink(db, principal, id);
  });

  route(app, listMultilinks, async (c, { params, query }) => {
    const principal = await authenticate(db, c);
    if (principal.businessId !== params.businessId) throw new ApiError(404, 'Business not found');
    const where: (SQL | undefined)[] = [eq(multilinks.businessId, params.businessId)];
    if (principal.role === 'influencer') {
      where.push(eq(multilinks.influencerId, principal.influencer.id));
    }
    if (query.q?.trim()) where.push(ilike(multilinks.title, `%${escapeLike(query.q.trim())}%`));
    const { limit, offset } = paging(query, PAGE_SIZES.multilinks);
    const rows = await db
      .select()
      .from(multilinks)
      .where(and(...where))
      .orderBy(desc(multilinks.createdAt), desc(multilinks.id))
      .limit(limit)
      .offset(offset);
    return {
      multilinks: await serializeMultilinks(
        db,
        rows,
        await businessCurrency(db, params.businessId),
      ),
    };
  });

  route(app, editMultilink, async (c, { params, body }) => {
    const principal = await requireContentWriter(db, c, body.business_id);
    const current = await findMultilink(db, principal, params.id);
    const { values, options } = await multilinkFields(db, principal, body);
    const existing = await db
      .select({ id: links.id })
      .from(links)
      .where(eq(links.multilinkId, current.id));
    await db.transaction(async (tx) => {
      // First, so a stale edit writes no experience (the throw rolls the transaction back).
      const [updated] = await tx
        .update(multilinks)
        .set({
          title: values.title,
          promocode: values.promocode,
          utmParams: values.utmParams,
          version: nextVersion(multilinks.version),
        })
        .where(and(eq(multilinks.id, current.id), eq(multilinks.version, body.version)))
        .returning();
      if (!updated) throw staleEdit('multilink');
      await writeExperiences(
        tx,
        current.id,
        principal.businessId,
        { ...values, influencerId: current.influencerId },
        options,
        new Set(existing.map((e) => e.id)),
      );
      await enqueueEvent(tx, principal.businessId, 'link.updated', multilinkData(updated));
    });
    return oneMultilink(db, principal, current.id);
  });

  route(app, closeMultilink, async (c, { params }) => {
    const principal = await requireContentWriter(db, c);
    const row = await findMultilink(db, principal, params.id);
    await db.transaction(async (tx) => {
      const [closed] = await tx
        .update(multilinks)
        .set({ isExpired: true })
        .where(and(eq(multilinks.id, row.id), eq(multilinks.isExpired, false)))
        .returning();
      await tx.update(links).set({ isExpired: true }).where(eq(links.multilinkId, row.id));
      if (closed) {
        await enqueueEvent(tx, closed.businessId, 'link.updated', multilinkData(closed));
      }
    });
    return null;
  });

  route(app, deleteMultilink, async (c, { params }) => {
    const principal = await requireContentWriter(db, c);
    const row = await findMultilink(db, principal, params.id);
    await db.transaction(async (tx) => {
      const experiences = await tx
        .select({ id: links.id })
        .from(links)
        .where(eq(links.multilinkId, row.id));
      const ids = [row.id, ...experiences.map((e) => e.id)];
      const [deleted] = await tx.delete(multilinks).where(eq(multilinks.id, row.id)).returning();
      await tx.delete(publicIds).where(inArray(publicIds.id, ids));
      if (deleted) {
        await enqueueEvent(tx, deleted.businessId, 'link.deleted', multilinkData(deleted));
      }
    });
    return null;
  });
}
