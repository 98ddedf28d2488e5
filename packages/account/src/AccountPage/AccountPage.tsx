import {
  ApiError,
  logClientError,
  socialStatusQueryOptions,
  useDisconnectSocial,
  useDisconnectStore,
  useRequestPasswordReset,
  useSocialConnectUrl,
  useSyncProducts,
  type ApiClient,
  type SocialNetwork,
  type UserDetails,
} from '@shoppable/api-client';
import { ROUTES, SOCIALS, displayUsername } from '@shoppable/domain';
import {
  Button,
  ConfirmDialog,
  DialogTrigger,
  LinkButton,
  Section,
  Spinner,
  TextField,
  showToast,
} from '@shoppable/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useStrings } from '../intl';
import { MessageDialog, errorMessageKey } from '../MessageDialog';
import * as styles from './AccountPage.css';

/** The store platform's app page where a merchant installs Shoppable (decided; not in the spec). */
export const STORE_APP_URL = 'https://apps.shopify.com/shoppable';

/** Props of AccountPage. */
export interface AccountPageProps {
  /** The signed-in user (`useSession().user`). */
  user: UserDetails;
  /** The API client (`useApiClient()`). */
  client: ApiClient;
  /**
   * Called after the store was disconnected and the session re-read: the app signs out and goes
   * to login (platform.md §4).
   */
  onStoreDisconnected: () => void;
  /** The app marketplace page the connect prompt opens in a new tab; {@link STORE_APP_URL} by default. */
  storeAppUrl?: string;
  /** Sends the browser to a social network's authorisation page; `window.location.assign` by default. */
  openUrl?: (url: string) => void;
}

function StoreProfile({
  user,
  client,
  businessId,
  onStoreDisconnected,
}: AccountPageProps & { businessId: string }) {
  const t = useStrings();
  const sync = useSyncProducts(client, businessId);
  const disconnect = useDisconnectStore(client, businessId);
  const [syncFailed, setSyncFailed] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const phrase = t.format('account.disconnectPhrase');
  const forceSync = () =>
    sync.mutate(undefined, {
      onSuccess: () => showToast(t.format('account.syncApproved')),
      // A refusal (`status: false`) is the sync error; a network-level failure still shows the
      // approval (platform.md §8).
      onError: (e) => {
        logClientError(`product sync: ${e.message}`);
        if (e instanceof ApiError) setSyncFailed(true);
        else showToast(t.format('account.syncApproved'));
      },
    });
  const disconnectStore = async () => {
    try {
      await disconnect.mutateAsync();
    } catch (e) {
      logClientError(`store disconnect: ${(e as Error).message}`);
      setError(e);
      throw e;
    }
    onStoreDisconnected();
  };
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t.format('account.storeName')}</dt>
        <dd>{user.businessName}</dd>
      </dl>
      <div className={styles.actions}>
        <LinkButton variant="secondary" href={ROUTES.links}>
          {t.format('account.links')}
        </LinkButton>
        <LinkButton variant="secondary" href={ROUTES.appearance}>
          {t.format('account.appearance')}
        </LinkButton>
      </div>
      <p className={styles.hint}>{t.format('account.syncInstructions')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" isPending={sync.isPending} onPress={forceSync}>
          {t.format('account.forceSync')}
        </Button>
        <DialogTrigger>
          <Button variant="critical">{t.format('account.disconnectStore')}</Button>
          <ConfirmDialog
            title={t.format('account.disconnectTitle')}
            message={t.format('account.disconnectMessage')}
            confirmLabel={t.format('account.disconnect')}
            cancelLabel={t.format('account.cancel')}
            tone="critical"
            confirmPhrase={phrase}
            confirmPhraseLabel={t.format('account.disconnectPhraseLabel', { phrase })}
            onConfirm={disconnectStore}
          />
        </DialogTrigger>
      </div>
      <MessageDialog
        isOpen={syncFailed}
        onClose={() => setSyncFailed(false)}
        title={t.format('account.syncFailed')}
        message={t.format('account.syncFailedMessage')}
      />
      <MessageDialog
        isOpen={error != null}
        onClose={() => setError(null)}
        title={t.format('account.errorTitle')}
        message={t.format(errorMessageKey(error))}
      />
    </>
  );
}

