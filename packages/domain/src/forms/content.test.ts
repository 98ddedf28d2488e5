import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { linkSchema, multilinkSchema, shortSchema } from './content';
import { formErrors } from './errors';
import { MESSAGES } from './messages';

const utm = { UTMSource: '', UTMMedium: '', UTMCampaign: '', UTMTerm: '', UTMContent: '' };
const products = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i}` }));
const link = {
  images: [{ id: 'i1', src: 'https://cdn/x.png' }],
  description: 'Summer look',
  promocode: '',
  products: products(1),
  shoppingRedirectUrl: '',
  influencerUsername: '',
  utmParams: utm,
};

describe('linkSchema', () => {
  it.each([
    [{}, {}],
    [{ products: products(15) }, {}],
    [{ products: products(0) }, { products: MESSAGES.linkProducts }],
    [{ products: products(16) }, { products: MESSAGES.linkProducts }],
    [{ promocode: 'x'.repeat(21) }, { promocode: MESSAGES.promocode }],
    [{ description: 'd'.repeat(301) }, { description: MESSAGES.description }],
    [{ utmParams: { ...utm, UTMMedium: 'a?b' } }, { 'utmParams.UTMMedium': MESSAGES.utm }],
  ])('%o → %o', (patch, errors) => {
    expect(formErrors(linkSchema, { ...link, ...patch })).toEqual(errors);
  });
});

describe('shortSchema', () => {
  const schema = shortSchema(['shop.com'], 'Use a URL on shop.com');
  const common = { title: '', promocode: '', influencerUsername: '', utmParams: utm };
  it.each([
    [{ type: 'product', productIds: ['p1'] }, {}],
    [{ type: 'product', productIds: [] }, { productIds: MESSAGES.oneProduct }],
    [{ type: 'product', productIds: ['a', 'b'] }, { productIds: MESSAGES.oneProduct }],
    [{ type: 'collection', collectionIds: ['c1'] }, {}],
    [{ type: 'collection', collectionIds: [] }, { collectionIds: MESSAGES.oneCollection }],
    [{ type: 'custom', url: 'shop.com/sale' }, {}],
    [{ type: 'custom', url: 'shop.com.evil.com' }, { url: 'Use a URL on shop.com' }],
    [{ type: 'organic', promocode: 'SAVE10' }, {}],
    [{ type: 'organic', promocode: ' ' }, { promocode: MESSAGES.organicPromocode }],
    [
      { type: 'product', productIds: ['p1'], title: 't'.repeat(61) },
      { title: MESSAGES.shortTitle },
    ],
  ])('%o → %o', (patch, errors) => {
    expect(formErrors(schema, { ...common, ...patch })).toEqual(errors);
  });
  it('adds https:// to a custom URL', () => {
    expect(v.parse(schema, { ...common, type: 'custom', url: 'shop.com/sale' })).toMatchObject({
      url: 'https://shop.com/sale',
    });
  });
  it('passes a saved address as saved, off the domains too', () => {
    const saved = shortSchema(['shop.com'], 'Use a URL on shop.com', ['https://old.com/x']);
    const short = { ...common, type: 'custom' };
    expect(formErrors(saved, { ...short, url: 'https://old.com/x' })).toEqual({});
    expect(formErrors(saved, { ...short, url: 'old.com/y' })).toEqual({
      url: 'Use a URL on shop.com',
    });
    expect(formErrors(saved, { ...short, url: '' })).toEqual({ url: 'Use a URL on shop.com' });
  });
});

describe('multilinkSchema', () => {
  const schema = multilinkSchema(['shop.com']);
  const a = { type: 'look', device: 'ALL', share: 50, productIds: ['p1', 'p2'] };
  const b = { type: 'custom', device: 'MOBILE', share: 50, url: 'shop.com/x' };
  const m = { title: 'Spring', promocode: '', utmParams: utm, experiences: [a, b] };
  it.each([
    [{}, {}],
    [{ title: '  ' }, { title: MESSAGES.multilinkTitle }],
    [{ title: 't'.repeat(61) }, { title: MESSAGES.multilinkTitleLength }],
    [
      {
        experiences: [
          { ...a, share: 70 },
          { ...b, share: 30 },
        ],
      },
      {},
    ],
    [
      {
        experiences: [
          { ...a, share: 100 },
          { ...b, share: 0 },
        ],
      },
      {},
    ],
    [{ experiences: [{ ...a, share: 60 }, b] }, { '': MESSAGES.shares }],
    [
      {
        experiences: [
          { ...a, share: 50.5 },
          { ...b, share: 49.5 },
        ],
      },
      { 'experiences.0.share': MESSAGES.shares, 'experiences.1.share': MESSAGES.shares },
    ],
    [
      {
        experiences: [
          { ...a, share: 101 },
          { ...b, share: -1 },
        ],
      },
      { 'experiences.0.share': MESSAGES.shares, 'experiences.1.share': MESSAGES.shares },
    ],
    [
      { experiences: [{ ...a, productIds: [] }, b] },
      { 'experiences.0.productIds': MESSAGES.linkProducts },
    ],
    [{ experiences: [a, { ...b, url: 'other.com' }] }, { 'experiences.1.url': MESSAGES.url }],
    [
      {
        experiences: [
          { type: 'product', device: 'PC', share: 50, productIds: ['p'] },
          { type: 'collection', device: 'ALL', share: 50, collectionIds: ['c'] },
        ],
      },
      {},
    ],
    [{ experiences: [a] }, { 'experiences.1': expect.any(String) }],
  ])('%o → %o', (patch, errors) => {
    expect(formErrors(schema, { ...m, ...patch })).toEqual(errors);
  });
  it('passes a saved address as saved, off the domains too', () => {
    const saved = multilinkSchema(['shop.com'], MESSAGES.url, ['https://old.com/x']);
    const experiences = (url: string) => [a, { ...b, url }];
    expect(formErrors(saved, { ...m, experiences: experiences('https://old.com/x') })).toEqual({});
    expect(formErrors(saved, { ...m, experiences: experiences('old.com/y') })).toEqual({
      'experiences.1.url': MESSAGES.url,
    });
  });
});
