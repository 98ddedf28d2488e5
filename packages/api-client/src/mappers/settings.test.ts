import { describe, expect, it } from 'vitest';
import {
  aiPreferencesFromWire,
  aiPreferencesToWire,
  settingsFromWire,
  settingsToWire,
  utmParamsFromWire,
  utmParamsToWire,
  type Settings,
} from './settings';
import { wireBrand } from './testFixtures';
import type { WireAiPreferences, WireUtmParams } from './wire';

const emptyUtm = { UTMSource: '', UTMMedium: '', UTMCampaign: '', UTMTerm: '', UTMContent: '' };
const fullWireUtm: Required<WireUtmParams> = {
  utm_source: 's',
  utm_medium: 'm',
  utm_campaign: 'c',
  utm_term: 't',
  utm_content: 'x',
};

describe('utmParamsFromWire', () => {
  it.each<[string, WireUtmParams | null | undefined, Settings['utmParams']]>([
    ['null', null, emptyUtm],
    ['undefined', undefined, emptyUtm],
    ['some values', { utm_source: 'ig', utm_term: null }, { ...emptyUtm, UTMSource: 'ig' }],
    [
      'all values',
      fullWireUtm,
      { UTMSource: 's', UTMMedium: 'm', UTMCampaign: 'c', UTMTerm: 't', UTMContent: 'x' },
    ],
  ])('reads %s', (_name, wire, client) => {
    expect(utmParamsFromWire(wire)).toEqual(client);
  });
});

describe('utmParamsToWire', () => {
  it.each([
    [
      'empty',
      emptyUtm,
      { utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '' },
    ],
    [
      'trimmed',
      { ...emptyUtm, UTMSource: '  ig ' },
      { ...utmParamsToWire(emptyUtm), utm_source: 'ig' },
    ],
  ])('writes %s', (_name, client, wire) => {
    expect(utmParamsToWire(client)).toEqual(wire);
  });

  it.each([[fullWireUtm], [{ ...fullWireUtm, utm_term: '' }]])('round trip %j', (wire) => {
    expect(utmParamsToWire(utmParamsFromWire(wire))).toEqual(wire);
  });
});

const prefs: WireAiPreferences = {
  products_preferences: { prefered_product_ids: ['p1'], exclude_product_ids: ['p2', 'p3'] },
  collections_preferences: { prefered_collection_ids: ['c1'], exclude_collection_ids: [] },
};

describe('aiPreferences', () => {
  it.each<[string, WireAiPreferences | null | undefined, ReturnType<typeof aiPreferencesFromWire>]>(
    [
      [
        'missing',
        null,
        {
          productsPreferences: { preferedProductIds: [], excludedProductIds: [] },
          collectionsPreferences: { preferedCollectionIds: [], excludedCollectionIds: [] },
        },
      ],
      [
        'filled',
        prefs,
        {
          productsPreferences: { preferedProductIds: ['p1'], excludedProductIds: ['p2', 'p3'] },
          collectionsPreferences: { preferedCollectionIds: ['c1'], excludedCollectionIds: [] },
        },
      ],
    ],
  )('reads %s preferences', (_name, wire, client) => {
    expect(aiPreferencesFromWire(wire)).toEqual(client);
  });

  it.each([
    ['filled', prefs],
    [
      'empty',
      {
        products_preferences: { prefered_product_ids: [], exclude_product_ids: [] },
        collections_preferences: { prefered_collection_ids: [], exclude_collection_ids: [] },
      },
    ],
  ])('round trip of %s preferences', (_name, wire) => {
    expect(aiPreferencesToWire(aiPreferencesFromWire(wire))).toEqual(wire);
  });
});

