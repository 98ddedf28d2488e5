import {
  logClientError,
  socialStatusQueryOptions,
  useDisconnectSocial,
  useSocialConnectUrl,
  useSyncSocial,
  type ApiClient,
  type SocialStatus,
} from '@shoppable/api-client';
import {
  networkState,
  ROUTES,
  SOCIALS,
  type ClientPermissions,
  type Social,
  type SocialMediaStatus,
} from '@shoppable/domain';
import {
  BottomDrawer,
  Button,
  ConfirmDialog,
  CopyButton,
  EmptyState,
  Page,
  Skeleton,
  Spinner,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  showToast,
  useIsPhone,
  useQrCodeDialog,
} from '@shoppable/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useStrings } from '../intl';
import { networkNames } from '../NetworkName';
import { AnalyticsRow } from './AnalyticsRow';
import { PostGrid } from './PostGrid';
import * as styles from './ShopboardPage.css';

/** Props of ShopboardPage. */
export interface ShopboardPageProps {
  /** The API client (`useApiClient()` in the app). */
  client: ApiClient;
  /** The signed-in merchant's business. */
  businessId: string;
  /** The viewer's permissions, masking the analytics row (admins: `ALL_PERMISSIONS`). */
  permissions: ClientPermissions;
  /** The network whose tab is open (controlled); Instagram by default. */
  network?: Social;
  /** Called when another network's tab opens (the app keeps it in the address). */
  onNetworkChange?: (network: Social) => void;
  /** Whether AI tagging is on (product vision enabled): untagged posts show the AI's products as suggestions. */
  aiTaggingEnabled: boolean;
  /**
   * A free user whose trial ended: visibility changes and tagging call `onTrialEnded` (the app
   * opens the free-trial dialog) instead (content.md §6).
   */
  isTrialEnded?: boolean;
  /** Called instead of a visibility change or tagging while `isTrialEnded`. */
  onTrialEnded?: () => void;
  /** Where a post's analytics link leads: `ROUTES.postAnalytics` by default. */
  postAnalyticsHref?: (network: Social, postId: string) => string;
  /** Opens the public page in a new tab (`window.open` by default). */
  openUrl?: (url: string) => void;
  /** Sends the browser to a network's consent page (`window.location.assign` by default). */
  goToConsent?: (url: string) => void;
}

const openInNewTab = (url: string) => {
  window.open(url, '_blank', 'noopener');
};
const assignLocation = (url: string) => window.location.assign(url);

type Confirm = { action: 'sync' | 'disconnect'; network: Social };

/**
 * The shopboard page (content.md §2 "Shopboard page", §4): tabs Instagram, TikTok and Pinterest;
 * the public Shop the Feed address with copy and open; the AI-tagging explanation; the analytics
 * row masked by permissions; per network a connect prompt, the syncing state (the status is read
 * every 3 s until the count is known) or the account with its posts, 24 at a time with infinite
 * scroll, and sync and disconnect after a confirmation. Phones get the more-options drawer (open
 * link, copy link, sync, cancel).
 */
