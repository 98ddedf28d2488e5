import { describe, expect, it } from 'vitest';
import { multilinkFromWire, multilinkToWire, type Multilink } from './multilinks';
import { wireMultilink } from './testFixtures';
import type { WireMultilink } from './wire';

const emptyUtm = { UTMSource: '', UTMMedium: '', UTMCampaign: '', UTMTerm: '', UTMContent: '' };

describe('multilinkFromWire', () => {
  it('maps a multilink and its options', () => {
    expect(multilinkFromWire(wireMultilink())).toEqual({
      multilinkId: 'm1',
      title: 'Split',
      createdAt: '2026-05-01T10:00:00Z',
      currency: 'USD',
      splitterType: 'PERCENTAGE',
      promocode: 'SPLIT',
      utmParams: { ...emptyUtm, UTMSource: 'tt' },
      isExpired: false,
      linksOptions: [
        {
          value: 60,
          deviceOption: 'ALL',
          linkId: 'o1',
          link: {
            linkType: 'LOOK',
            urlType: 'product',
            shoppingRedirectUrl: 'https://shop.example/a',
            description: 'A',
            defaultImage: 'https://img.example/a.jpg',
            images: [{ src: 'https://img.example/a.jpg', id: null }],
            products: [{ productId: 'p1', inventoryId: 'inv1', title: 'Shirt' }],
            collections: [],
            selectedOptions: { inv1: { Colour: 'Red' } },
            utmParams: emptyUtm,
            promocode: 'SPLIT',
          },
          views: 30,
          checkouts: 2,
          revenue: 40,
          totalTax: 4,
        },
        {
          value: 40,
          deviceOption: 'MOBILE',
          linkId: 'o2',
          link: {
            linkType: 'SHORT',
            urlType: null,
            shoppingRedirectUrl: '',
            description: '',
            defaultImage: null,
            images: [],
            products: [],
            collections: [{ collectionId: 'c1', title: 'Tops' }],
            selectedOptions: {},
            utmParams: emptyUtm,
            promocode: '',
          },
          views: 0,
          checkouts: 0,
          revenue: 0,
          totalTax: 0,
        },
      ],
      version: 5,
    } satisfies Multilink);
  });

  it.each<[string, WireMultilink['promocode'], string]>([
    ['a string', 'CODE', 'CODE'],
    ['an object', { code: 'OBJ' }, 'OBJ'],
    ['null', null, ''],
    ['undefined', undefined, ''],
  ])('reads a promocode given as %s', (_name, promocode, expected) => {
    expect(multilinkFromWire(wireMultilink({ promocode })).promocode).toBe(expected);
  });
});

describe('multilinkToWire', () => {
  const client = multilinkFromWire(wireMultilink());

  it.each<[string, Partial<Multilink>, Record<string, unknown>]>([
    ['the business id and splitter', {}, { business_id: 'b1', splitter_type: 'PERCENTAGE' }],
    ['the code as a string', {}, { promocode: 'SPLIT' }],
    ['an empty code as null', { promocode: '' }, { promocode: null }],
    ['a trimmed title', { title: ' Split ' }, { title: 'Split' }],
    [
      'the UTM values with wire names',
      {},
      {
        utm_params: {
          utm_source: 'tt',
          utm_medium: '',
          utm_campaign: '',
          utm_term: '',
          utm_content: '',
        },
      },
    ],
  ])('sends %s', (_name, over, expected) => {
    expect(multilinkToWire({ ...client, ...over }, 'b1')).toMatchObject(expected);
  });

  it('sends each option as link_resource', () => {
    expect(multilinkToWire(client, 'b1').links_options).toEqual([
      {
        value: 60,
        device_option: 'ALL',
        link_id: 'o1',
        link_resource: {
          images: [{ src: 'https://img.example/a.jpg', id: null }],
          inventory_ids: ['inv1'],
          collection_ids: [],
          shopping_redirect_url: 'https://shop.example/a',
          link_type: 'LOOK',
          selected_options: { inv1: { Colour: 'Red' } },
        },
      },
      {
        value: 40,
        device_option: 'MOBILE',
        link_id: 'o2',
        link_resource: {
          images: [],
          inventory_ids: [],
          collection_ids: ['c1'],
          shopping_redirect_url: null,
          link_type: 'SHORT',
          selected_options: {},
        },
      },
    ]);
  });

  it('leaves link_id off a new option', () => {
    const [first] = client.linksOptions;
    const created = { ...client, linksOptions: first ? [{ ...first, linkId: null }] : [] };
    expect(multilinkToWire(created, 'b1').links_options[0]).not.toHaveProperty('link_id');
  });

  it.each([
    ['the fixture', wireMultilink()],
    ['a string code and no UTM', wireMultilink({ promocode: 'CODE', utm_params: null })],
  ])('round trip of %s: the payload carries the multilink back', (_name, wire) => {
    const client = multilinkFromWire(wire);
    const payload = multilinkToWire(client, 'b1');
    const echoed: WireMultilink = {
      ...wire,
      title: payload.title,
      promocode: payload.promocode,
      utm_params: payload.utm_params,
      links_options: wire.links_options.map((o, i) => {
        const sent = payload.links_options[i];
        return sent
          ? {
              ...o,
              value: sent.value,
              device_option: sent.device_option,
              link_data: {
                ...o.link_data,
                shopping_redirect_url: sent.link_resource.shopping_redirect_url,
                link_type: sent.link_resource.link_type,
                selected_options: sent.link_resource.selected_options,
              },
            }
          : o;
      }),
    };
    expect(multilinkFromWire(echoed)).toEqual(client);
  });
});
