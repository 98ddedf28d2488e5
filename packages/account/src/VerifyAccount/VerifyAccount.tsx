import { useVerifyAccount } from '@shoppable/api-client';
import { ROUTES, TIMINGS } from '@shoppable/domain';
import { Spinner } from '@shoppable/ui';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { AuthScreen, FormAlert, TextLink } from '../AuthForm';
import * as formStyles from '../AuthForm/AuthForm.css';
import { useSignInStrings } from '../intl/signIn';
import { useApiClient } from '../session';

/** Props of VerifyAccount. */
export interface VerifyAccountProps {
  /** The `token` query parameter of the verification email's link; `null` when missing. */
  token: string | null;
  /** Called 2.5 s after the verified result shows: go to the login page. */
  onVerified: () => void;
}

type Result = 'verified' | 'expired';

/**
 * Account verification (platform.md §2 "/verify-account"): a loader while the token is checked,
 * the result 0.7 s after the answer, then, when verified, `onVerified` 2.5 s later; otherwise
 * 'Verification link expired' with a link to the login page.
 */
export function VerifyAccount({ token, onVerified }: VerifyAccountProps) {
  const t = useSignInStrings();
  const client = useApiClient();
  const { mutateAsync } = useVerifyAccount(client);
  const [result, setResult] = useState<Result | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    // The token works once: ask once, even when effects run twice.
    if (asked.current) return;
    asked.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (value: Result) => {
      timer = setTimeout(() => setResult(value), TIMINGS.verificationResult);
    };
    if (!token) show('expired');
    else
      mutateAsync(token).then(
        (verified) => show(verified ? 'verified' : 'expired'),
        () => show('expired'),
      );
    return () => clearTimeout(timer);
  }, [token, mutateAsync]);

  // The latest callback, so that a parent's re-render does not restart the 2.5 s.
  const verified = useEffectEvent(() => onVerified());
  useEffect(() => {
    if (result !== 'verified') return;
    const timer = setTimeout(verified, TIMINGS.verificationRedirect);
    return () => clearTimeout(timer);
  }, [result]);

  return (
    <AuthScreen title={t.format('verify.title')}>
      {result === null ? <Spinner aria-label={t.format('verify.checking')} size="lg" /> : null}
      {result === 'verified' ? (
        <p className={formStyles.lead} role="status">
          {t.format('verify.verified')}
        </p>
      ) : null}
      {result === 'expired' ? (
        <>
          <FormAlert>{t.format('verify.expired')}</FormAlert>
          <TextLink href={ROUTES.login}>{t.format('verify.logIn')}</TextLink>
        </>
      ) : null}
    </AuthScreen>
  );
}
