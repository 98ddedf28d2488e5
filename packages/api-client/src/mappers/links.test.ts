import { describe, expect, it } from 'vitest';
import {
  linkFormFromWire,
  linkFormToWire,
  linkListItemFromWire,
  shortCardFromWire,
  type LinkForm,
  type LinkListItem,
} from './links';
import type { WireLink } from './wire';
import { wireLink } from './testFixtures';

const emptyUtm = { UTMSource: '', UTMMedium: '', UTMCampaign: '', UTMTerm: '', UTMContent: '' };

describe('linkFormFromWire', () => {
  it('maps a link to the editor values', () => {
    expect(linkFormFromWire(wireLink())).toEqual({
      linkId: 'l1',
      linkType: 'LOOK',
      images: [
        { src: 'https://img.example/1.jpg', id: 'i1' },
        { src: 'https://img.example/2.jpg', id: null },
      ],
      description: 'Summer look',
      currency: 'USD',
      analytics: { views: 50, checkouts: 4, revenue: 150, checkoutRequests: 6 },
      promocode: 'SUMMER10',
      products: [{ productId: 'p1', inventoryId: 'inv1', title: 'Shirt' }],
      collections: [{ collectionId: 'c1', title: 'Tops' }],
      preferedSearchProductIds: [],
      title: 'Summer',
      shoppingRedirectUrl: 'https://shop.example',
      influencerUsername: 'dana',
      utmParams: { ...emptyUtm, UTMSource: 'ig', UTMCampaign: 'summer' },
      selectedOptions: { inv1: { Size: 'M' }, inv9: { Size: 'L' } },
      version: 3,
    } satisfies LinkForm);
  });

  it.each([
    [
      'analytics from the link itself',
      { link_analytics: null },
      'analytics',
      { views: 40, checkouts: 3, revenue: 120, checkoutRequests: 0 },
    ],
    [
      'no figures at all',
      { link_analytics: null, visits: null, checkouts: null, revenue: null },
      'analytics',
      { views: 0, checkouts: 0, revenue: 0, checkoutRequests: 0 },
    ],
    ['no code', { promocode: null }, 'promocode', ''],
    ['no description', { description: null }, 'description', ''],
    ['no title', { title: undefined }, 'title', ''],
    ['no redirect URL', { shopping_redirect_url: null }, 'shoppingRedirectUrl', ''],
    ['no influencer', { influencer_username: null }, 'influencerUsername', null],
    ['no UTM', { utm_params: null }, 'utmParams', emptyUtm],
    ['no selected options', { selected_options: null }, 'selectedOptions', {}],
  ] as const)('%s', (_name, over, key, expected) => {
    expect(linkFormFromWire(wireLink(over))[key]).toEqual(expected);
  });
});

