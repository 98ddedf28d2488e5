import {
  complementaryProductsQueryOptions,
  logClientError,
  topCombinationsQueryOptions,
  topPerformingProductsQueryOptions,
  type ApiClient,
  type TrendItem,
} from '@shoppable/api-client';
import { AddProductsDialog } from '@shoppable/catalog';
import { defaultMainProduct, SELECTION_RULES } from '@shoppable/domain';
import { Button, Page, Section } from '@shoppable/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BestCombinations } from '../BestCombinations';
import { ComplementaryProducts } from '../ComplementaryProducts';
import { useStrings } from '../intl';
import { TrendingProducts } from '../TrendingProducts';
import * as styles from './TrendsPage.css';

/** The main product of the complementary products. */
type MainProduct = Pick<TrendItem, 'product_id' | 'title' | 'image'>;

/** Props of TrendsPage. */
export interface TrendsPageProps {
  /** The API client (`useApiClient()` in the app). */
  client: ApiClient;
  /** The signed-in admin's business, for the cache keys. */
  businessId: string;
  /**
   * A combination's quick link: called with its products (each with `inventory_id`). The app
   * opens the Instant editor prefilled with them; this package does not know the editor.
   */
  onCreateInstant: (products: TrendItem[]) => void;
  /**
   * Whether the plan has Trends (`canUseTrends` of @shoppable/domain: Business, Pro, a trialing
   * free user). Without it the page asks nothing of the API and offers the plans instead.
   */
  canUseTrends?: boolean;
  /** Opens the upgrade dialog or the plans page (the gated page's See plans button). */
  onUpgrade?: () => void;
  /** The draw behind the default main product (tests and stories pass a fixed one). */
  random?: () => number;
}

/**
 * The Trends page (content.md §2, §3, §9): top performing products, the best combinations with a
 * Create Instant quick link each, and the complementary products of a main product — by default a
 * random one of the first three top products, swappable through the catalog's product picker.
 * Each part loads, fails (with Try again; failures are logged, content.md §8) and empties on its
 * own. On a plan without Trends the page shows an upgrade panel instead.
 */
export function TrendsPage({
  client,
  businessId,
  onCreateInstant,
  canUseTrends = true,
  onUpgrade,
  random = Math.random,
}: TrendsPageProps) {
  const strings = useStrings();
  if (!canUseTrends) {
    return (
      <Page title={strings.format('trends.title')}>
        <div className={styles.gated}>
          <h2 className={styles.gatedTitle}>{strings.format('trends.gatedTitle')}</h2>
          <p className={styles.gatedText}>{strings.format('trends.gatedMessage')}</p>
          {onUpgrade ? (
            <Button onPress={onUpgrade}>{strings.format('trends.upgrade')}</Button>
          ) : null}
        </div>
      </Page>
    );
  }
  return (
    <TrendsContent
      client={client}
      businessId={businessId}
      onCreateInstant={onCreateInstant}
      random={random}
    />
  );
}

function TrendsContent({
  client,
  businessId,
  onCreateInstant,
  random,
}: Required<Pick<TrendsPageProps, 'client' | 'businessId' | 'onCreateInstant' | 'random'>>) {
  const strings = useStrings();
  const top = useQuery(topPerformingProductsQueryOptions(client, businessId));
  const combinations = useQuery(topCombinationsQueryOptions(client, businessId));
  const [chosen, setChosen] = useState<MainProduct | null>(null);
  const [fallback] = useState(() => random());
  const [picking, setPicking] = useState(false);
  const main: MainProduct | null =
    chosen ?? (top.data ? defaultMainProduct(top.data, () => fallback) : null);
  const complementary = useQuery({
    ...complementaryProductsQueryOptions(client, businessId, main?.product_id ?? ''),
    enabled: main !== null,
  });

  useEffect(() => {
    if (top.isError) logClientError(`trends top products failed: ${String(top.error)}`);
  }, [top.isError, top.error]);
  useEffect(() => {
    if (combinations.isError) {
      logClientError(`trends combinations failed: ${String(combinations.error)}`);
    }
  }, [combinations.isError, combinations.error]);
  useEffect(() => {
    if (complementary.isError) {
      logClientError(`trends complementary products failed: ${String(complementary.error)}`);
    }
  }, [complementary.isError, complementary.error]);

  return (
    <Page title={strings.format('trends.title')} description={strings.format('trends.description')}>
      <div className={styles.grid}>
        <Section
          id="top-performing-products"
          title={strings.format('trends.top.title')}
          description={strings.format('trends.top.description')}
        >
          <TrendingProducts
            products={top.data ?? []}
            isLoading={top.isPending}
            isError={top.isError}
            onRetry={() => void top.refetch()}
          />
        </Section>
        <Section
          id="best-combinations"
          title={strings.format('trends.combinations.title')}
          description={strings.format('trends.combinations.description')}
        >
          <BestCombinations
            combinations={combinations.data ?? []}
            onCreateInstant={onCreateInstant}
            isLoading={combinations.isPending}
            isError={combinations.isError}
            onRetry={() => void combinations.refetch()}
          />
        </Section>
        <div className={styles.wide}>
          <Section
            id="complementary-products"
            title={strings.format('trends.complementary.title')}
            description={
              main
                ? strings.format('trends.complementary.description', { product: main.title })
                : strings.format('trends.complementary.descriptionNone')
            }
          >
            <ComplementaryProducts
              mainProduct={main}
              items={complementary.data ?? []}
              onChangeMainProduct={() => setPicking(true)}
              isLoading={top.isPending || (main !== null && complementary.isPending)}
              isError={complementary.isError}
              onRetry={() => void complementary.refetch()}
            />
          </Section>
        </div>
      </div>
      <AddProductsDialog
        isOpen={picking}
        onOpenChange={setPicking}
        client={client}
        businessId={businessId}
        title={strings.format('trends.complementary.pickerTitle')}
        confirmLabel={strings.format('trends.complementary.pickerConfirm')}
        rule={SELECTION_RULES.shortProduct}
        selectBy="productId"
        defaultSelectedKeys={main ? [main.product_id] : []}
        onConfirm={(selection) => {
          const picked = selection.products[0];
          if (picked) {
            setChosen({
              product_id: picked.productId,
              title: picked.title,
              image: picked.imageUrl ? { src: picked.imageUrl } : null,
            });
          }
        }}
      />
    </Page>
  );
}