export function ShopboardPage({
  client,
  businessId,
  permissions,
  network: controlled,
  onNetworkChange,
  aiTaggingEnabled,
  isTrialEnded = false,
  onTrialEnded,
  postAnalyticsHref = ROUTES.postAnalytics,
  openUrl = openInNewTab,
  goToConsent = assignLocation,
}: ShopboardPageProps) {
  const t = useStrings();
  const isPhone = useIsPhone();
  const [inner, setInner] = useState<Social>('instagram');
  const network = controlled ?? inner;
  // What the confirmation asks stays while it fades out; `isConfirming` opens and closes it.
  const [confirm, setConfirm] = useState<Confirm>({ action: 'sync', network: 'instagram' });
  const [isConfirming, setConfirming] = useState(false);
  const ask = (next: Confirm) => {
    setConfirm(next);
    setConfirming(true);
  };
  const [drawer, setDrawer] = useState(false);
  const qr = useQrCodeDialog();
  const status = useQuery(socialStatusQueryOptions(client, businessId));
  const sync = useSyncSocial(client, businessId);
  const disconnect = useDisconnectSocial(client, businessId);

  if (status.isError) {
    return (
      <Page title={t.format('page.title')}>
        <EmptyState
          title={t.format('page.error')}
          action={
            <Button variant="secondary" onPress={() => void status.refetch()}>
              {t.format('retry')}
            </Button>
          }
        />
      </Page>
    );
  }

  // While the status loads, the page keeps its layout: the address and the tab panels wait as
  // placeholders, so that nothing moves when it arrives (a phone's layout shifted by 0.074).
  const socials: SocialStatus['social_medias'] | undefined = status.data?.social_medias;
  const url = status.data?.shopboard_url ?? null;
  const current = socials?.[network] ?? null;
  const currentName = networkNames[network];

  const showQrCode = (address: string) =>
    qr.open({ url: address, name: t.format('url.label'), fileName: 'shop-the-feed-qr' });

  const copy = () =>
    navigator.clipboard.writeText(url ?? '').then(
      () => showToast(t.format('url.copied'), { tone: 'success' }),
      () => showToast(t.format('url.copyFailed'), { tone: 'critical' }),
    );

  const runConfirmed = async () => {
    const { action, network: target } = confirm;
    const name = networkNames[target];
    try {
      if (action === 'sync') await sync.mutateAsync(target);
      else await disconnect.mutateAsync(target);
    } catch (error) {
      logClientError(`shopboard ${action} ${target}: ${String(error)}`);
      showToast(
        t.format(action === 'sync' ? 'sync.failed' : 'disconnect.failed', { network: name }),
        {
          tone: 'critical',
        },
      );
    }
  };

  const actions = isPhone ? (
    <Button variant="secondary" onPress={() => setDrawer(true)}>
      {t.format('more')}
    </Button>
  ) : null;

  return (
    <Page
      title={t.format('page.title')}
      description={t.format('page.description')}
      actions={actions}
    >
      <div className={styles.stack}>
        <AddressSection
          url={status.isPending ? undefined : url}
          isPhone={isPhone}
          onOpen={openUrl}
          onQrCode={showQrCode}
        />
        <p className={styles.explanation}>{t.format(aiTaggingEnabled ? 'ai.on' : 'ai.off')}</p>
        <AnalyticsRow client={client} businessId={businessId} permissions={permissions} />
        <Tabs
          selectedKey={network}
          onSelectionChange={(key) => {
            const next = key as Social;
            setInner(next);
            onNetworkChange?.(next);
          }}
        >
          <TabList aria-label={t.format('tabs.label')}>
            {SOCIALS.map((s) => (
              <Tab key={s} id={s}>
                {networkNames[s]}
              </Tab>
            ))}
          </TabList>
          {SOCIALS.map((s) => (
            <TabPanel key={s} id={s}>
              {socials === undefined ? (
                <div role="status" aria-label={t.format('page.loading')}>
                  <Skeleton shape="rect" blockSize={240} />
                </div>
              ) : (
                <NetworkPanel
                  client={client}
                  businessId={businessId}
                  network={s}
                  status={socials[s]}
                  isPhone={isPhone}
                  aiTaggingEnabled={aiTaggingEnabled}
                  isTrialEnded={isTrialEnded}
                  onTrialEnded={onTrialEnded}
                  postAnalyticsHref={postAnalyticsHref}
                  goToConsent={goToConsent}
                  onConfirm={(action) => ask({ action, network: s })}
                />
              )}
            </TabPanel>
          ))}
        </Tabs>
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title={t.format(`${confirm.action}.title`, { network: networkNames[confirm.network] })}
        message={t.format(`${confirm.action}.message`, { network: networkNames[confirm.network] })}
        confirmLabel={t.format(`${confirm.action}.confirm`)}
        cancelLabel={t.format('cancel')}
        tone={confirm.action === 'disconnect' ? 'critical' : 'neutral'}
        onConfirm={runConfirmed}
      />
      <BottomDrawer isOpen={drawer} onOpenChange={setDrawer} aria-label={t.format('more')}>
        {({ close }) => (
          <div className={styles.drawer}>
            <Button
              variant="tertiary"
              isDisabled={!url}
              onPress={() => {
                close();
                if (url) openUrl(url);
              }}
            >
              {t.format('url.open')}
            </Button>
            <Button
              variant="tertiary"
              isDisabled={!url}
              onPress={() => {
                close();
                void copy();
              }}
            >
              {t.format('url.copy')}
            </Button>
            <Button
              variant="tertiary"
              isDisabled={!url}
              onPress={() => {
                close();
                if (url) showQrCode(url);
              }}
            >
              {t.format('url.qrCode')}
            </Button>
            <Button
              variant="tertiary"
              isDisabled={networkState(current) !== 'synced'}
              onPress={() => {
                close();
                ask({ action: 'sync', network });
              }}
            >
              {t.format('sync.action', { network: currentName })}
            </Button>
            <Button variant="secondary" onPress={close}>
              {t.format('cancel')}
            </Button>
          </div>
        )}
      </BottomDrawer>
      {qr.dialog}
    </Page>
  );
}

