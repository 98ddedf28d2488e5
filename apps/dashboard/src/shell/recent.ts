import type { HomeRecentItem } from '@shoppable/account';
import type { Link, WireInfluencerItem } from '@shoppable/api-client';
import { ROUTES } from '@shoppable/domain';

/** A link or short of a list answer as a home card: its description, preview page and picture. */
export function recentLink(link: Link, href: (id: string) => string): HomeRecentItem {
  return {
    id: link.link_id,
    title: link.description || link.title || link.link_id,
    href: href(link.link_id),
    imageUrl: link.images[0]?.src ?? link.link_default_image ?? null,
  };
}

/** An influencer of the list answer as a home card. */
export function recentInfluencer(influencer: WireInfluencerItem): HomeRecentItem {
  return {
    id: influencer.username,
    title: influencer.username,
    href: ROUTES.influencerPreview(influencer.username),
    imageUrl: influencer.profile_image_url ?? null,
  };
}
