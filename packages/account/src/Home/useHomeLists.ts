import {
  influencersQueryOptions,
  newestLinksQueryOptions,
  soldOutLinksQueryOptions,
  type ApiClient,
  type WireInfluencerItem,
} from '@shoppable/api-client';
import { ROUTES } from '@shoppable/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { HomeProps, HomeRecentItem } from './Home';

/** An influencer of the list answer as a home card, opening the influencer's preview. */
export function recentInfluencer(influencer: WireInfluencerItem): HomeRecentItem {
  return {
    id: influencer.username,
    title: influencer.username,
    href: ROUTES.influencerPreview(influencer.username),
    imageUrl: influencer.profile_image_url ?? null,
  };
}

/**
 * The lists Home shows besides the app's panels: the newest Instants (their count decides the
 * book-an-expert rule), and for admins the latest influencers and the links showing sold-out
 * products. The queries are the ones the home route's loader starts, under the same keys.
 */
export function useHomeLists({
  client,
  businessId,
  isAdmin,
}: {
  client: ApiClient;
  /** The signed-in business; `null` before a store is connected (nothing is asked). */
  businessId: string | null;
  isAdmin: boolean;
}): Pick<HomeProps, 'linkCount' | 'recentInfluencers' | 'isRecentLoading' | 'soldOutLinks'> {
  const id = businessId ?? '';
  const links = useInfiniteQuery({ ...newestLinksQueryOptions(client, id), enabled: id !== '' });
  const influencers = useQuery({
    ...influencersQueryOptions(client, id),
    enabled: id !== '' && isAdmin,
  });
  const soldOut = useQuery({
    ...soldOutLinksQueryOptions(client, id),
    enabled: id !== '' && isAdmin,
  });
  return {
    linkCount: links.data?.pages[0]?.length,
    recentInfluencers: influencers.data?.map(recentInfluencer),
    isRecentLoading: influencers.isLoading,
    soldOutLinks: soldOut.data,
  };
}