interface AddressSectionProps {
  /** The public Shop the Feed address; `null` when the store has none, `undefined` while loading. */
  url: string | null | undefined;
  isPhone: boolean;
  onOpen: (url: string) => void;
  onQrCode: (url: string) => void;
}

/**
 * The public address with copy, open and QR code (phones have them in the more-options drawer).
 * While it loads, a placeholder line and the same buttons, disabled, hold its place.
 */
function AddressSection({ url, isPhone, onOpen, onQrCode }: AddressSectionProps) {
  const t = useStrings();
  if (url === null) {
    return (
      <section aria-label={t.format('url.label')} className={styles.url}>
        <span className={styles.subdued}>{t.format('url.none')}</span>
      </section>
    );
  }
  const isLoading = url === undefined;
  return (
    <section aria-label={t.format('url.label')} aria-busy={isLoading} className={styles.url}>
      <span className={styles.urlLabel}>{t.format('url.label')}</span>
      {isLoading ? (
        <span className={styles.urlPlaceholder}>
          <Skeleton inlineSize="28ch" />
        </span>
      ) : (
        <a className={styles.urlText} href={url} target="_blank" rel="noopener noreferrer">
          {url}
        </a>
      )}
      {isPhone ? null : (
        <span className={styles.urlActions}>
          <CopyButton
            text={url ?? ''}
            size="sm"
            isDisabled={isLoading}
            copiedLabel={t.format('url.copied')}
            errorMessage={t.format('url.copyFailed')}
          >
            {t.format('url.copy')}
          </CopyButton>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={isLoading}
            onPress={() => url && onOpen(url)}
          >
            {t.format('url.open')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={isLoading}
            onPress={() => url && onQrCode(url)}
          >
            {t.format('url.qrCode')}
          </Button>
        </span>
      )}
    </section>
  );
}

interface NetworkPanelProps {
  client: ApiClient;
  businessId: string;
  network: Social;
  status: SocialMediaStatus | null;
  isPhone: boolean;
  aiTaggingEnabled: boolean;
  isTrialEnded: boolean;
  onTrialEnded: (() => void) | undefined;
  postAnalyticsHref: (network: Social, postId: string) => string;
  goToConsent: (url: string) => void;
  onConfirm: (action: 'sync' | 'disconnect') => void;
}

/** One network's tab: the connect prompt, the syncing state, or the account and its posts. */
function NetworkPanel({
  client,
  businessId,
  network,
  status,
  isPhone,
  aiTaggingEnabled,
  isTrialEnded,
  onTrialEnded,
  postAnalyticsHref,
  goToConsent,
  onConfirm,
}: NetworkPanelProps) {
  const t = useStrings();
  const connect = useSocialConnectUrl(client);
  const name = networkNames[network];
  const state = networkState(status);

  if (state === 'not-connected') {
    return (
      <EmptyState
        title={t.format('connect.title', { network: name })}
        description={t.format('connect.description', { network: name })}
        action={
          <Button
            isPending={connect.isPending}
            onPress={() =>
              connect.mutate(network, {
                onSuccess: (url) => goToConsent(url),
                onError: (error) => {
                  logClientError(`shopboard connect ${network}: ${error.message}`);
                  showToast(t.format('connect.failed', { network: name }), { tone: 'critical' });
                },
              })
            }
          >
            {t.format('connect.action', { network: name })}
          </Button>
        }
      />
    );
  }

  if (state === 'syncing') {
    return (
      <div role="status" className={styles.syncing}>
        <Spinner aria-label={t.format('syncing.title', { network: name })} />
        <p className={styles.syncingTitle}>{t.format('syncing.title', { network: name })}</p>
        <p className={styles.subdued}>{t.format('syncing.hint')}</p>
      </div>
    );
  }

  const count = status?.number_of_posts ?? 0;
  return (
    <div className={styles.panel}>
      <div className={styles.account}>
        <span className={styles.accountName}>
          {status?.username ? `@${status.username}` : name}
        </span>
        <span className={styles.subdued}>{t.format('posts.count', { count })}</span>
        <span className={styles.accountActions}>
          {isPhone ? null : (
            <Button variant="secondary" size="sm" onPress={() => onConfirm('sync')}>
              {t.format('sync.action', { network: name })}
            </Button>
          )}
          <Button variant="secondary" size="sm" onPress={() => onConfirm('disconnect')}>
            {t.format('disconnect.action', { network: name })}
          </Button>
        </span>
      </div>
      <PostGrid
        client={client}
        businessId={businessId}
        network={network}
        aiTaggingEnabled={aiTaggingEnabled}
        isTrialEnded={isTrialEnded}
        onTrialEnded={onTrialEnded}
        postAnalyticsHref={postAnalyticsHref}
      />
    </div>
  );
}
