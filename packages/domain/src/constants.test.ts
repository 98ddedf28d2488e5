import { describe, expect, it } from 'vitest';
import { LIMITS, PAGE_SIZES, PRODUCT_FILTER_DEFAULTS, ROUTES, SOCIALS, TIMINGS } from './constants';

describe('ROUTES', () => {
  it.each([
    [ROUTES.home, '/admin/home'],
    [ROUTES.magicStore, '/admin/magic-store'],
    [ROUTES.myAccount, '/admin/my-account'],
    [ROUTES.loginInfluencer, '/login/influencer'],
    [ROUTES.forgotPasswordInfluencer, '/forgot-password/influencer'],
    [ROUTES.helpShopify, '/help/shopify'],
    [ROUTES.socialAuth('tiktok'), '/tiktok/auth'],
    [ROUTES.linkPreview('a b'), '/admin/links/a%20b/preview'],
    [ROUTES.shortEdit('s1'), '/admin/shorts/s1/edit'],
    [ROUTES.multilinkPreview('m1'), '/admin/multilinks/m1/preview'],
    [ROUTES.influencerEdit('maya'), '/admin/influencers/maya/edit'],
    [ROUTES.postAnalytics('instagram', 'p1'), '/admin/analytics/posts/instagram/p1'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('PAGE_SIZES / LIMITS / TIMINGS', () => {
  it.each([
    [PAGE_SIZES.links, 28],
    [PAGE_SIZES.multilinks, 28],
    [PAGE_SIZES.shorts, 28],
    [PAGE_SIZES.products, 50],
    [PAGE_SIZES.orders, 20],
    [PAGE_SIZES.shopboardPosts, 24],
    [PAGE_SIZES.optionValues, 8],
    [PAGE_SIZES.recentShortsMobile, 3],
    [LIMITS.linkProducts.max, 15],
    [LIMITS.promocodeMax, 20],
    [LIMITS.stripSentenceMax, 50],
    [LIMITS.preorderTextMax, 100],
    [LIMITS.shopboardTagsPerPost, 5],
    [LIMITS.magicStoreFileMaxBytes, 150 * 1024 * 1024],
    [LIMITS.magicStoreImageMaxBytes, 10 * 1024 * 1024],
    [LIMITS.mobileBreakpoint, 1000],
    [TIMINGS.requestTimeout, 20_000],
    [TIMINGS.uploadTimeout, 60_000],
    [TIMINGS.validationDebounce, 400],
    [TIMINGS.saveStripDebounce, 500],
    [TIMINGS.magicStorePoll, 2000],
    [TIMINGS.shopboardSyncPoll, 3000],
  ])('%s = %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
  it('lists the social networks and filter defaults', () => {
    expect(SOCIALS).toEqual(['instagram', 'tiktok', 'pinterest']);
    expect(PRODUCT_FILTER_DEFAULTS).toEqual({
      onlyActive: true,
      outOfStock: true,
      searchInTags: false,
    });
  });
});
