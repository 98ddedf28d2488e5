import type { HomeRecentItem } from '@shoppable/account';
import type { WireInfluencerItem } from '@shoppable/api-client';
import { ROUTES } from '@shoppable/domain';

/** An influencer of the list answer as a home card. */
export function recentInfluencer(influencer: WireInfluencerItem): HomeRecentItem {
  return {
    id: influencer.username,
    title: influencer.username,
    href: ROUTES.influencerPreview(influencer.username),
    imageUrl: influencer.profile_image_url ?? null,
  };
}
