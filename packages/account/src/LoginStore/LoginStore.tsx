import { valibotResolver } from '@hookform/resolvers/valibot';
import { ApiError, HttpError, useLoginConnect, type UserDetails } from '@shoppable/api-client';
import { loginSchema, ROUTES } from '@shoppable/domain';
import { Button, Dialog, PasswordField, TextField } from '@shoppable/ui';
import { useEffect, useEffectEvent, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AuthScreen, FormAlert, TextLink, useFieldMessage, useRequestError } from '../AuthForm';
import * as formStyles from '../AuthForm/AuthForm.css';
import { useSignInStrings } from '../intl/signIn';
import { useApiClient, useSession } from '../session';
import { STORE_CONNECTED_MESSAGE } from '../StoreConnection';

/** Props of LoginStore. */
export interface LoginStoreProps {
  /** The store's `auth` query parameter; without it `onLeave` is called at once. */
  auth: string | null;
  /** Called with the verified user once the store is connected: go to the main route. */
  onSignedIn: (user: UserDetails) => void;
  /** Redirects away: without `auth`, and after the store-verification dialog. */
  onLeave: () => void;
}

/** A page address with the store's `auth` parameter kept. */
export function withAuthParameter(path: string, auth: string): string {
  return `${path}?${new URLSearchParams({ auth }).toString()}`;
}

/** The dialog of a store `auth` the server could not verify; its button leaves (platform.md §8). */
export function StoreVerificationDialog({
  isOpen,
  onLeave,
}: {
  isOpen: boolean;
  onLeave: () => void;
}) {
  const t = useSignInStrings();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onLeave();
      }}
      title={t.format('storeLogin.verifyTitle')}
      size="sm"
      role="alertdialog"
      closeLabel={null}
      isDismissable={false}
      footer={<Button onPress={onLeave}>{t.format('authForm.ok')}</Button>}
    >
      <p className={formStyles.lead}>{t.format('storeLogin.verifyFailed')}</p>
    </Dialog>
  );
}

/** Calls `onLeave` once when there is no `auth` parameter (platform.md §2 "missing parameter redirects away"). */
export function useLeaveWithoutAuth(auth: string | null, onLeave: () => void) {
  const leave = useEffectEvent(() => onLeave());
  useEffect(() => {
    if (!auth) leave();
  }, [auth]);
}

type Values = { username: string; password: string };

/**
 * Login-store (platform.md §2 "/login-store"): reached from the store with its `auth` parameter,
 * the merchant logs in and the store is connected to the account. The server verifies `auth`
 * with the login (the contract has no separate check): a wrong password shows the login error,
 * any other refusal the store-verification dialog that leaves. Success stores the token, tells
 * the opener window and calls `onSignedIn`.
 */
export function LoginStore({ auth, onSignedIn, onLeave }: LoginStoreProps) {
  const t = useSignInStrings();
  const client = useApiClient();
  const session = useSession();
  const fieldMessage = useFieldMessage();
  const requestError = useRequestError();
  const loginConnect = useLoginConnect(client);
  const [failure, setFailure] = useState<string | null>(null);
  const [unverified, setUnverified] = useState(false);
  const { control, handleSubmit, formState } = useForm<Values>({
    mode: 'onChange',
    defaultValues: { username: '', password: '' },
    resolver: valibotResolver(loginSchema),
  });
  useLeaveWithoutAuth(auth, onLeave);
  if (!auth) return null;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const token = await loginConnect.mutateAsync({ auth, ...values });
      const user = await session.signIn(token);
      window.opener?.postMessage(STORE_CONNECTED_MESSAGE, '*');
      onSignedIn(user);
    } catch (error) {
      if (error instanceof HttpError && error.status === 401)
        setFailure(t.format('login.incorrect'));
      else if (error instanceof ApiError || error instanceof HttpError) setUnverified(true);
      else setFailure(requestError(error, t.format('authForm.general')));
    }
  });

  return (
    <AuthScreen title={t.format('storeLogin.title')} lead={t.format('storeLogin.lead')}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <Controller
          control={control}
          name="username"
          render={({ field, fieldState }) => (
            <TextField
              label={t.format('login.username')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              autoComplete="username"
              isRequired
              isInvalid={fieldState.invalid && fieldState.isTouched}
              errorMessage={fieldMessage(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="password"
          render={({ field, fieldState }) => (
            <PasswordField
              label={t.format('login.password')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              autoComplete="current-password"
              showRules={false}
              isRequired
              isInvalid={fieldState.invalid && fieldState.isTouched}
              errorMessage={fieldMessage(fieldState.error?.message)}
            />
          )}
        />
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Button type="submit" isDisabled={!formState.isValid} isPending={formState.isSubmitting}>
          {t.format('login.submit')}
        </Button>
      </form>
      <div className={formStyles.links}>
        <TextLink href={ROUTES.forgotPassword}>{t.format('login.forgot')}</TextLink>
        <TextLink href={withAuthParameter(ROUTES.registerStore, auth)}>
          {t.format('storeLogin.toRegister')}
        </TextLink>
      </div>
      <StoreVerificationDialog isOpen={unverified} onLeave={onLeave} />
    </AuthScreen>
  );
}
