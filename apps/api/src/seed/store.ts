/**
 * The demo store's seed: catalogue (products with colour and size options, variants with price and
 * stock, drafts and sold-out items, selling scores, search tags), collections, the option map and
 * the social networks with their posts. Deterministic: a seeded PRNG and fixed ids, so tests and
 * e2e can name rows (`STORE_SEED`).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businesses } from '../db/schema';
import {
  collectionProducts,
  collections,
  products,
  socialAccounts,
  socialPosts,
  storeProfiles,
  variants,
  type StoredProductOption,
} from '../db/store.schema';
import { DEMO_COLORS, demoImageUrl } from '../media/images';

/** A small seeded PRNG (mulberry32): the same seed gives the same sequence. */
export function createRng(seed: number) {
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

const pad = (n: number) => String(n).padStart(4, '0');

/** The fixed ids of the seeded store rows (`n` from 1). */
export const STORE_SEED = {
  demo: { key: 'demo', businessId: 'biz-demo', productCount: 200, collectionCount: 12 },
  acme: { key: 'acme', businessId: 'biz-acme', productCount: 40, collectionCount: 4 },
  productId: (store: string, n: number) => `prd-${store}-${pad(n)}`,
  inventoryId: (store: string, n: number) => `inv-${store}-${pad(n)}`,
  collectionId: (store: string, n: number) => `col-${store}-${pad(n)}`,
  postId: (store: string, network: string, n: number) => `post-${store}-${network}-${pad(n)}`,
  /** Connected networks and their post counts per store. */
  networks: {
    demo: { instagram: 36, tiktok: 20 },
    acme: { instagram: 6 },
  },
} as const;

const COLORS = DEMO_COLORS;
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];
const ADJECTIVES = ['Linen', 'Cotton', 'Silk', 'Wool', 'Denim', 'Velvet', 'Cashmere', 'Leather'];
const NOUNS = ['Shirt', 'Dress', 'Jacket', 'Skirt', 'Sweater', 'Trousers', 'Scarf', 'Tote', 'Coat'];
const SEASONS = ['summer', 'winter', 'spring', 'autumn'];
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

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A PRNG seed from a key (FNV-1a). */
function hashSeed(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/** What a generated store holds. */
export interface StoreShape {
  /** The id prefix of its rows (`prd-{key}-0001`). */
  key: string;
  businessId: string;
  productCount: number;
  collectionCount: number;
  /** Connected networks and their post counts. */
  networks: Readonly<Record<string, number>>;
}

/** The seeded shape of `demo` or `acme`. */
export const seededShape = (store: 'demo' | 'acme'): StoreShape => ({
  ...STORE_SEED[store],
  networks: STORE_SEED.networks[store],
});

/** The rows of one store, built in memory (no I/O); the same key always gives the same rows. */
export function buildStore(config: StoreShape, storeDomain: string) {
  const store = config.key;
  const rng = createRng(hashSeed(store));
  const productRows: (typeof products.$inferInsert)[] = [];
  const variantRows: (typeof variants.$inferInsert)[] = [];
  const created = new Date('2025-01-06T09:00:00Z').getTime();

  for (let n = 1; n <= config.productCount; n += 1) {
    const adjective = rng.pick(ADJECTIVES);
    const noun = rng.pick(NOUNS);
    const title = `${adjective} ${noun} ${n}`;
    const handle = slug(title);
    const colors = Object.keys(COLORS).filter(() => rng.chance(0.4));
    if (colors.length === 0) colors.push(rng.pick(Object.keys(COLORS)));
    const sizes = rng.chance(0.7) ? SIZES.slice(rng.int(0, 2)) : [];
    const options: StoredProductOption[] = [
      { name: 'Color', position: 1, type: 'COLOR', values: colors },
    ];
    if (sizes.length) options.push({ name: 'Size', position: 2, type: 'TEXT', values: sizes });
    const id = STORE_SEED.productId(store, n);
    // About 8 % drafts; about 8 % sold out (every variant at 0).
    const status = rng.chance(0.08) ? 'draft' : 'active';
    const soldOut = rng.chance(0.08);
    const price = Math.round((rng.int(15, 240) + 0.99) * 100) / 100;
    productRows.push({
      id,
      inventoryId: STORE_SEED.inventoryId(store, n),
      businessId: config.businessId,
      title,
      handle,
      status,
      tags: [adjective.toLowerCase(), noun.toLowerCase(), rng.pick(SEASONS)],
      // A few products have no image, as real catalogues do.
      imageUrl: rng.chance(0.96) ? demoImageUrl('product', `${store}-${n}`, colors[0]) : null,
      sellingScore: Math.round(rng.next() * 10000) / 100,
      options,
      position: n,
      createdAt: new Date(created + n * 3_600_000),
    });
    let position = 0;
    for (const color of colors) {
      for (const size of sizes.length ? sizes : [null]) {
        position += 1;
        variantRows.push({
          id: `var-${store}-${pad(n)}-${pad(position)}`,
          productId: id,
          businessId: config.businessId,
          title: size ? `${color} / ${size}` : color,
          selectedOptions: size ? { Color: color, Size: size } : { Color: color },
          price,
          stock: soldOut ? 0 : rng.chance(0.15) ? 0 : rng.int(1, 60),
          imageUrl: demoImageUrl('product', `${store}-${n}`, color),
          position,
        });
      }
    }
  }

  const collectionRows: (typeof collections.$inferInsert)[] = [];
  const memberRows: (typeof collectionProducts.$inferInsert)[] = [];
  for (let c = 1; c <= config.collectionCount; c += 1) {
    const title = COLLECTION_TITLES[(c - 1) % COLLECTION_TITLES.length] ?? `Collection ${c}`;
    const id = STORE_SEED.collectionId(store, c);
    collectionRows.push({
      id,
      businessId: config.businessId,
      title,
      handle: slug(title),
      description: `${title} at ${storeDomain}.`,
      imageUrl: demoImageUrl('collection', `${store}-${c}`),
      position: c,
    });
    const members = new Set<number>();
    const size = rng.int(4, Math.min(40, config.productCount));
    while (members.size < size) members.add(rng.int(1, config.productCount));
    for (const n of [...members].sort((a, b) => a - b)) {
      memberRows.push({ collectionId: id, productId: STORE_SEED.productId(store, n) });
    }
  }

  const optionMap = {
    Color: {
      type: 'COLOR',
      values: Object.fromEntries(
        Object.entries(COLORS).map(([name, hex]) => [
          name,
          // Rose is left unverified, so the option mapper has something to do.
          { hex_value: name === 'Rose' ? null : hex, text_value: null },
        ]),
      ),
    },
    Size: {
      type: 'TEXT',
      values: Object.fromEntries(SIZES.map((s) => [s, { hex_value: null, text_value: s }])),
    },
  };

  const accountRows: (typeof socialAccounts.$inferInsert)[] = [];
  const postRows: (typeof socialPosts.$inferInsert)[] = [];
  const activeIds = productRows.filter((p) => p.status === 'active').map((p) => p.id);
  for (const [network, count] of Object.entries(config.networks)) {
    accountRows.push({
      businessId: config.businessId,
      network,
      username: `${store}.store.${network}`,
      connectedAt: new Date(created),
    });
    for (let n = 1; n <= count; n += 1) {
      const tagged = new Set<string>();
      const tagCount = rng.chance(0.4) ? rng.int(1, 3) : 0;
      while (tagged.size < tagCount) tagged.add(rng.pick(activeIds));
      postRows.push({
        id: STORE_SEED.postId(store, network, n),
        businessId: config.businessId,
        network,
        imageUrl: demoImageUrl('post', `${store}-${network}-${n}`),
        caption: `${network} post ${n}`,
        visible: !rng.chance(0.1),
        productIds: [...tagged],
        autoProductIds: rng.chance(0.5) ? [rng.pick(activeIds)] : [],
        postedAt: new Date(Date.UTC(2025, 11, 31) - n * 2 * 86_400_000),
      });
    }
  }

  return {
    businessId: config.businessId,
    productRows,
    variantRows,
    collectionRows,
    memberRows,
    optionMap,
    accountRows,
    postRows,
  };
}

/** Inserts a generated store (catalogue, collections, option map, networks and posts). */
export async function insertStore(db: Db, stores: ReturnType<typeof buildStore>[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const store of stores) {
      await insertChunked(store.productRows, (chunk) => tx.insert(products).values(chunk));
      await insertChunked(store.variantRows, (chunk) => tx.insert(variants).values(chunk));
      await insertChunked(store.collectionRows, (chunk) => tx.insert(collections).values(chunk));
      await insertChunked(store.memberRows, (chunk) => tx.insert(collectionProducts).values(chunk));
      await insertChunked(store.accountRows, (chunk) => tx.insert(socialAccounts).values(chunk));
      await insertChunked(store.postRows, (chunk) => tx.insert(socialPosts).values(chunk));
    }
    await tx
      .insert(storeProfiles)
      .values(stores.map((s) => ({ businessId: s.businessId, optionMap: s.optionMap })))
      .onConflictDoUpdate({
        target: storeProfiles.businessId,
        set: { optionMap: sql`excluded.option_map` },
      });
  });
}

/** Seeds the demo and acme stores; run once after the seeded accounts. */
export async function seedStore(db: Db): Promise<void> {
  // The demo merchant has product vision on (Magic Store and AI tagging show).
  await db
    .update(businesses)
    .set({
      productVisionConfigurations: {
        is_enabled: true,
        product_category: 'fashion',
        sensitivity: 'MEDIUM',
      },
    })
    .where(eq(businesses.id, STORE_SEED.demo.businessId));
  await insertStore(db, [
    buildStore(seededShape('demo'), 'demo-store.example'),
    buildStore(seededShape('acme'), 'acme.example'),
  ]);
}
