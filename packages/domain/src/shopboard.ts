import { LIMITS, PAGE_SIZES } from './constants';
import { displayUsername } from './validation';

/** One network's status from the shopboard status call (content.md §3). */
export interface SocialMediaStatus {
  connected: boolean;
  number_of_posts: number | null;
  username?: string | null;
}

/** A network's state (content.md §4): not connected, connected and syncing, connected and synced. */
export type NetworkState = 'not-connected' | 'syncing' | 'synced';

/** The state of a network (content.md §3, §4): null posts or connected false is not connected; -1 posts is syncing. */
export function networkState(s: SocialMediaStatus | null | undefined): NetworkState {
  if (!s || !s.connected || s.number_of_posts === null) return 'not-connected';
  return s.number_of_posts === -1 ? 'syncing' : 'synced';
}

/** Poll the status again (every 3 s) while any network is syncing (content.md §4, §9). */
export function shouldPollShopboard(
  statuses: ReadonlyArray<SocialMediaStatus | null | undefined>,
): boolean {
  return statuses.some((s) => networkState(s) === 'syncing');
}

/** A network line on the account page (platform.md §2): username cut to 15 characters and the post count or 'Syncing'. */
export function socialAccountLine(
  s: SocialMediaStatus | null | undefined,
): { username: string; posts: string } | null {
  const state = networkState(s);
  if (state === 'not-connected' || !s) return null;
  return {
    username: displayUsername(s.username ?? ''),
    posts: state === 'syncing' ? 'Syncing' : String(s.number_of_posts),
  };
}

/** A social post as the shopboard grid needs it (content.md §3). */
export interface SocialPostTags<P> {
  products: readonly P[] | null | undefined;
  auto_tagged_products: readonly P[] | null | undefined;
}

/**
 * A post's tags (content.md §4): manual tags win; AI tags apply only when AI tagging is enabled
 * and there are no manual tags; otherwise none.
 */
export function postTags<P>(
  post: SocialPostTags<P>,
  aiTaggingEnabled: boolean,
): { state: 'none' | 'manual' | 'ai'; products: P[] } {
  const manual = post.products ?? [];
  if (manual.length > 0) return { state: 'manual', products: [...manual] };
  const auto = post.auto_tagged_products ?? [];
  if (aiTaggingEnabled && auto.length > 0) return { state: 'ai', products: [...auto] };
  return { state: 'none', products: [] };
}

/** At most 5 products may be tagged on a post (content.md §5). */
export function canTagMore(count: number): boolean {
  return count < LIMITS.shopboardTagsPerPost;
}

/** Infinite scroll loads the next 24 posts while the last page was full (content.md §4). */
export function hasMorePosts(lastPageCount: number): boolean {
  return lastPageCount === PAGE_SIZES.shopboardPosts;
}

/** The shopboard authentication failure text (content.md §2, §8). */
export function socialAuthFailedMessage(social: string): string {
  return `authentication failed for ${social}`;
}
