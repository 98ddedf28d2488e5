import { logClientError, useConnectSocial, type ApiClient } from '@shoppable/api-client';
import type { Social } from '@shoppable/domain';
import { Button, Dialog, Spinner } from '@shoppable/ui';
import { useEffect, useRef, useState } from 'react';
import { useStrings } from '../intl';
import { networkNames } from '../NetworkName';
import * as styles from './SocialAuthPage.css';

/** Props of SocialAuthPage. */
export interface SocialAuthPageProps {
  /** The API client (`useApiClient()` in the app). */
  client: ApiClient;
  /** The signed-in merchant's business. */
  businessId: string;
  /** The network whose consent page sent the merchant back (the route's `:social`). */
  social: Social;
  /** The single-use code of the consent page (the `code` query parameter); none is a failure. */
  code: string | undefined;
  /** Called once the network is connected: the app replaces the route with the shopboard. */
  onConnected: (social: Social) => void;
  /** The failure dialog's button: back to the shopboard. */
  onBack: () => void;
}

/**
 * The `/:social/auth` page (content.md §2, §8): finishes a network's connection with the code its
 * consent page handed back, then hands over to the shopboard; a refused, used or missing code
 * shows 'authentication failed for {social}' with a way back. The code is sent once, even when
 * the page renders twice.
 */
export function SocialAuthPage({
  client,
  businessId,
  social,
  code,
  onConnected,
  onBack,
}: SocialAuthPageProps) {
  const t = useStrings();
  const connect = useConnectSocial(client, businessId);
  const [failed, setFailed] = useState(!code);
  const sent = useRef(false);
  const { mutate } = connect;

  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    mutate(
      { network: social, code },
      {
        onSuccess: () => onConnected(social),
        onError: (error) => {
          logClientError(`${social} authentication: ${error.message}`);
          setFailed(true);
        },
      },
    );
  }, [code, social, mutate, onConnected]);

  return (
    <div className={styles.page}>
      {failed ? null : (
        <div role="status" className={styles.status}>
          <Spinner aria-label={t.format('auth.connecting', { network: networkNames[social] })} />
          <p>{t.format('auth.connecting', { network: networkNames[social] })}</p>
        </div>
      )}
      <Dialog
        isOpen={failed}
        isDismissable={false}
        isKeyboardDismissDisabled
        role="alertdialog"
        closeLabel={null}
        title={t.format('auth.failed', { social })}
        footer={<Button onPress={onBack}>{t.format('auth.back')}</Button>}
      >
        <p className={styles.message}>{t.format('auth.failedMessage')}</p>
      </Dialog>
    </div>
  );
}
