import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { EndpointBody, EndpointParams, EndpointQuery, EndpointResponse } from '../endpoint';
import { envelope } from '../envelope';
import { endpoints } from './index';

/** A copy of `object` without `key`. */
function without<T extends object>(object: T, key: keyof T): Partial<T> {
  const copy: Partial<T> = { ...object };
  delete copy[key];
  return copy;
}

const link = {
  link_id: 'l1',
  description: 'Summer look',
  created_at: '2026-06-01T10:00:00Z',
  images: [{ src: 'https://cdn.example/a.jpg', id: 'i1' }],
  link_default_image: 'https://cdn.example/a.jpg',
  currency: 'USD',
  revenue: 120.5,
  visits: 40,
  checkouts: 3,
  influencer_username: 'maya',
  shopping_redirect_url: null,
  url_type: null,
  link_type: 'LOOK',
  promocode: { code: 'SUMMER10' },
  utm_params: { utm_source: 'ig', utm_medium: null },
  selected_options: { inv1: { Size: 'M' } },
  products: [{ product_id: 'p1', inventory_id: 'inv1', title: 'Shirt' }],
  collections: [],
  link_analytics: {
    visits: 40,
    checkouts: 3,
    revenue: 120.5,
    requested_checkouts: 5,
    total_tax: 2,
    currency: 'USD',
  },
  is_expired: false,
  version: 1,
};

const linkPayload = {
  images: [{ src: 'https://cdn.example/a.jpg', id: 'i1' }],
  inventory_ids: ['inv1'],
  selected_options: null,
  collection_ids: null,
  promocode: 'SUMMER10',
  description: 'Summer look',
  business_id: 'b1',
  shopping_redirect_url: null,
  influencer_username: 'maya',
  utm_params: { utm_source: 'ig' },
  link_type: 'LOOK',
};

describe('link schemas', () => {
  it('accepts a link in the envelope and rejects a wrong link type', () => {
    const schema = envelope(endpoints.getLink.response);
    expect(v.is(schema, { status: true, data: link, error: null })).toBe(true);
    expect(
      v.is(schema, { status: true, data: { ...link, link_type: 'INSTANT' }, error: null }),
    ).toBe(false);
  });

  it('accepts the link payload and rejects one without business id or with a long promocode', () => {
    expect(v.is(endpoints.createLink.body, linkPayload)).toBe(true);
    expect(v.is(endpoints.createLink.body, without(linkPayload, 'business_id'))).toBe(false);
    expect(v.is(endpoints.createLink.body, { ...linkPayload, promocode: 'X'.repeat(21) })).toBe(
      false,
    );
  });

  it('parses list query strings into numbers', () => {
    expect(
      v.parse(endpoints.listLinks.query, {
        q: 'shirt',
        count: '28',
        skip: '0',
        link_type: 'SHORT',
      }),
    ).toEqual({
      q: 'shirt',
      count: 28,
      skip: 0,
      link_type: 'SHORT',
    });
    expect(v.is(endpoints.listLinks.query, { count: 'many' })).toBe(false);
  });
});

describe('edit versions', () => {
  const shortPayload = { business_id: 'b1', title: 'Sale', url_type: 'organic', promocode: 'X' };
  const edits = [
    ['editLink', linkPayload],
    ['editShort', shortPayload],
  ] as const;

  it('requires the version an edit is based on, a whole number from 1', () => {
    for (const [name, body] of edits) {
      const schema = endpoints[name].body;
      expect(v.is(schema, { ...body, version: 3 }), name).toBe(true);
      for (const bad of [0, 1.5, '2', null]) {
        expect(v.is(schema, { ...body, version: bad }), `${name} ${String(bad)}`).toBe(false);
      }
      const missing = v.safeParse(schema, body);
      expect(missing.success).toBe(false);
      expect(v.getDotPath(missing.issues![0])).toBe('version');
    }
  });

  it('keeps create bodies without a version, and answers one with every editable object', () => {
    expect(v.is(endpoints.createLink.body, linkPayload)).toBe(true);
    expect(v.is(endpoints.getLink.response, without(link, 'version'))).toBe(false);
    expect(v.is(endpoints.updateSettings.response, { version: 2 })).toBe(true);
  });
});

