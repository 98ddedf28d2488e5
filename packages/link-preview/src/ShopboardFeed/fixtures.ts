import { sampleProduct, samplePage } from '../LinkPage/fixtures';
import type { ShopboardFeedData, ShopboardFeedPost } from '../model/shopboardFeed';

/** A post of the sample feed (test and story data). */
export const samplePost = (
  n: number,
  extra: Partial<ShopboardFeedPost> = {},
): ShopboardFeedPost => ({
  postId: `post-${n}`,
  network: 'instagram',
  imageUrl: `https://cdn.example.com/post${n}.jpg`,
  products: [],
  ...extra,
});

/** The sample feed: Instagram and Pinterest posts, the second tagged with two products. */
export const sampleFeed: ShopboardFeedData = {
  businessName: samplePage.businessName,
  theme: null,
  optionMap: samplePage.optionMap,
  path: '/demo/shopboard',
  networks: ['instagram', 'pinterest'],
  network: null,
  posts: [
    samplePost(1, { network: 'pinterest' }),
    samplePost(2, { network: 'pinterest', products: samplePage.products }),
    samplePost(3),
    samplePost(4, { products: [sampleProduct(3, { title: 'Beach towel' })] }),
    samplePost(5, { network: 'pinterest' }),
    samplePost(6),
  ],
  nextSkip: null,
};
