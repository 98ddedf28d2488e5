import type { ShortCard } from '@shoppable/api-client';

/** A product short as the shorts list shows it, for tests and stories. */
export const sampleShort: ShortCard = {
  linkId: 'short-1',
  images: [],
  defaultImage: null,
  views: 1240,
  createdAt: '2026-03-05T10:00:00.000Z',
  influencerUsername: null,
  influencerImage: null,
  description: '',
  checkouts: 31,
  revenue: 1520,
  currency: 'USD',
  isLinkExpired: false,
  title: 'Linen summer dress',
  shoppingRedirectUrl: 'https://demo-store.example/products/linen-summer-dress',
  urlType: 'product',
};