describe('session', () => {
  const session = {
    token: 't0ken',
    is_admin: true,
    user: { name: 'Demo', username: 'demo', email: 'demo@example.com', permissions: null },
    brand: {
      business_id: 'b1',
      business_name: 'Demo store',
      logo_url: null,
      currency: 'USD',
      subscription_plan: 'BUSINESS',
      free_trial_days_left: null,
      domain: null,
      available_domains: [],
      auto_swap_enabled: false,
      product_vision_configurations: {
        is_enabled: true,
        product_category: null,
        sensitivity: 'MEDIUM',
      },
      theme_version: 1,
      settings_version: 3,
    },
  };

  it('accepts a merchant session and rejects a lowercase plan', () => {
    expect(v.is(endpoints.verifySession.response, session)).toBe(true);
    expect(
      v.is(endpoints.verifySession.response, {
        ...session,
        brand: { ...session.brand, subscription_plan: 'business' },
      }),
    ).toBe(false);
  });
});

describe('multilink payload', () => {
  const option = {
    value: 50,
    device_option: 'ALL',
    link_resource: { images: [], inventory_ids: ['inv1'], link_type: 'LOOK' },
  };
  const payload = {
    business_id: 'b1',
    title: 'Split',
    splitter_type: 'PERCENTAGE',
    links_options: [option, option],
  };

  it('accepts two options and rejects an unknown device or splitter', () => {
    expect(v.is(endpoints.createMultilink.body, payload)).toBe(true);
    expect(v.is(endpoints.createMultilink.body, { ...payload, splitter_type: 'EVEN' })).toBe(false);
    expect(
      v.is(endpoints.createMultilink.body, {
        ...payload,
        links_options: [{ ...option, device_option: 'TABLET' }, option],
      }),
    ).toBe(false);
  });
});

describe('influencer create body', () => {
  const body = {
    username: 'maya',
    email: 'maya@example.com',
    profile_image_url: null,
    promocode: 'MAYA',
    commission: 12.5,
    phone: null,
    permissions: {
      analytics_commission_enabled: true,
      analytics_clicks_enabled: true,
      analytics_revenue_enabled: false,
      analytics_sales_enabled: true,
      analytics_cr_enabled: false,
      analytics_aov_enabled: false,
      allow_creating_and_editing_links: true,
    },
    commission_rules: { reduce_refunds_from_commission: true, reduce_vat_from_commission: false },
    revenue_rules: { net_revenue_ratio: 100 },
  };

  it('accepts a complete body and rejects a commission over 100 or a missing permission', () => {
    expect(v.is(endpoints.createInfluencer.body, body)).toBe(true);
    expect(v.is(endpoints.createInfluencer.body, { ...body, commission: 101 })).toBe(false);
    const partial = without(body.permissions, 'analytics_cr_enabled');
    expect(v.is(endpoints.createInfluencer.body, { ...body, permissions: partial })).toBe(false);
  });

  it('edits without the username', () => {
    expect(
      v.parse(endpoints.editInfluencer.body, { ...body, username: 'other', version: 2 }),
    ).not.toHaveProperty('username');
  });

  it('marks the report as a CSV answer', () => {
    expect(endpoints.influencerReport.responseFormat).toBe('csv');
  });
});

describe('analytics and shopboard answers', () => {
  const bucket = {
    data: [{ date: '2026-06-01', visits: 10, checkouts: 1, revenue: 30, total_tax: 0 }],
    visits: 10,
    checkouts: 1,
    revenue: 30,
    requested_checkouts: 2,
    total_tax: 0,
  };

  it('accepts a business report and rejects a missing channel', () => {
    const report = {
      looks_analytics: bucket,
      shorts_analytics: bucket,
      currency: 'USD',
      influencers_insights: [],
    };
    expect(v.is(endpoints.businessAnalytics.response, report)).toBe(true);
    expect(v.is(endpoints.businessAnalytics.response, without(report, 'shorts_analytics'))).toBe(
      false,
    );
  });

  it('accepts the shopboard status with a syncing network and rejects an unknown network as path parameter', () => {
    const status = {
      shopboard_url: 'https://shop.example/demo',
      social_medias: {
        instagram: { connected: true, number_of_posts: -1, username: 'demo' },
        tiktok: null,
        pinterest: { connected: false, number_of_posts: null },
      },
    };
    expect(v.is(endpoints.shopboardStatus.response, status)).toBe(true);
    expect(v.is(endpoints.shopboardPosts.params, { network: 'facebook' })).toBe(false);
  });
});

