import { userDetailsFromWire, type UserDetails } from '@shoppable/api-client';
import { MOCK_NOW, MockStore, type MockDataOptions } from '@shoppable/api-client/mocks';
import { ROUTES } from '@shoppable/domain';
import type { HomeRecentItem } from '../Home';

/** The signed-in user of the mock API for these switches, as the session holds it. */
export function mockUser(options: Omit<MockDataOptions, 'now'> = {}): UserDetails {
  return userDetailsFromWire(new MockStore({ now: MOCK_NOW, ...options }).data.session);
}

/** The mock business's latest Instants, Shorts and influencers as the home page takes them. */
export function mockRecent(): {
  recentInstants: HomeRecentItem[];
  recentShorts: HomeRecentItem[];
  recentInfluencers: HomeRecentItem[];
} {
  const { links, influencers } = new MockStore({ now: MOCK_NOW }).data;
  const ofType = (type: 'LOOK' | 'SHORT', href: (id: string) => string) =>
    links
      .filter((l) => l.link_type === type)
      .slice(0, 8)
      .map((l) => ({
        id: l.link_id,
        title: l.description ?? l.title ?? l.link_id,
        href: href(l.link_id),
        imageUrl: l.images[0]?.src ?? l.link_default_image ?? null,
      }));
  return {
    recentInstants: ofType('LOOK', ROUTES.linkPreview),
    recentShorts: ofType('SHORT', ROUTES.shortPreview),
    recentInfluencers: influencers.slice(0, 8).map((i) => ({
      id: i.username,
      title: i.username,
      href: ROUTES.influencerPreview(i.username),
      imageUrl: i.profile_image_url ?? null,
    })),
  };
}