const networkKeys = {
  instagram: 'account.instagram',
  tiktok: 'account.tiktok',
  pinterest: 'account.pinterest',
} as const;

function SocialNetworks({
  client,
  businessId,
  openUrl,
}: {
  client: ApiClient;
  businessId: string;
  openUrl: (url: string) => void;
}) {
  const t = useStrings();
  const status = useQuery(socialStatusQueryOptions(client, businessId));
  const connect = useSocialConnectUrl(client);
  const disconnect = useDisconnectSocial(client, businessId);
  const [error, setError] = useState<unknown>(null);
  if (status.isPending) return <Spinner aria-label={t.format('account.loadingSocial')} />;
  if (status.isError) {
    return (
      <div className={styles.actions}>
        <p className={styles.hint}>{t.format('account.socialFailed')}</p>
        <Button variant="secondary" size="sm" onPress={() => void status.refetch()}>
          {t.format('account.retry')}
        </Button>
      </div>
    );
  }
  const fail = (e: Error) => {
    logClientError(`social: ${e.message}`);
    setError(e);
  };
  return (
    <>
      <ul className={styles.networks}>
        {SOCIALS.map((network: SocialNetwork) => {
          const name = t.format(networkKeys[network]);
          const state = status.data.social_medias[network];
          const busy =
            (connect.isPending && connect.variables === network) ||
            (disconnect.isPending && disconnect.variables === network);
          return (
            <li key={network} className={styles.network}>
              <span className={styles.networkName}>{name}</span>
              {state?.connected ? (
                <>
                  <span className={styles.networkDetail}>
                    {state.username ? (
                      <span title={state.username}>@{displayUsername(state.username)}</span>
                    ) : null}
                    <span className={styles.subdued}>
                      {state.number_of_posts === -1
                        ? t.format('account.syncing')
                        : t.format('account.posts', { count: state.number_of_posts ?? 0 })}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    isPending={busy}
                    onPress={() => disconnect.mutate(network, { onError: fail })}
                  >
                    {t.format('account.disconnectNetwork', { network: name })}
                  </Button>
                </>
              ) : (
                <>
                  <span className={styles.networkDetail}>
                    <span className={styles.subdued}>{t.format('account.notConnected')}</span>
                  </span>
                  <Button
                    size="sm"
                    isPending={busy}
                    onPress={() =>
                      connect.mutate(network, { onSuccess: (url) => openUrl(url), onError: fail })
                    }
                  >
                    {t.format('account.connect', { network: name })}
                  </Button>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <MessageDialog
        isOpen={error != null}
        onClose={() => setError(null)}
        title={t.format('account.errorTitle')}
        message={t.format(errorMessageKey(error))}
      />
    </>
  );
}

function PasswordReset({ client }: { client: ApiClient }) {
  const t = useStrings();
  const reset = useRequestPasswordReset(client);
  const [sent, setSent] = useState(false);
  return (
    <>
      <p className={styles.hint}>{t.format('account.passwordHint')}</p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          isPending={reset.isPending}
          onPress={() =>
            reset.mutate(undefined, {
              onSuccess: () => setSent(true),
              // A failure is only logged; the button is usable again (platform.md §8).
              onError: (e) => logClientError(`password reset request: ${e.message}`),
            })
          }
        >
          {t.format('account.resetPassword')}
        </Button>
      </div>
      <MessageDialog
        isOpen={sent}
        onClose={() => setSent(false)}
        title={t.format('account.resetSentTitle')}
        message={t.format('account.resetSent')}
      />
    </>
  );
}

/**
 * The account page (platform.md §2 "Account page", §4, §8): my information (read only; an
 * influencer also sees their image and the merchant's logo and name), and for admins the current
 * plan with upgrade, the store profile (links, appearance, force product sync with its two
 * outcomes, disconnect behind the typed phrase), password reset by email, the social networks
 * (usernames cut to 15 characters, 'Syncing' while the count is -1, connect and disconnect) and the
 * danger zone. Each section is addressable by its hash (`#store`, `#social`…).
 */
export function AccountPage({
  user,
  client,
  onStoreDisconnected,
  storeAppUrl = STORE_APP_URL,
  openUrl = (url) => window.location.assign(url),
}: AccountPageProps) {
  const t = useStrings();
  const isAdmin = user.isAdmin;
  const businessId = user.businessId;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t.format('account.title')}</h1>
      <Section id="my-information" title={t.format('account.myInformation')}>
        {!isAdmin ? (
          <div className={styles.identity}>
            {user.influencerImageUrl ? (
              <img
                src={user.influencerImageUrl}
                alt={t.format('account.profileImage')}
                className={styles.avatar}
              />
            ) : null}
            {user.businessLogo ? (
              <img
                src={user.businessLogo}
                alt={t.format('account.merchantLogo', { name: user.businessName ?? '' })}
                className={styles.logo}
              />
            ) : null}
            {user.businessName ? (
              <dl className={styles.facts}>
                <dt>{t.format('account.merchant')}</dt>
                <dd>{user.businessName}</dd>
              </dl>
            ) : null}
          </div>
        ) : null}
        <div className={styles.fields}>
          <TextField label={t.format('account.username')} value={user.username} isReadOnly />
          <TextField label={t.format('account.email')} value={user.email} isReadOnly />
        </div>
        <p className={styles.hint}>{t.format('account.readOnly')}</p>
      </Section>
      {isAdmin ? (
        <Section id="current-account" title={t.format('account.currentAccount')}>
          <dl className={styles.facts}>
            <dt>{t.format('account.username')}</dt>
            <dd>{user.username}</dd>
            {user.subscriptionPlan ? (
              <>
                <dt>{t.format('account.plan')}</dt>
                <dd className={styles.plan}>{user.subscriptionPlan.toUpperCase()}</dd>
              </>
            ) : null}
          </dl>
          <div className={styles.actions}>
            <LinkButton href={ROUTES.pricingPlans}>{t.format('account.upgrade')}</LinkButton>
          </div>
        </Section>
      ) : null}
      {isAdmin ? (
        <Section id="store" title={t.format('account.storeProfile')}>
          {businessId ? (
            <StoreProfile
              user={user}
              client={client}
              businessId={businessId}
              onStoreDisconnected={onStoreDisconnected}
            />
          ) : (
            <>
              <p className={styles.hint}>{t.format('account.noStore')}</p>
              <div className={styles.actions}>
                <LinkButton href={storeAppUrl} target="_blank" rel="noopener noreferrer">
                  {t.format('account.connectStore')}
                </LinkButton>
              </div>
            </>
          )}
        </Section>
      ) : null}
      <Section id="password" title={t.format('account.password')}>
        <PasswordReset client={client} />
      </Section>
      {isAdmin && businessId ? (
        <Section id="social" title={t.format('account.social')}>
          <SocialNetworks client={client} businessId={businessId} openUrl={openUrl} />
        </Section>
      ) : null}
      {isAdmin ? (
        <Section id="danger-zone" title={t.format('account.dangerZone')}>
          <div className={styles.actions}>
            <DialogTrigger>
              <Button variant="critical">{t.format('account.deleteAccount')}</Button>
              {/* The spec's confirm action has no effect: confirming only closes the dialog. */}
              <ConfirmDialog
                title={t.format('account.deleteTitle')}
                message={t.format('account.deleteMessage')}
                confirmLabel={t.format('account.delete')}
                cancelLabel={t.format('account.cancel')}
                tone="critical"
              />
            </DialogTrigger>
          </div>
        </Section>
      ) : null}
    </div>
  );
}
