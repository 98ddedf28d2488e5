import type { OptionMap, Social } from '@shoppable/domain';
import type { LinkPageData, LinkPageProduct } from './model';
import {
  productFromPublic,
  themeFromPublic,
  type PublicProductInput,
  type PublicThemeInput,
} from './publicPage';

/** A network of the Shop the Feed page. */
export type ShopboardNetwork = Social;

/** One post of the feed with the products it offers. */
export interface ShopboardFeedPost {
  /** The post's id (its clicks are recorded on it). */
  postId: string;
  /** The network it was posted on. */
  network: ShopboardNetwork;
  /** The post's image (absolute http(s) URL). */
  imageUrl: string;
  /** Its tagged products (the manual tags, else the AI's); none: the post only shows. */
  products: readonly LinkPageProduct[];
}

/** Everything the Shop the Feed page shows: pure data, no fetching. */
export interface ShopboardFeedData {
  /** The merchant's name, the page heading. */
  businessName: string;
  /** The merchant's logo (absolute http(s) URL), if any. */
  logoUrl?: string | null;
  /** The merchant's theme (server fields); missing fields take the defaults. */
  theme?: LinkPageData['theme'];
  /** The store's option map: colour swatches and display texts of option values. */
  optionMap?: OptionMap | null;
  /** The page's own path (`/{username}/shopboard`): the filter and paging links start with it. */
  path: string;
  /** The connected networks, the filter's choices. */
  networks: readonly ShopboardNetwork[];
  /** The network the feed is filtered to, or null for all. */
  network: ShopboardNetwork | null;
  /** The posts, newest first. */
  posts: readonly ShopboardFeedPost[];
  /** Where the next page of posts starts, or null on the last page. */
  nextSkip: number | null;
}

/**
 * The Shop the Feed data the API answers (`GET /public/v1/shopboards/{username}`), as far as the
 * page reads it: structural, so this renderer needs no API contract.
 */
export interface PublicShopboardInput {
  business_name?: string | null;
  logo_url?: string | null;
  currency?: string | null;
  networks: readonly ShopboardNetwork[];
  posts: readonly {
    post_id: string;
    network: ShopboardNetwork;
    image_url: string;
    products: readonly PublicProductInput[];
    /** The options the merchant chose, by product inventory id. */
    selected_options?: Readonly<Record<string, Readonly<Record<string, string>>>> | null;
  }[];
  next_skip: number | null;
  theme?: PublicThemeInput | null;
  option_map?: OptionMap | null;
}

/** The address of the feed filtered to `network` (null: all), from `skip` (0: the first page). */
export function feedHref(path: string, network: ShopboardNetwork | null, skip = 0): string {
  const query = new URLSearchParams();
  if (network) query.set('network', network);
  if (skip > 0) query.set('skip', String(skip));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The API's Shop the Feed data as the page shows it (prices formatted in `locale`). */
export function feedDataFromPublic(
  data: PublicShopboardInput,
  {
    businessName,
    path,
    network,
    locale = 'en-US',
  }: { businessName: string; path: string; network: ShopboardNetwork | null; locale?: string },
): ShopboardFeedData {
  const currency = data.currency ?? 'USD';
  return {
    businessName: data.business_name ?? businessName,
    logoUrl: data.logo_url ?? null,
    theme: themeFromPublic(data.theme),
    optionMap: data.option_map ?? null,
    path,
    networks: data.networks,
    network,
    posts: data.posts.map((post) => ({
      postId: post.post_id,
      network: post.network,
      imageUrl: post.image_url,
      products: post.products.map((p) =>
        productFromPublic(p, currency, locale, post.selected_options?.[p.inventory_id]),
      ),
    })),
    nextSkip: data.next_skip,
  };
}
