import { MOCK_NOW, MockStore } from '@shoppable/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { recentInfluencer } from './recent';

describe('recentInfluencer', () => {
  it("makes a home card that opens the influencer's preview page, with their image", () => {
    const maya = new MockStore({ now: MOCK_NOW }).getInfluencer('maya')!;
    expect(recentInfluencer(maya)).toEqual({
      id: 'maya',
      title: 'maya',
      href: '/admin/influencers/maya/preview',
      imageUrl: maya.profile_image_url,
    });
  });
});