describe('settingsFromWire', () => {
  it('reads the brand with client names', () => {
    expect(settingsFromWire(wireBrand())).toEqual({
      shippingAndReturnsUrl: 'acme.example/returns',
      facebookPixelId: '123456',
      googleAnalyticsId: 'G-ABC',
      utmParams: { ...emptyUtm, UTMSource: 'shoppable', UTMMedium: 'social' },
      autoSwapEnabled: true,
      productVisionConfigurations: { isEnabled: true, sensitivity: 'HIGH' },
      aiPreferences: {
        productsPreferences: { preferedProductIds: ['p1'], excludedProductIds: [] },
        collectionsPreferences: { preferedCollectionIds: [], excludedCollectionIds: ['c2'] },
      },
      version: 7,
    });
  });

  it.each([
    ['shippingAndReturnsUrl', { shipping_and_return_url: null }, ''],
    ['facebookPixelId', { facebook_pixel_id: null }, ''],
    ['googleAnalyticsId', { google_analytics_id: undefined }, ''],
    [
      'productVisionConfigurations',
      { product_vision_configurations: null },
      { isEnabled: false, sensitivity: 'OFF' },
    ],
  ] as const)('%s has its empty value when missing', (key, over, expected) => {
    expect(settingsFromWire(wireBrand(over))[key]).toEqual(expected);
  });
});

describe('settingsToWire', () => {
  it.each([
    [
      'the https prefix back on the URL',
      { shippingAndReturnsUrl: 'shop.example/r' },
      { shipping_and_return_url: 'https://shop.example/r' },
    ],
    [
      'a typed scheme replaced',
      { shippingAndReturnsUrl: 'http://shop.example' },
      { shipping_and_return_url: 'https://shop.example' },
    ],
    ['an empty URL as null', { shippingAndReturnsUrl: ' ' }, { shipping_and_return_url: null }],
    ['an empty pixel id as null', { facebookPixelId: '' }, { facebook_pixel_id: null }],
    ['an empty analytics id as null', { googleAnalyticsId: '' }, { google_analytics_id: null }],
    [
      'the sensitivity as product_search_sensitivity',
      { productVisionConfigurations: { isEnabled: true, sensitivity: 'LOW' } },
      { product_search_sensitivity: 'LOW' },
    ],
  ] as const)('sends %s', (_name, over, expected) => {
    expect(settingsToWire({ ...settingsFromWire(wireBrand()), ...over })).toMatchObject(expected);
  });

  it('round trip of the brand settings', () => {
    const brand = wireBrand();
    expect(settingsToWire(settingsFromWire(brand))).toEqual({
      shipping_and_return_url: brand.shipping_and_return_url,
      facebook_pixel_id: brand.facebook_pixel_id,
      google_analytics_id: brand.google_analytics_id,
      auto_swap_enabled: brand.auto_swap_enabled,
      product_search_sensitivity: brand.product_vision_configurations?.sensitivity,
      utm_params: {
        utm_source: 'shoppable',
        utm_medium: 'social',
        utm_campaign: '',
        utm_term: '',
        utm_content: '',
      },
      version: 7,
    });
  });

  it.each<[string, Settings]>([
    ['filled', settingsFromWire(wireBrand())],
    [
      'empty',
      settingsFromWire(
        wireBrand({ shipping_and_return_url: null, facebook_pixel_id: null, utm_params: null }),
      ),
    ],
  ])(
    'client round trip of %s settings (isEnabled and preferences stay client-side)',
    (_name, client) => {
      const brand = wireBrand();
      const wire = settingsToWire(client);
      const back = settingsFromWire({
        ...brand,
        shipping_and_return_url: wire.shipping_and_return_url,
        facebook_pixel_id: wire.facebook_pixel_id,
        google_analytics_id: wire.google_analytics_id,
        auto_swap_enabled: wire.auto_swap_enabled,
        utm_params: wire.utm_params,
        product_vision_configurations: {
          is_enabled: client.productVisionConfigurations.isEnabled,
          sensitivity: wire.product_search_sensitivity,
        },
        ai_preferences: aiPreferencesToWire(client.aiPreferences),
        settings_version: wire.version,
      });
      expect(back).toEqual(client);
    },
  );
});
