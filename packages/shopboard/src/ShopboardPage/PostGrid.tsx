import {
  logClientError,
  postsInfiniteQueryOptions,
  useSetPostVisible,
  useTagPost,
  type ApiClient,
  type SocialPost,
} from '@shoppable/api-client';
import { AddProductsDialog, type ProductSelection } from '@shoppable/catalog';
import { postTags, SELECTION_RULES, type Social } from '@shoppable/domain';
import {
  Button,
  EmptyState,
  InfiniteGrid,
  LinkButton,
  Switch,
  Tag,
  showToast,
} from '@shoppable/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useStrings } from '../intl';
import { networkNames } from '../NetworkName';
import * as styles from './ShopboardPage.css';

/** Props of the post grid. */
export interface PostGridProps {
  client: ApiClient;
  businessId: string;
  network: Social;
  aiTaggingEnabled: boolean;
  isTrialEnded: boolean;
  onTrialEnded: (() => void) | undefined;
  postAnalyticsHref: (network: Social, postId: string) => string;
}

interface NumberedPost {
  post: SocialPost;
  /** 1-based position in the grid, naming the post ("Instagram post 3"). */
  n: number;
}

/**
 * A network's posts, 24 per page with infinite scroll (content.md §4, §9): each post's
 * visibility (optimistic, rolled back with a message when the server refuses), its tags (manual,
 * else the AI's suggestions when AI tagging is on), the tagging dialog (at most 5 products) and a
 * link to its analytics.
 */
export function PostGrid({
  client,
  businessId,
  network,
  aiTaggingEnabled,
  isTrialEnded,
  onTrialEnded,
  postAnalyticsHref,
}: PostGridProps) {
  const t = useStrings();
  const name = networkNames[network];
  const posts = useInfiniteQuery(postsInfiniteQueryOptions(client, businessId, network));
  const visibility = useSetPostVisible(client, businessId);
  const tag = useTagPost(client, businessId);
  const [tagging, setTagging] = useState<NumberedPost | null>(null);
  const items = useMemo(
    () => (posts.data?.pages.flat() ?? []).map((post, i) => ({ post, n: i + 1 })),
    [posts.data],
  );

  const gated = (action: () => void) => {
    if (isTrialEnded) onTrialEnded?.();
    else action();
  };

  const setVisible = ({ post, n }: NumberedPost, visible: boolean) =>
    gated(() =>
      visibility.mutate(
        { network, postId: post.post_id, visible },
        {
          onError: (error) => {
            logClientError(`post ${post.post_id} visibility: ${error.message}`);
            showToast(
              t.format(visible ? 'post.showFailed' : 'post.hideFailed', { network: name, n }),
              { tone: 'critical' },
            );
          },
        },
      ),
    );

  const saveTags = (target: NumberedPost, selection: ProductSelection) => {
    const productIdOf = new Map<string, string>([
      ...target.post.products.map((p) => [p.inventory_id, p.product_id] as const),
      ...selection.products.map((p) => [p.id, p.productId] as const),
    ]);
    const productIds = selection.keys.flatMap((key) => productIdOf.get(key) ?? []);
    tag.mutate(
      {
        network,
        postId: target.post.post_id,
        productIds,
        selectedOptions: selection.selectedOptions,
      },
      {
        onSuccess: () => showToast(t.format('tags.saved'), { tone: 'success' }),
        onError: (error) => {
          logClientError(`post ${target.post.post_id} tags: ${error.message}`);
          showToast(t.format('tags.failed'), { tone: 'critical' });
        },
      },
    );
  };

  if (posts.isSuccess && items.length === 0) {
    return (
      <EmptyState
        title={t.format('posts.empty', { network: name })}
        description={t.format('posts.emptyHint', { network: name })}
      />
    );
  }

  return (
    <>
      <InfiniteGrid
        aria-label={t.format('posts.label', { network: name })}
        items={items}
        getKey={(item) => item.post.post_id}
        renderItem={(item) => (
          <PostCard
            item={item}
            network={network}
            aiTaggingEnabled={aiTaggingEnabled}
            analyticsHref={postAnalyticsHref(network, item.post.post_id)}
            onVisibleChange={(visible) => setVisible(item, visible)}
            onTag={() => gated(() => setTagging(item))}
          />
        )}
        columns={4}
        phoneColumns={2}
        rowHeight={420}
        blockSize="calc(100dvh - 260px)"
        hasMore={posts.hasNextPage}
        onLoadMore={() => {
          if (!posts.isFetching) void posts.fetchNextPage();
        }}
        isLoading={posts.isFetching}
        error={posts.isError ? t.format('posts.error', { network: name }) : undefined}
      />
      <AddProductsDialog
        isOpen={tagging !== null}
        onOpenChange={(open) => {
          if (!open) setTagging(null);
        }}
        client={client}
        businessId={businessId}
        title={tagging ? t.format('tags.title', { network: name, n: tagging.n }) : undefined}
        confirmLabel={t.format('tags.save')}
        rule={SELECTION_RULES.shopboardTags}
        allowColorOptions
        defaultSelectedKeys={tagging?.post.products.map((p) => p.inventory_id)}
        defaultSelectedOptions={tagging?.post.selected_options ?? undefined}
        onConfirm={(selection) => {
          if (tagging) saveTags(tagging, selection);
        }}
      />
    </>
  );
}

interface PostCardProps {
  item: NumberedPost;
  network: Social;
  aiTaggingEnabled: boolean;
  analyticsHref: string;
  onVisibleChange: (visible: boolean) => void;
  onTag: () => void;
}

/** One post: image (masked when hidden), visibility switch, tags, tag button, analytics link. */
function PostCard({
  item: { post, n },
  network,
  aiTaggingEnabled,
  analyticsHref,
  onVisibleChange,
  onTag,
}: PostCardProps) {
  const t = useStrings();
  const label = t.format('post.label', { network: networkNames[network], n });
  const tags = postTags(post, aiTaggingEnabled);
  return (
    <div role="group" aria-label={label} className={styles.post}>
      <div className={styles.media}>
        <img src={post.image_url} alt={label} className={styles.image} loading="lazy" />
        {post.visible ? null : (
          <div className={styles.mask}>
            <Tag>{t.format('post.hidden')}</Tag>
          </div>
        )}
      </div>
      <div className={styles.postBody}>
        <Switch isSelected={post.visible} onChange={onVisibleChange}>
          {t.format('post.visible')}
        </Switch>
        {tags.state === 'none' ? (
          <p className={styles.subdued}>{t.format('tags.none')}</p>
        ) : (
          <div className={styles.tags}>
            {tags.state === 'ai' ? <Tag tone="info">{t.format('tags.aiLabel')}</Tag> : null}
            <ul
              aria-label={t.format(tags.state === 'ai' ? 'tags.aiList' : 'tags.list')}
              className={styles.tagList}
            >
              {tags.products.map((p) => (
                <li key={p.inventory_id} className={styles.tagItem}>
                  {p.title}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className={styles.postActions}>
          <Button variant="secondary" size="sm" onPress={onTag}>
            {t.format('tags.action')}
          </Button>
          <LinkButton variant="tertiary" size="sm" href={analyticsHref}>
            {t.format('post.analytics')}
          </LinkButton>
        </div>
      </div>
    </div>
  );
}