describe('settings and theme bodies', () => {
  it('rejects a theme with three strip sentences or an unknown shape', () => {
    const theme = {
      checkout_button_shape: 'shape1',
      checkout_button_background_color: '#000000',
      checkout_button_font_color: '#ffffff',
      checkout_button_border_color: '#000000',
      promo_code_display_border_radius: 'shape2',
      promo_code_display_background_color: '#ffffff',
      promo_code_display_font_color: '#000000',
      promo_code_display_border_color: '#cccccc',
      promo_code_display_shadow_shown: true,
      is_influencer_display_shown: true,
      cart_button_icon: 'cart1',
      is_discount_strip_shown: false,
      discount_background_color: '#000000',
      discount_font_color: '#ffffff',
      is_shipping_and_sales_strip_shown: true,
      shipping_and_sales_strip_background_color: '#000000',
      shipping_and_sales_strip_font_color: '#ffffff',
      shipping_and_sales_strip_sentences: ['Free shipping', '30-day returns'],
      image_border_radius: '6px',
      is_preorder_text_shown: false,
      preorder_text: '',
      add_to_cart_button_shape: 'shape3',
      add_to_cart_button_background_color: '#000000',
      add_to_cart_button_border_color: '#000000',
      add_to_cart_button_font_color: '#ffffff',
    };
    expect(v.is(endpoints.updateTheme.body, { theme, version: 1 })).toBe(true);
    expect(
      v.is(endpoints.updateTheme.body, {
        theme: { ...theme, shipping_and_sales_strip_sentences: ['a', 'b', 'c'] },
        version: 1,
      }),
    ).toBe(false);
    expect(
      v.is(endpoints.updateTheme.body, {
        theme: { ...theme, checkout_button_shape: 'shape4' },
        version: 1,
      }),
    ).toBe(false);
    // An edit names the version it was based on (DESIGN.md §4).
    expect(v.is(endpoints.updateTheme.body, { theme })).toBe(false);
  });

  it('accepts an option map and rejects an unknown option type', () => {
    const map = { Color: { type: 'COLOR', values: { Red: { hex_value: '#ff0000' } } } };
    expect(v.is(endpoints.updateOptionsMap.body, map)).toBe(true);
    expect(v.is(endpoints.updateOptionsMap.body, { Color: { type: 'IMAGE', values: {} } })).toBe(
      false,
    );
  });
});

describe('public calls', () => {
  it('accepts a checkout and rejects one without items or an unknown event', () => {
    const checkout = {
      link_id: 'l1',
      items: [{ inventory_id: 'inv1', quantity: 2 }],
      promocode: null,
    };
    expect(v.is(endpoints.publicCheckout.body, checkout)).toBe(true);
    expect(v.is(endpoints.publicCheckout.body, { ...checkout, items: [] })).toBe(false);
    expect(v.is(endpoints.shopperEvent.body, { link_id: 'l1', type: 'purchase' })).toBe(false);
  });
});

describe('Magic Store answers', () => {
  it('accepts a compression answer with or without a job id (content.md §4)', () => {
    const answer = endpoints.triggerCompression.response;
    const media_url = 'https://cdn.example/m.jpg';
    expect(v.is(answer, { job_id: 'job-1', media_url })).toBe(true);
    expect(v.is(answer, { job_id: null, media_url })).toBe(true);
    expect(v.is(answer, { media_url })).toBe(true);
    expect(v.is(answer, { job_id: 'job-1' })).toBe(false);
  });
});

describe('inferred types', () => {
  it('gives callers the input and output types of each endpoint', () => {
    expectTypeOf<EndpointParams<typeof endpoints.getLink>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<EndpointParams<typeof endpoints.createLink>>().toEqualTypeOf<undefined>();
    expectTypeOf<EndpointBody<typeof endpoints.setInfluencerActivation>>().toEqualTypeOf<{
      activate: boolean;
    }>();
    expectTypeOf<EndpointQuery<typeof endpoints.listOrders>>().toExtend<{
      count?: number | string;
      skip?: number | string;
    }>();
    expectTypeOf<EndpointResponse<typeof endpoints.linkProductsCount>>().toEqualTypeOf<{
      count: number;
    }>();
    expectTypeOf(endpoints.getLink.method).toEqualTypeOf<'GET'>();
  });
});
