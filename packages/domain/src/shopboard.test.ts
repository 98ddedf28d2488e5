import { describe, expect, it } from 'vitest';
import {
  canTagMore,
  hasMorePosts,
  networkState,
  postTags,
  shouldPollShopboard,
  socialAccountLine,
  socialAuthFailedMessage,
} from './shopboard';

describe('networkState', () => {
  it.each([
    [null, 'not-connected'],
    [{ connected: false, number_of_posts: 10 }, 'not-connected'],
    [{ connected: true, number_of_posts: null }, 'not-connected'],
    [{ connected: true, number_of_posts: -1 }, 'syncing'],
    [{ connected: true, number_of_posts: 0 }, 'synced'],
    [{ connected: true, number_of_posts: 42 }, 'synced'],
  ])('%o → %s', (s, expected) => {
    expect(networkState(s)).toBe(expected);
  });
  it.each([
    [[{ connected: true, number_of_posts: -1 }, null], true],
    [[{ connected: true, number_of_posts: 3 }, undefined], false],
  ])('poll %o → %s', (list, expected) => {
    expect(shouldPollShopboard(list)).toBe(expected);
  });
});

describe('socialAccountLine', () => {
  it.each([
    [
      { connected: true, number_of_posts: -1, username: 'a_very_long_instagram_name' },
      { username: 'a_very_long_ins', posts: 'Syncing' },
    ],
    [
      { connected: true, number_of_posts: 12, username: 'shop' },
      { username: 'shop', posts: '12' },
    ],
    [{ connected: false, number_of_posts: null }, null],
  ])('%o → %o', (s, expected) => {
    expect(socialAccountLine(s)).toEqual(expected);
  });
});

describe('postTags', () => {
  it.each([
    [{ products: ['a'], auto_tagged_products: ['x'] }, true, { state: 'manual', products: ['a'] }],
    [{ products: [], auto_tagged_products: ['x'] }, true, { state: 'ai', products: ['x'] }],
    [{ products: [], auto_tagged_products: ['x'] }, false, { state: 'none', products: [] }],
    [{ products: null, auto_tagged_products: null }, true, { state: 'none', products: [] }],
    [{ products: undefined, auto_tagged_products: [] }, true, { state: 'none', products: [] }],
  ])('%o ai %s → %o', (post, ai, expected) => {
    expect(postTags(post, ai)).toEqual(expected);
  });
});

describe('canTagMore / hasMorePosts / socialAuthFailedMessage', () => {
  it.each([
    [4, true],
    [5, false],
  ])('tagged %s → can tag more %s', (n, expected) => {
    expect(canTagMore(n)).toBe(expected);
  });
  it.each([
    [24, true],
    [23, false],
  ])('page of %s → more %s', (n, expected) => {
    expect(hasMorePosts(n)).toBe(expected);
  });
  it('names the network', () => {
    expect(socialAuthFailedMessage('tiktok')).toBe('authentication failed for tiktok');
  });
});
