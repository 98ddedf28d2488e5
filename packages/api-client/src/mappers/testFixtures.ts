/**
 * Wire fixtures for the mapper tests, each parsed with its contract schema so a fixture that
 * drifts from the contract fails loudly.
 */
import {
  analyticsBucket,
  brand,
  influencer,
  influencerInsight,
  link,
  multilink,
  session,
} from '@shoppable/api-contract';
import { DEFAULT_THEME } from '@shoppable/domain';
import * as v from 'valibot';
import type {
  WireAnalyticsBucket,
  WireBrand,
  WireInfluencer,
  WireInfluencerInsight,
  WireLink,
  WireMultilink,
  WireSession,
} from './wire';

export const wireLink = (over: Partial<WireLink> = {}): WireLink =>
  v.parse(link, {
    link_id: 'l1',
    description: 'Summer look',
    title: 'Summer',
    created_at: '2026-05-01T10:00:00Z',
    images: [
      { src: 'https://img.example/1.jpg', id: 'i1' },
      { src: 'https://img.example/2.jpg', id: null },
    ],
    link_default_image: 'https://img.example/1.jpg',
    currency: 'USD',
    revenue: 120,
    visits: 40,
    checkouts: 3,
    influencer_username: 'dana',
    influencer_profile_image_url: 'https://img.example/dana.jpg',
    shopping_redirect_url: 'https://shop.example',
    url_type: 'product',
    link_type: 'LOOK',
    promocode: { code: 'SUMMER10' },
    utm_params: { utm_source: 'ig', utm_medium: null, utm_campaign: 'summer' },
    selected_options: { inv1: { Size: 'M' }, inv9: { Size: 'L' } },
    products: [{ product_id: 'p1', inventory_id: 'inv1', title: 'Shirt' }],
    collections: [{ collection_id: 'c1', title: 'Tops' }],
    link_analytics: {
      visits: 50,
      checkouts: 4,
      revenue: 150,
      requested_checkouts: 6,
      total_tax: 10,
      currency: 'EUR',
    },
    is_expired: false,
    version: 3,
    ...over,
  });

export const wireBrand = (over: Partial<WireBrand> = {}): WireBrand =>
  v.parse(brand, {
    business_id: 'b1',
    business_name: 'Acme',
    logo_url: 'https://img.example/logo.png',
    currency: 'ILS',
    subscription_plan: 'STARTER',
    free_trial_days_left: 12,
    domain: 'acme.example',
    available_domains: ['acme.example', 'shop.acme.example'],
    utm_params: { utm_source: 'shoppable', utm_medium: 'social' },
    shipping_and_return_url: 'https://acme.example/returns',
    facebook_pixel_id: '123456',
    google_analytics_id: 'G-ABC',
    auto_swap_enabled: true,
    ai_preferences: {
      products_preferences: { prefered_product_ids: ['p1'], exclude_product_ids: null },
      collections_preferences: { prefered_collection_ids: null, exclude_collection_ids: ['c2'] },
    },
    product_vision_configurations: {
      is_enabled: true,
      product_category: 'fashion',
      sensitivity: 'HIGH',
    },
    theme: { ...DEFAULT_THEME, cart_button_icon: 'cart3' },
    theme_version: 4,
    settings_version: 7,
    ...over,
  });

export const wirePermissions = {
  analytics_commission_enabled: true,
  analytics_clicks_enabled: true,
  analytics_revenue_enabled: false,
  analytics_sales_enabled: true,
  analytics_cr_enabled: false,
  analytics_aov_enabled: true,
  allow_creating_and_editing_links: true,
};

export const wireSession = (over: Partial<WireSession> = {}): WireSession =>
  v.parse(session, {
    token: 't',
    user: {
      name: 'Dana',
      admin_username: 'acme',
      username: 'dana',
      profile_image_url: 'https://img.example/dana.jpg',
      email: 'dana@example.com',
      promocode: 'DANA',
      permissions: wirePermissions,
    },
    is_admin: false,
    brand: wireBrand(),
    ...over,
  });

export const wireInfluencer = (over: Partial<WireInfluencer> = {}): WireInfluencer =>
  v.parse(influencer, {
    username: 'dana',
    email: 'dana@example.com',
    profile_image_url: 'https://img.example/dana.jpg',
    phone: '+972501234567',
    promocode: 'DANA',
    commission: 12.5,
    password: null,
    is_active: true,
    permissions: wirePermissions,
    commission_rules: { reduce_refunds_from_commission: true, reduce_vat_from_commission: false },
    revenue_rules: { net_revenue_ratio: 80 },
    analytics: { clicks: 10, sales: 2, revenue: 99 },
    links: [wireLink()],
    shorts: [wireLink({ link_id: 's1', link_type: 'SHORT', is_expired: true })],
    version: 2,
    ...over,
  });

export const wireInsight = (over: Partial<WireInfluencerInsight> = {}): WireInfluencerInsight =>
  v.parse(influencerInsight, {
    influencer_username: 'dana',
    currency: 'USD',
    clicks_looks: 1,
    clicks_shorts: 2,
    commission: 3,
    revenue_external: 4,
    revenue_looks: 5,
    revenue_shorts: 6,
    influencer_attributed_revenue: 7,
    influencer_attributed_revenue_looks: 8,
    influencer_attributed_revenue_shorts: 9,
    sales_external: 10,
    sales_looks: 11,
    sales_shorts: 12,
    influencer_attributed_sales_looks: 13,
    influencer_attributed_sales_shorts: 14,
    total_sales: 15,
    total_refunded: 16,
    ...over,
  });

export const wireBucket = (over: Partial<WireAnalyticsBucket> = {}): WireAnalyticsBucket =>
  v.parse(analyticsBucket, {
    data: [
      { date: '2026-05-01', visits: 10, checkouts: 1, revenue: 20, total_tax: 2 },
      { date: '2026-05-02', visits: null, checkouts: 0, revenue: 0 },
    ],
    visits: 200,
    checkouts: 10,
    revenue: 500,
    requested_checkouts: 15,
    total_tax: 50,
    influencer_attributed_revenue: 300,
    influencer_attributed_checkouts: 5,
    ...over,
  });

export const wireMultilink = (over: Partial<WireMultilink> = {}): WireMultilink =>
  v.parse(multilink, {
    multilink_id: 'm1',
    title: 'Split',
    created_at: '2026-05-01T10:00:00Z',
    currency: 'USD',
    splitter_type: 'PERCENTAGE',
    promocode: { code: 'SPLIT' },
    utm_params: { utm_source: 'tt' },
    is_expired: false,
    version: 5,
    links_options: [
      {
        value: 60,
        device_option: 'ALL',
        link_id: 'o1',
        link_data: {
          shopping_redirect_url: 'https://shop.example/a',
          description: 'A',
          link_type: 'LOOK',
          url_type: 'product',
          link_default_image: 'https://img.example/a.jpg',
          products: [{ product_id: 'p1', inventory_id: 'inv1', title: 'Shirt' }],
          collections: [],
          selected_options: { inv1: { Colour: 'Red' } },
          utm_params: null,
          promocode: { code: 'SPLIT' },
          link_analytics: { visits: 30, checkouts: 2, revenue: 40, total_tax: 4 },
        },
      },
      {
        value: 40,
        device_option: 'MOBILE',
        link_id: 'o2',
        link_data: {
          shopping_redirect_url: null,
          link_type: 'SHORT',
          products: [],
          collections: [{ collection_id: 'c1', title: 'Tops' }],
        },
      },
    ],
    ...over,
  });
