/**
 * Contract and role cases of the store and account side: health, auth, account (without the
 * business-wide orders), plans, settings, products, Magic Store and shopboard. See `./contract`.
 */
import { endpoints } from '@shoppable/api-contract';
import { DEFAULT_THEME } from '@shoppable/domain';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/crypto';
import { authTokens, businesses, users } from '../db/schema';
import { products, socialAccounts, uploads } from '../db/store.schema';
import { STORE_SEED } from '../seed/store';
import { INFLUENCER_LOGIN_CODE, INFLUENCER_LOGIN_CODE_TTL_MS, issueToken } from '../auth/tokens';
import { SEED } from '../seed';
import { issueSocialCode } from '../shopboard/routes';
import { issueStoreCode } from '../store/connect';
import { createJob } from '../store/jobs';
import type { CaseContext, EndpointCase } from './contract';

const DEMO = STORE_SEED.demo.businessId;
const ACME = STORE_SEED.acme.businessId;
const demoPost = STORE_SEED.postId('demo', 'instagram', 1);
const acmePost = STORE_SEED.postId('acme', 'instagram', 1);
const demoInventory = STORE_SEED.inventoryId('demo', 1);

/** A 1×1 PNG. */
export const TINY_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** A merchant nobody else uses (for calls that change or consume an account). */
async function throwawayMerchant(ctx: CaseContext) {
  const businessId = randomUUID();
  const userId = randomUUID();
  const username = ctx.unique('throwaway');
  await ctx.db.insert(businesses).values({ id: businessId, name: 'Throwaway' });
  await ctx.db.insert(users).values({
    id: userId,
    businessId,
    username,
    email: `${username}@example.com`,
    name: 'Throwaway',
    passwordHash: 'unusable',
  });
  return { businessId, userId, username };
}

/** A single-use account token of `purpose` for a throwaway merchant. */
async function accountToken(ctx: CaseContext, purpose: 'password_reset' | 'account_verify') {
  const { userId } = await throwawayMerchant(ctx);
  const token = newToken();
  await ctx.db.insert(authTokens).values({
    tokenHash: hashToken(token),
    purpose,
    userId,
    expiresAt: new Date(Date.now() + 60_000),
  });
  return token;
}

/** An uploaded Magic Store media row of a business; answers its public URL. */
async function uploadedMedia(ctx: CaseContext, businessId: string) {
  const id = randomUUID();
  await ctx.db.insert(uploads).values({
    id,
    businessId,
    kind: 'media',
    filename: 'look.jpg',
    contentType: 'image/jpeg',
    bytes: 10,
  });
  return `http://127.0.0.1:8787/media/files/${id}/look.jpg`;
}

/** The first colour of a product (its option image request). */
async function firstColor(ctx: CaseContext, inventoryId: string) {
  const [row] = await ctx.db
    .select({ options: products.options })
    .from(products)
    .where(eq(products.inventoryId, inventoryId));
  return row?.options.find((o) => o.name === 'Color')?.values[0] ?? 'Black';
}

const uploadForm = () => {
  const form = new FormData();
  form.append('file_resource', new File([TINY_PNG], 'logo.png', { type: 'image/png' }));
  return form;
};

/** The demo merchant's current theme and settings versions (each save takes them one up). */
async function demoVersions(ctx: CaseContext) {
  const [row] = await ctx.db
    .select({ theme: businesses.themeVersion, settings: businesses.settingsVersion })
    .from(businesses)
    .where(eq(businesses.id, DEMO));
  return row!;
}

const settingsBody = {
  shipping_and_return_url: 'https://demo-store.example/shipping',
  facebook_pixel_id: '1234567890',
  google_analytics_id: 'G-DEMO123',
  auto_swap_enabled: true,
  product_search_sensitivity: 'MEDIUM',
  utm_params: { utm_source: 'shoppable', utm_medium: 'social' },
} as const;

/** Puts the demo business back on its seeded plan. */
const restorePlan = async (ctx: CaseContext) => {
  await ctx.db
    .update(businesses)
    .set({ subscriptionPlan: 'BUSINESS', planEndsAt: null })
    .where(eq(businesses.id, DEMO));
};

