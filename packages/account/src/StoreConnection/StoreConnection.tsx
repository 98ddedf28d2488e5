import { useStoreConnect } from '@shoppable/api-client';
import { TIMINGS } from '@shoppable/domain';
import { Button, Spinner } from '@shoppable/ui';
import { useEffect, useEffectEvent, useState } from 'react';
import { AuthScreen, FormAlert, useRequestError } from '../AuthForm';
import * as formStyles from '../AuthForm/AuthForm.css';
import { useSignInStrings } from '../intl/signIn';
import { useApiClient, useSession } from '../session';

/** The message the opener window receives when the store is connected (decided name). */
export const STORE_CONNECTED_MESSAGE = 'CompletedStoreConnection';

/** Props of StoreConnection. */
export interface StoreConnectionProps {
  /** The store's `auth` query parameter; `null` when the address has none. */
  auth: string | null;
  /** Called 2 s after the store is connected: go to the home page. */
  onDone: () => void;
  /** Leaves without connecting. */
  onCancel: () => void;
  /**
   * Continues with a different account (offered when this one already has a store): sign out
   * and come back to this address after logging in.
   */
  onSwitchAccount: () => void;
}

/**
 * The store connection screen (platform.md §2 "/auth"): shows the logged-in username and offers
 * to connect the store of `auth`; an account that already has a store is warned and may continue
 * with a different account or cancel. On success the opener window gets
 * {@link STORE_CONNECTED_MESSAGE} and `onDone` follows 2 s later.
 */
export function StoreConnection({ auth, onDone, onCancel, onSwitchAccount }: StoreConnectionProps) {
  const t = useSignInStrings();
  const client = useApiClient();
  const session = useSession();
  const requestError = useRequestError();
  const connect = useStoreConnect(client);
  const [failure, setFailure] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);

  // The latest callback, so that a parent's re-render does not restart the 2 s.
  const done = useEffectEvent(() => onDone());
  useEffect(() => {
    if (!connected) return;
    const timer = setTimeout(done, TIMINGS.storeConnectRedirect);
    return () => clearTimeout(timer);
  }, [connected]);

  const title = t.format('storeConnect.title');
  if (session.status === 'loading') {
    return (
      <AuthScreen title={title}>
        <Spinner aria-label={t.format('storeConnect.loading')} size="lg" />
      </AuthScreen>
    );
  }
  if (!auth || !session.user) {
    return (
      <AuthScreen title={title}>
        <FormAlert>{t.format(auth ? 'storeConnect.signedOut' : 'storeConnect.noAuth')}</FormAlert>
        <div>
          <Button variant="secondary" onPress={onCancel}>
            {t.format('storeConnect.cancel')}
          </Button>
        </div>
      </AuthScreen>
    );
  }

  const press = async () => {
    setFailure(null);
    try {
      await connect.mutateAsync(auth);
      window.opener?.postMessage(STORE_CONNECTED_MESSAGE, '*');
      setConnected(true);
    } catch (error) {
      setFailure(requestError(error, t.format('storeConnect.failed')));
    }
  };

  const username = session.user.username;
  return (
    <AuthScreen title={title}>
      <p className={formStyles.lead}>{t.format('storeConnect.signedInAs', { username })}</p>
      {connected ? (
        <p className={formStyles.lead} role="status">
          {t.format('storeConnect.connected')}
        </p>
      ) : (
        <>
          {session.business ? (
            <div role="alert" className={formStyles.alert}>
              {t.format('storeConnect.alreadyConnected', {
                store: session.business.name || username,
              })}
            </div>
          ) : (
            <p className={formStyles.lead}>{t.format('storeConnect.offer')}</p>
          )}
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <div className={formStyles.links}>
            <Button variant="secondary" onPress={onCancel}>
              {t.format('storeConnect.cancel')}
            </Button>
            {session.business ? (
              <Button onPress={onSwitchAccount}>{t.format('storeConnect.switchAccount')}</Button>
            ) : (
              <Button onPress={press} isPending={connect.isPending}>
                {t.format('storeConnect.connect')}
              </Button>
            )}
          </div>
        </>
      )}
    </AuthScreen>
  );
}
