import {
  logClientError,
  useUpdateCollectionsPreferences,
  useUpdateProductsPreferences,
  type AiPreferences,
  type ApiClient,
  type UserDetails,
} from '@shoppable/api-client';
import { canUseAiPreferences, creationGate } from '@shoppable/domain';
import { Button, Tab, TabList, TabPanel, Tabs } from '@shoppable/ui';
import { useState } from 'react';
import { AddCollectionsDialog } from '../AddCollectionsDialog';
import { AddProductsDialog } from '../AddProductsDialog';
import { useStrings, type StringKey } from '../intl';
import * as styles from './AiPreferencesSection.css';

/** Props of AiPreferencesSection. */
export interface AiPreferencesSectionProps {
  /** The signed-in user (`useSession().user`): role, permissions, plan and saved preferences. */
  user: UserDetails;
  /** The API client (`useApiClient()`). */
  client: ApiClient;
  /** Opens the free-trial dialog, for a free user whose trial ended ("Try for free"). */
  onTryForFree: () => void;
}

type Mode = 'promote' | 'exclude';
type Kind = 'products' | 'collections';

const emptyPreferences: AiPreferences = {
  productsPreferences: { preferedProductIds: [], excludedProductIds: [] },
  collectionsPreferences: { preferedCollectionIds: [], excludedCollectionIds: [] },
};

function idsOf(prefs: AiPreferences, mode: Mode, kind: Kind): string[] {
  if (kind === 'products')
    return mode === 'promote'
      ? prefs.productsPreferences.preferedProductIds
      : prefs.productsPreferences.excludedProductIds;
  return mode === 'promote'
    ? prefs.collectionsPreferences.preferedCollectionIds
    : prefs.collectionsPreferences.excludedCollectionIds;
}

function withIds(prefs: AiPreferences, mode: Mode, kind: Kind, ids: string[]): AiPreferences {
  if (kind === 'products')
    return {
      ...prefs,
      productsPreferences: {
        ...prefs.productsPreferences,
        [mode === 'promote' ? 'preferedProductIds' : 'excludedProductIds']: ids,
      },
    };
  return {
    ...prefs,
    collectionsPreferences: {
      ...prefs.collectionsPreferences,
      [mode === 'promote' ? 'preferedCollectionIds' : 'excludedCollectionIds']: ids,
    },
  };
}

const dialogTitles = {
  promote: { products: 'ai.promoteProducts', collections: 'ai.promoteCollections' },
  exclude: { products: 'ai.excludeProducts', collections: 'ai.excludeCollections' },
} as const satisfies Record<Mode, Record<Kind, StringKey>>;

/**
 * The AI preferences of the settings page (content.md §2 "AI preferences"): Promote and Exclude
 * tabs, each with a Products and a Collections row showing how many are selected; a row opens the
 * matching picker and Done saves that list at once (`products_preferences` or
 * `collections_preferences`). An item promoted cannot be excluded and the other way round. Shown
 * to admins with sales or revenue enabled; a free user whose trial ended gets a try-for-free
 * button instead. A failed save is logged ('Failed to update preferences'), the count goes back
 * and a message says so.
 */
export function AiPreferencesSection({ user, client, onTryForFree }: AiPreferencesSectionProps) {
  const t = useStrings();
  const businessId = user.businessId ?? '';
  const [prefs, setPrefs] = useState<AiPreferences>(
    () => user.settings?.aiPreferences ?? emptyPreferences,
  );
  const [picking, setPicking] = useState<{ mode: Mode; kind: Kind } | null>(null);
  const [failed, setFailed] = useState(false);
  const saveProducts = useUpdateProductsPreferences(client, businessId);
  const saveCollections = useUpdateCollectionsPreferences(client, businessId);

  if (!canUseAiPreferences(user.isAdmin ? 'admin' : 'influencer', user.permissions))
    return <p className={styles.hint}>{t.format('ai.noPermission')}</p>;
  const plan = user.subscriptionPlan
    ? { plan: user.subscriptionPlan, freeTrialDaysLeft: user.freeTrialDaysLeft }
    : null;
  if (plan != null && creationGate(plan) === 'free-trial-dialog')
    return (
      <div className={styles.offer}>
        <p className={styles.hint}>{t.format('ai.trialEnded')}</p>
        <Button onPress={onTryForFree}>{t.format('ai.tryForFree')}</Button>
      </div>
    );

  const save = async (mode: Mode, kind: Kind, ids: string[]) => {
    const before = prefs;
    setPrefs(withIds(prefs, mode, kind, ids));
    setFailed(false);
    try {
      if (kind === 'products')
        await saveProducts.mutateAsync(
          mode === 'promote'
            ? { prefered_product_ids: ids, exclude_product_ids: null }
            : { prefered_product_ids: null, exclude_product_ids: ids },
        );
      else
        await saveCollections.mutateAsync(
          mode === 'promote' ? { prefered_collection_ids: ids } : { exclude_collection_ids: ids },
        );
    } catch (error) {
      logClientError(`Failed to update preferences: ${String(error)}`);
      setPrefs(before);
      setFailed(true);
    }
  };

  const other = (mode: Mode): Mode => (mode === 'promote' ? 'exclude' : 'promote');
  const panel = (mode: Mode) => (
    <TabPanel id={mode}>
      <p className={styles.hint}>
        {t.format(mode === 'promote' ? 'ai.promoteHint' : 'ai.excludeHint')}
      </p>
      <ul className={styles.rows}>
        {(['products', 'collections'] as const).map((kind) => (
          <li key={kind}>
            <Button variant="plain" onPress={() => setPicking({ mode, kind })}>
              <span className={styles.row}>
                <span className={styles.label}>
                  {t.format(kind === 'products' ? 'ai.products' : 'ai.collections')}
                </span>
                <span className={styles.count}>
                  {t.format('ai.selected', { count: idsOf(prefs, mode, kind).length })}
                </span>
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </TabPanel>
  );

  return (
    <div className={styles.root}>
      <Tabs>
        <TabList aria-label={t.format('ai.tabs')}>
          <Tab id="promote">{t.format('ai.promote')}</Tab>
          <Tab id="exclude">{t.format('ai.exclude')}</Tab>
        </TabList>
        {panel('promote')}
        {panel('exclude')}
      </Tabs>
      {failed ? (
        <p role="alert" className={styles.error}>
          {t.format('ai.saveFailed')}
        </p>
      ) : null}
      <AddProductsDialog
        isOpen={picking?.kind === 'products'}
        onOpenChange={(open) => {
          if (!open) setPicking(null);
        }}
        client={client}
        businessId={businessId}
        selectBy="productId"
        title={picking ? t.format(dialogTitles[picking.mode].products) : undefined}
        defaultSelectedKeys={picking ? idsOf(prefs, picking.mode, 'products') : []}
        disabledKeys={picking ? idsOf(prefs, other(picking.mode), 'products') : []}
        onConfirm={({ keys }) => {
          if (picking) void save(picking.mode, 'products', keys);
        }}
      />
      <AddCollectionsDialog
        isOpen={picking?.kind === 'collections'}
        onOpenChange={(open) => {
          if (!open) setPicking(null);
        }}
        client={client}
        businessId={businessId}
        title={picking ? t.format(dialogTitles[picking.mode].collections) : undefined}
        defaultSelectedKeys={picking ? idsOf(prefs, picking.mode, 'collections') : []}
        disabledKeys={picking ? idsOf(prefs, other(picking.mode), 'collections') : []}
        onConfirm={({ keys }) => {
          if (picking) void save(picking.mode, 'collections', keys);
        }}
      />
    </div>
  );
}
