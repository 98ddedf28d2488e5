import { resolveTheme } from '../model/theme';
import {
  LinkPageLocaleProvider,
  useStrings,
  type FormatString,
  type LinkPageLocale,
} from '../intl';
import type { CartLine, PlacedOrder } from '../model/model';
import {
  feedHref,
  type ShopboardFeedData,
  type ShopboardFeedPost,
  type ShopboardNetwork,
} from '../model/shopboardFeed';
import { PageShell } from '../LinkPage/PageShell';
import { ProductCard } from '../LinkPage/ProductCard';

/** Props of ShopboardFeedPage. */
export interface ShopboardFeedPageProps {
  /** What the page shows: pure data, the component never fetches. */
  feed: ShopboardFeedData;
  /** The language of the page's own strings and its direction (Hebrew is right-to-left). */
  locale?: LinkPageLocale;
  /** The cart to start with (stories); empty by default. */
  initialCart?: readonly CartLine[];
  /** Places the order (see LinkPage's `onCheckout`). */
  onCheckout?: (lines: readonly CartLine[], promocode: string) => Promise<PlacedOrder>;
}

/** Posts whose image loads at once (the first rows of a phone's two columns). */
const EAGER_POSTS = 4;

const networkName = (t: FormatString, network: ShopboardNetwork) => t(`network.${network}`);

/**
 * The public Shop the Feed page: the merchant's header and cart around a filter by network (plain
 * links, so it works without JavaScript) and a grid of posts; a post with products opens them in a
 * native disclosure, each product added to the cart and checked out exactly as on an Instant.
 */
export function ShopboardFeedPage({ locale = 'en-US', ...props }: ShopboardFeedPageProps) {
  return (
    <LinkPageLocaleProvider locale={locale}>
      <FeedBody locale={locale} {...props} />
    </LinkPageLocaleProvider>
  );
}

function FeedBody({ feed, locale, initialCart, onCheckout }: ShopboardFeedPageProps) {
  const t = useStrings();
  const theme = resolveTheme(feed.theme);
  const preorderText =
    theme.is_preorder_text_shown && theme.preorder_text.trim() ? theme.preorder_text : null;
  // Posts are named by network and place ("Instagram post 3"), counted per network.
  const seen = new Map<ShopboardNetwork, number>();
  const names = feed.posts.map((post) => {
    const number = (seen.get(post.network) ?? 0) + 1;
    seen.set(post.network, number);
    return t('feed.post', { network: networkName(t, post.network), number });
  });

  return (
    <PageShell
      locale={locale ?? 'en-US'}
      businessName={feed.businessName}
      logoUrl={feed.logoUrl}
      theme={feed.theme}
      promocode={null}
      className="sp-sf"
      initialCart={initialCart}
      onCheckout={onCheckout}
    >
      {(add) => (
        <section className="sp-sf-feed" aria-labelledby="sp-feed-heading">
          <h2 className="sp-sf-feed__heading" id="sp-feed-heading">
            {t('feed.heading')}
          </h2>
          {feed.networks.length > 1 ? (
            <nav className="sp-sf-networks" aria-label={t('feed.networks')}>
              {[null, ...feed.networks].map((network) => (
                <a
                  key={network ?? 'all'}
                  className="sp-sf-networks__link"
                  href={feedHref(feed.path, network)}
                  aria-current={network === feed.network ? 'page' : undefined}
                >
                  {network ? networkName(t, network) : t('feed.all')}
                </a>
              ))}
            </nav>
          ) : null}
          {feed.posts.length === 0 ? <p className="sp-sf-empty">{t('feed.empty')}</p> : null}
          <ul className="sp-sf-grid">
            {feed.posts.map((post, index) => (
              <FeedPost
                key={post.postId}
                post={post}
                name={names[index]!}
                eager={index < EAGER_POSTS}
                preorderText={preorderText}
                optionMap={feed.optionMap ?? {}}
                onAdd={add}
              />
            ))}
          </ul>
          {feed.nextSkip !== null ? (
            <a className="sp-sf-more" href={feedHref(feed.path, feed.network, feed.nextSkip)}>
              {t('feed.more')}
            </a>
          ) : null}
        </section>
      )}
    </PageShell>
  );
}

interface FeedPostProps {
  post: ShopboardFeedPost;
  name: string;
  eager: boolean;
  preorderText: string | null;
  optionMap: NonNullable<ShopboardFeedData['optionMap']>;
  onAdd: (line: CartLine) => void;
}

/** One post: its image, and when it has products a disclosure that opens them. */
function FeedPost({ post, name, eager, preorderText, optionMap, onAdd }: FeedPostProps) {
  const t = useStrings();
  const image = (
    <img
      className="sp-sf-post__image"
      src={post.imageUrl}
      alt=""
      width="400"
      height="400"
      loading={eager ? undefined : 'lazy'}
      decoding="async"
    />
  );
  const count = post.products.length;
  return (
    <li className="sp-sf-post">
      <article className="sp-sf-post__card" aria-label={name}>
        {count === 0 ? (
          image
        ) : (
          <details className="sp-sf-post__details" data-sp-post={post.postId}>
            <summary className="sp-sf-post__summary">
              {image}
              <span className="sp-sf-post__shop">
                {count === 1 ? t('feed.shopOne') : t('feed.shop', { count })}
              </span>
            </summary>
            <ul
              className="sp-lp-products__list sp-sf-post__products"
              aria-label={t('feed.products', { post: name })}
            >
              {post.products.map((product) => (
                <ProductCard
                  key={product.inventoryId}
                  product={product}
                  optionMap={optionMap}
                  preorderText={preorderText}
                  onAdd={onAdd}
                  idScope={`${post.postId}-`}
                />
              ))}
            </ul>
          </details>
        )}
      </article>
    </li>
  );
}
