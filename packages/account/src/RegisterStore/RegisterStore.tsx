import { valibotResolver } from '@hookform/resolvers/valibot';
import { HttpError, useRegisterConnect, type UserDetails } from '@shoppable/api-client';
import {
  isValidUsername,
  normalizeUsername,
  registerStoreSchema,
  ROUTES,
  signUpSchema,
} from '@shoppable/domain';
import { Button, PasswordField, TextField } from '@shoppable/ui';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  AuthScreen,
  AvailabilityNote,
  checkUsername,
  FormAlert,
  TextLink,
  useAvailability,
  useFieldMessage,
  useRequestError,
} from '../AuthForm';
import * as formStyles from '../AuthForm/AuthForm.css';
import { useSignInStrings } from '../intl/signIn';
import { StoreVerificationDialog, useLeaveWithoutAuth, withAuthParameter } from '../LoginStore';
import { useApiClient, useSession } from '../session';
import { STORE_CONNECTED_MESSAGE } from '../StoreConnection';

/** Props of RegisterStore. */
export interface RegisterStoreProps {
  /** The store's `auth` query parameter; without it `onLeave` is called at once. */
  auth: string | null;
  /**
   * The store account's email, shown read-only and sent as is. Without it (the contract has no
   * call that reads it) the email is typed and checked like the sign-up's.
   */
  email?: string | null;
  /** Called with the verified user once the account exists and the store is connected. */
  onSignedIn: (user: UserDetails) => void;
  /** Redirects away: without `auth`, and after the store-verification dialog. */
  onLeave: () => void;
}

type Values = { username: string; email: string; password: string };

/**
 * Register-store (platform.md §2 "/register-store"): a new merchant arriving from the store
 * chooses a username (live availability check after 400 ms) and a password; the email is the
 * store's. Sign up is enabled when the username is valid and free, the email matches and the
 * password is valid. Success stores the token, shows the success message, tells the opener and
 * calls `onSignedIn`; a refused store `auth` opens the verification dialog that leaves.
 */
export function RegisterStore({ auth, email, onSignedIn, onLeave }: RegisterStoreProps) {
  const t = useSignInStrings();
  const client = useApiClient();
  const session = useSession();
  const fieldMessage = useFieldMessage();
  const requestError = useRequestError();
  const registerConnect = useRegisterConnect(client);
  const [failure, setFailure] = useState<string | null>(null);
  const [unverified, setUnverified] = useState(false);
  const [registered, setRegistered] = useState(false);
  const schema = useMemo(() => (email ? registerStoreSchema(email) : signUpSchema), [email]);
  const { control, handleSubmit, formState } = useForm<Values>({
    mode: 'onChange',
    defaultValues: { username: '', email: email ?? '', password: '' },
    resolver: valibotResolver(schema),
  });
  const username = useWatch({ control, name: 'username' });
  const usernameState = useAvailability(username, isValidUsername(username), checkUsername);
  useLeaveWithoutAuth(auth, onLeave);
  if (!auth) return null;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const token = await registerConnect.mutateAsync({ auth, ...values });
      const user = await session.signIn(token);
      setRegistered(true);
      window.opener?.postMessage(STORE_CONNECTED_MESSAGE, '*');
      onSignedIn(user);
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) setUnverified(true);
      else setFailure(requestError(error, t.format('registerStore.failed')));
    }
  });

  const ready = formState.isValid && usernameState === 'available';
  return (
    <AuthScreen title={t.format('registerStore.title')} lead={t.format('registerStore.lead')}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <Controller
          control={control}
          name="username"
          render={({ field }) => (
            <TextField
              label={t.format('register.username')}
              name={field.name}
              value={field.value}
              onChange={(text) => field.onChange(normalizeUsername(text))}
              onBlur={field.onBlur}
              autoComplete="username"
              isRequired
              isInvalid={usernameState === 'taken'}
              errorMessage={t.format('authForm.usernameTaken')}
              description={<AvailabilityNote state={usernameState} kind="username" />}
            />
          )}
        />
        <Controller
          control={control}
          name="email"
          render={({ field, fieldState }) => (
            <TextField
              label={t.format('register.email')}
              type="email"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isReadOnly={Boolean(email)}
              autoComplete="email"
              isRequired
              isInvalid={fieldState.invalid && field.value !== ''}
              errorMessage={fieldMessage(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="password"
          render={({ field, fieldState }) => (
            <PasswordField
              label={t.format('register.password')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              autoComplete="new-password"
              isRequired
              isInvalid={fieldState.invalid && fieldState.isTouched}
              errorMessage={fieldMessage(fieldState.error?.message)}
            />
          )}
        />
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        {registered ? (
          <p className={formStyles.lead} role="status">
            {t.format('registerStore.done')}
          </p>
        ) : null}
        <Button type="submit" isDisabled={!ready} isPending={formState.isSubmitting}>
          {t.format('register.submit')}
        </Button>
      </form>
      <p className={formStyles.smallPrint}>
        {t.format('register.haveAccount')}{' '}
        <TextLink href={withAuthParameter(ROUTES.loginStore, auth)}>
          {t.format('register.logIn')}
        </TextLink>
      </p>
      <StoreVerificationDialog isOpen={unverified} onLeave={onLeave} />
    </AuthScreen>
  );
}