describe('linkFormToWire', () => {
  const form = linkFormFromWire(wireLink());

  it.each<[string, Partial<LinkForm>, Record<string, unknown>]>([
    ['inventory ids from the products', {}, { inventory_ids: ['inv1'] }],
    [
      'selected options only for the chosen products',
      {},
      { selected_options: { inv1: { Size: 'M' } } },
    ],
    ['collection ids', {}, { collection_ids: ['c1'] }],
    ['an empty code as null', { promocode: '  ' }, { promocode: null }],
    ['a trimmed code', { promocode: ' SUMMER10 ' }, { promocode: 'SUMMER10' }],
    ['a trimmed description', { description: ' Hi ' }, { description: 'Hi' }],
    ['an empty redirect URL as null', { shoppingRedirectUrl: '' }, { shopping_redirect_url: null }],
    ['no influencer as null', { influencerUsername: null }, { influencer_username: null }],
    ['the business id', {}, { business_id: 'b1' }],
    ['the link type', { linkType: 'SHOPBOARD' }, { link_type: 'SHOPBOARD' }],
  ])('sends %s', (_name, over, expected) => {
    expect(linkFormToWire({ ...form, ...over }, 'b1')).toMatchObject(expected);
  });

  it('leaves the client-only fields off the payload', () => {
    const wire = linkFormToWire({ ...form, preferedSearchProductIds: ['p9'] }, 'b1');
    expect(Object.keys(wire).sort()).toEqual(
      [
        'business_id',
        'collection_ids',
        'description',
        'images',
        'influencer_username',
        'inventory_ids',
        'link_type',
        'promocode',
        'selected_options',
        'shopping_redirect_url',
        'utm_params',
      ].sort(),
    );
  });

  it.each([
    ['a full link', wireLink()],
    [
      'a bare link',
      wireLink({
        promocode: null,
        influencer_username: null,
        utm_params: null,
        collections: [],
        selected_options: null,
      }),
    ],
  ])('round trip of %s: the payload carries the link back', (_name, link) => {
    const wire = linkFormToWire(linkFormFromWire(link), 'b1');
    const echoed = wireLink({
      ...link,
      images: wire.images,
      description: wire.description,
      promocode: wire.promocode ? { code: wire.promocode } : null,
      shopping_redirect_url: wire.shopping_redirect_url,
      influencer_username: wire.influencer_username,
      utm_params: wire.utm_params,
      selected_options: wire.selected_options,
      link_type: wire.link_type,
    });
    const { selectedOptions, ...rest } = linkFormFromWire(link);
    const back = linkFormFromWire(echoed);
    expect(back).toEqual({ ...rest, selectedOptions: back.selectedOptions });
    expect(back.selectedOptions).toEqual(
      Object.fromEntries(Object.entries(selectedOptions).filter(([id]) => id === 'inv1')),
    );
  });
});

describe('linkListItemFromWire', () => {
  it('maps a link to a list row', () => {
    expect(linkListItemFromWire(wireLink())).toEqual({
      linkId: 'l1',
      images: [
        { src: 'https://img.example/1.jpg', id: 'i1' },
        { src: 'https://img.example/2.jpg', id: null },
      ],
      defaultImage: 'https://img.example/1.jpg',
      views: 50,
      createdAt: '2026-05-01T10:00:00Z',
      influencerUsername: 'dana',
      influencerImage: 'https://img.example/dana.jpg',
      description: 'Summer look',
    });
  });

  it.each<[string, Partial<WireLink>, keyof LinkListItem, unknown]>([
    [
      'the first image without a default',
      { link_default_image: null },
      'defaultImage',
      'https://img.example/1.jpg',
    ],
    ['no image at all', { link_default_image: null, images: [] }, 'defaultImage', null],
    ['views from visits without analytics', { link_analytics: null }, 'views', 40],
    ['no influencer image', { influencer_profile_image_url: null }, 'influencerImage', null],
  ])('%s', (_name, over, key, expected) => {
    expect(linkListItemFromWire(wireLink(over))[key]).toEqual(expected);
  });
});

describe('shortCardFromWire', () => {
  it('adds the short fields to the list row', () => {
    const link = wireLink({ link_type: 'SHORT', is_expired: true });
    expect(shortCardFromWire(link)).toEqual({
      ...linkListItemFromWire(link),
      checkouts: 4,
      revenue: 150,
      currency: 'EUR',
      isLinkExpired: true,
      title: 'Summer',
      shoppingRedirectUrl: 'https://shop.example',
      urlType: 'product',
    });
  });

  it.each([
    [
      'figures from the link without analytics',
      { link_analytics: null },
      { checkouts: 3, revenue: 120, currency: 'USD' },
    ],
    ['no URL type', { url_type: null }, { urlType: null }],
    ['no redirect URL', { shopping_redirect_url: null }, { shoppingRedirectUrl: null }],
    ['no title', { title: null }, { title: '' }],
  ] as const)('%s', (_name, over, expected) => {
    expect(shortCardFromWire(wireLink(over))).toMatchObject(expected);
  });
});