/** The store side's cases. */
export const storeCases: EndpointCase[] = [
  { endpoint: endpoints.health, request: () => ({}) },

  // ---- auth
  { endpoint: endpoints.verifySession, request: () => ({ body: {} }) },
  {
    endpoint: endpoints.login,
    request: () => ({ body: { username: 'demo', password: 'demo1234' } }),
  },
  {
    endpoint: endpoints.influencerLogin,
    request: () => ({
      body: { admin_username: 'demo', username: 'maya', password: 'maya1234' },
    }),
  },
  {
    endpoint: endpoints.influencerCodeLogin,
    request: async (ctx) => ({
      body: {
        admin_username: 'demo',
        username: 'maya',
        code: await issueToken(
          ctx.db,
          INFLUENCER_LOGIN_CODE,
          INFLUENCER_LOGIN_CODE_TTL_MS,
          {},
          SEED.maya.influencerId,
        ),
      },
    }),
  },
  {
    endpoint: endpoints.register,
    request: (ctx) => {
      const username = ctx.unique('newmerchant');
      return {
        body: { username, password: 'secret123', name: 'New', email: `${username}@example.com` },
      };
    },
  },
  {
    endpoint: endpoints.registerConnect,
    request: async (ctx) => {
      const username = ctx.unique('storeowner');
      const email = `${username}@example.com`;
      const auth = await issueStoreCode(ctx.db, { shop: `${username}.example`, email });
      return { body: { auth, username, email, password: 'secret123' } };
    },
    denials: [
      {
        name: 'a code that was never issued',
        as: 'none',
        status: 401,
        request: (ctx) => {
          const username = ctx.unique('storeowner');
          return {
            body: {
              auth: 'forged',
              username,
              email: `${username}@example.com`,
              password: 'secret123',
            },
          };
        },
      },
    ],
  },
  {
    endpoint: endpoints.loginConnect,
    request: async (ctx) => ({
      body: {
        auth: await issueStoreCode(ctx.db, { shop: 'demo-store.example', email: null }),
        username: 'demo',
        password: 'demo1234',
      },
    }),
  },
  {
    endpoint: endpoints.validateUsername,
    request: () => ({ body: { username: 'someone-new' } }),
  },
  {
    endpoint: endpoints.validateEmail,
    request: () => ({ body: { email: 'someone-new@example.com' } }),
  },
  {
    endpoint: endpoints.resetPassword,
    request: async (ctx) => ({
      body: { token: await accountToken(ctx, 'password_reset'), new_password: 'newpass123' },
    }),
  },
  {
    endpoint: endpoints.requestPasswordReset,
    request: () => ({ body: { username: 'demo' } }),
  },
  {
    endpoint: endpoints.requestInfluencerPasswordReset,
    request: () => ({ body: { username: 'demo', influencer_username: 'maya' } }),
  },
  { endpoint: endpoints.requestUserPasswordReset, request: () => ({}) },
  {
    endpoint: endpoints.verifyAccount,
    request: async (ctx) => ({ body: { token: await accountToken(ctx, 'account_verify') } }),
  },
  {
    endpoint: endpoints.registrationRequest,
    request: () => ({
      body: { name: 'Dana', email: 'dana@example.com', description: 'A shoe shop in Haifa' },
    }),
  },
  { endpoint: endpoints.logout, request: () => ({}) },

  // ---- account
  {
    endpoint: endpoints.storeConnect,
    request: async (ctx) => ({
      body: { auth: await issueStoreCode(ctx.db, { shop: 'demo-store.example', email: null }) },
    }),
  },
  {
    endpoint: endpoints.storeDisconnect,
    request: () => ({ body: { business_id: DEMO } }),
    foreign: () => ({ body: { business_id: ACME } }),
    after: async (ctx) => {
      await ctx.db.update(businesses).set({ storeConnected: true }).where(eq(businesses.id, DEMO));
    },
  },
  {
    endpoint: endpoints.syncProducts,
    request: () => ({ body: { business_id: DEMO } }),
    foreign: () => ({ body: { business_id: ACME } }),
  },
  {
    endpoint: endpoints.uploadFile,
    request: () => ({ query: { custom_name: 'logo.png' }, form: uploadForm() }),
  },
  {
    endpoint: endpoints.commitLogs,
    request: () => ({ body: { logs: ['TypeError: x is undefined'], store_id: DEMO } }),
  },

  // ---- plans
  {
    endpoint: endpoints.subscribePlan,
    request: () => ({ body: { store_subscription_plan: 'PRO', business_id: DEMO } }),
    foreign: () => ({ body: { store_subscription_plan: 'PRO', business_id: ACME } }),
  },
  {
    endpoint: endpoints.switchToFreePlan,
    request: () => ({ body: { business_id: DEMO } }),
    foreign: () => ({ body: { business_id: ACME } }),
    after: restorePlan,
  },
  {
    endpoint: endpoints.requestPlanUpgrade,
    request: () => ({ body: { business_id: DEMO } }),
    foreign: () => ({ body: { business_id: ACME } }),
  },
  {
    endpoint: endpoints.cancelPlan,
    request: () => ({ body: { business_id: DEMO } }),
    foreign: () => ({ body: { business_id: ACME } }),
    after: restorePlan,
  },

  // ---- settings
  {
    endpoint: endpoints.updateAppearance,
    request: () => ({
      params: { businessId: DEMO },
      body: { appearance: { logo_url: 'https://demo-store.example/logo.png' } },
    }),
    foreign: () => ({ params: { businessId: ACME }, body: { appearance: { logo_url: null } } }),
  },
  {
    endpoint: endpoints.updateTheme,
    request: async (ctx) => ({
      params: { businessId: DEMO },
      body: { theme: DEFAULT_THEME, version: (await demoVersions(ctx)).theme },
    }),
    foreign: () => ({ params: { businessId: ACME }, body: { theme: DEFAULT_THEME, version: 1 } }),
    denials: [
      {
        name: 'a theme saved on a stale version',
        as: 'admin',
        status: 409,
        request: async (ctx) => ({
          params: { businessId: DEMO },
          body: { theme: DEFAULT_THEME, version: (await demoVersions(ctx)).theme + 1 },
        }),
      },
    ],
  },
  {
    endpoint: endpoints.updateSettings,
    request: async (ctx) => ({
      params: { businessId: DEMO },
      body: { ...settingsBody, version: (await demoVersions(ctx)).settings },
    }),
    foreign: () => ({ params: { businessId: ACME }, body: { ...settingsBody, version: 1 } }),
  },
  { endpoint: endpoints.getOptionsMap, request: () => ({}) },
  {
    endpoint: endpoints.updateOptionsMap,
    request: () => ({
      body: {
        Color: { type: 'COLOR', values: { Black: { hex_value: '#111111', text_value: null } } },
      },
    }),
  },

  // ---- products
  {
    endpoint: endpoints.searchProducts,
    request: () => ({ query: { q: 'linen', product_status: 'active' } }),
  },
  {
    endpoint: endpoints.searchCollections,
    request: () => ({ query: { q: 'e' } }),
  },
  {
    endpoint: endpoints.updateProductsPreferences,
    request: () => ({
      params: { businessId: DEMO },
      body: { prefered_product_ids: [STORE_SEED.productId('demo', 2)], exclude_product_ids: null },
    }),
    foreign: () => ({
      params: { businessId: ACME },
      body: { prefered_product_ids: null, exclude_product_ids: null },
    }),
  },
  {
    endpoint: endpoints.updateCollectionsPreferences,
    request: () => ({
      params: { businessId: DEMO },
      body: { prefered_collection_ids: [STORE_SEED.collectionId('demo', 1)] },
    }),
    foreign: () => ({ params: { businessId: ACME }, body: {} }),
  },
  {
    endpoint: endpoints.productOptionImage,
    request: async (ctx) => ({
      body: {
        inventory_id: demoInventory,
        selected_options: { Color: await firstColor(ctx, demoInventory) },
      },
    }),
    foreign: async (ctx) => {
      const inventory = STORE_SEED.inventoryId('acme', 1);
      return {
        body: {
          inventory_id: inventory,
          selected_options: { Color: await firstColor(ctx, inventory) },
        },
      };
    },
  },

  // ---- Magic Store
  {
    endpoint: endpoints.mediaPresignedUrl,
    request: () => ({ body: { filename: 'my look.jpg', content_type: 'image/jpeg' } }),
  },
  {
    endpoint: endpoints.triggerCompression,
    request: async (ctx) => ({ body: { file_url: await uploadedMedia(ctx, DEMO) } }),
    foreign: async (ctx) => ({ body: { file_url: await uploadedMedia(ctx, ACME) } }),
  },
  {
    endpoint: endpoints.checkCompressionStatus,
    request: async (ctx) => {
      const job = await createJob(ctx.db, {
        businessId: DEMO,
        kind: 'compression',
        durationMs: 1000,
      });
      return { body: { job_id: job.id } };
    },
    foreign: async (ctx) => {
      const job = await createJob(ctx.db, {
        businessId: ACME,
        kind: 'compression',
        durationMs: 1000,
      });
      return { body: { job_id: job.id } };
    },
  },
  {
    endpoint: endpoints.mediaProductSearch,
    request: async (ctx) => ({ body: { media_url: await uploadedMedia(ctx, DEMO) } }),
    foreign: async (ctx) => ({ body: { media_url: await uploadedMedia(ctx, ACME) } }),
  },

  // ---- shopboard
  { endpoint: endpoints.shopboardStatus, request: () => ({}) },
  {
    endpoint: endpoints.shopboardConnectUrl,
    request: () => ({ params: { network: 'pinterest' } }),
  },
  {
    endpoint: endpoints.shopboardAuthConnect,
    request: async (ctx) => ({
      params: { network: 'pinterest' },
      body: { code: await issueSocialCode(ctx.db, DEMO, 'pinterest') },
    }),
    denials: [
      {
        name: "another merchant's code",
        as: 'admin',
        status: 401,
        request: async (ctx) => ({
          params: { network: 'pinterest' },
          body: { code: await issueSocialCode(ctx.db, ACME, 'pinterest') },
        }),
      },
    ],
  },
  {
    endpoint: endpoints.shopboardAuthDisconnect,
    request: async (ctx) => {
      await ctx.db
        .insert(socialAccounts)
        .values({ businessId: DEMO, network: 'pinterest', username: 'demo.pinterest' })
        .onConflictDoNothing();
      return { params: { network: 'pinterest' } };
    },
  },
  {
    endpoint: endpoints.shopboardAnalytics,
    request: () => ({ query: { from_date: '2025-01-01', to_date: '2025-03-31' } }),
  },
  {
    endpoint: endpoints.shopboardPosts,
    request: () => ({ params: { network: 'instagram' }, query: { count: 24, skip: 0 } }),
  },
  {
    endpoint: endpoints.setPostVisible,
    request: () => ({
      params: { network: 'instagram', postId: demoPost },
      body: { is_visible: true },
    }),
    foreign: () => ({
      params: { network: 'instagram', postId: acmePost },
      body: { is_visible: false },
    }),
  },
  {
    endpoint: endpoints.tagPostProducts,
    request: () => ({
      params: { network: 'instagram', postId: demoPost },
      body: { product_ids: [STORE_SEED.productId('demo', 3)] },
    }),
    foreign: () => ({
      params: { network: 'instagram', postId: acmePost },
      body: { product_ids: [] },
    }),
    denials: [
      {
        name: 'six products on one post',
        as: 'admin',
        status: 400,
        request: () => ({
          params: { network: 'instagram', postId: demoPost },
          body: { product_ids: [1, 2, 3, 4, 5, 6].map((n) => STORE_SEED.productId('demo', n)) },
        }),
      },
    ],
  },
  {
    endpoint: endpoints.syncShopboard,
    request: () => ({ params: { network: 'instagram' } }),
  },
];
