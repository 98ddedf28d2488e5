/** The social networks a Shop-the-Feed page draws posts from (platform.md §1). */
export const socialNetworks = ['instagram', 'tiktok', 'pinterest'] as const;

/** One of the social networks. */
export type SocialNetwork = (typeof socialNetworks)[number];

/** The brand names of the networks, as written by their owners. */
export const networkNames: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
};
