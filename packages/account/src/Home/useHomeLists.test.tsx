import { MOCK_NOW, MockStore } from '@shoppable/api-client/mocks';
import { renderWithApi, setupMockApi, testClient } from '@shoppable/test-kit';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recentInfluencer, useHomeLists } from './useHomeLists';

const api = setupMockApi();

/** Renders the hook for `props` and answers its latest result. */
function lists(props: Parameters<typeof useHomeLists>[0]) {
  const result: { current?: ReturnType<typeof useHomeLists> } = {};
  function Probe() {
    result.current = useHomeLists(props);
    return null;
  }
  renderWithApi(<Probe />);
  return result;
}

describe('useHomeLists', () => {
  it("gives admins the newest Instants' count, the latest influencers and the sold-out links", async () => {
    const store = api.useMocks();
    const result = lists({ client: testClient, businessId: store.businessId, isAdmin: true });
    await waitFor(() => expect(result.current?.recentInfluencers?.length).toBeGreaterThan(0));
    await waitFor(() => expect(result.current?.soldOutLinks).toBeDefined());
    expect(result.current?.linkCount).toBeGreaterThan(0);
    expect(result.current?.recentInfluencers?.[0]?.href).toMatch(
      /^\/admin\/influencers\/.+\/preview$/,
    );
  });

  it('asks influencers for their Instants only, and nothing without a store', async () => {
    const store = api.useMocks();
    const influencer = lists({ client: testClient, businessId: store.businessId, isAdmin: false });
    await waitFor(() => expect(influencer.current?.linkCount).toBeGreaterThan(0));
    expect(influencer.current?.recentInfluencers).toBeUndefined();
    expect(influencer.current?.soldOutLinks).toBeUndefined();

    const none = lists({ client: testClient, businessId: null, isAdmin: true });
    expect(none.current).toEqual({
      linkCount: undefined,
      recentInfluencers: undefined,
      isRecentLoading: false,
      soldOutLinks: undefined,
    });
  });
});

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
