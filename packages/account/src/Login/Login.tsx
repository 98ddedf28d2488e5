import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  ApiError,
  HttpError,
  useInfluencerLogin,
  useLogin,
  type UserDetails,
} from '@shoppable/api-client';
import { influencerLoginSchema, loginSchema, ROUTES } from '@shoppable/domain';
import { Button, PasswordField, TextField } from '@shoppable/ui';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { AuthScreen, FormAlert, TextLink, useFieldMessage, useRequestError } from '../AuthForm';
import * as formStyles from '../AuthForm/AuthForm.css';
import { useStrings } from '../intl';
import { useApiClient, useSession } from '../session';

/** The credentials of an influencer login link (admin, influencer username, password). */
export interface SavedInfluencerCredentials {
  /** The merchant's (admin's) username. */
  adminUsername: string;
  /** The influencer's own username. */
  username: string;
  /** The password. */
  password: string;
}

/**
 * The saved credentials of an influencer login link (`?admin_username=…&username=…&password=…`,
 * made by `influencerLoginLink` of `@shoppable/domain`), or `undefined` unless all three are there.
 */
export function savedCredentialsFromSearch(
  search: string | URLSearchParams,
): SavedInfluencerCredentials | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const adminUsername = params.get('admin_username');
  const username = params.get('username');
  const password = params.get('password');
  if (!adminUsername || !username || !password) return undefined;
  return { adminUsername, username, password };
}

/** Props of Login. */
export interface LoginProps {
  /** Called with the verified user after a successful login; go to the `redirect` or home. */
  onSignedIn: (user: UserDetails) => void;
}

/** Props of InfluencerLogin. */
export interface InfluencerLoginProps extends LoginProps {
  /**
   * Saved credentials (from the login link the merchant shared): the form is filled with them
   * and logs in by itself once (platform.md §2).
   */
  savedCredentials?: SavedInfluencerCredentials;
}

type Values = { adminUsername: string; username: string; password: string };

/** A login failure the user can fix: wrong credentials (platform.md §8 "Login failure"). */
const isRefusal = (error: unknown) =>
  error instanceof ApiError ||
  (error instanceof HttpError && [400, 401, 403, 404].includes(error.status));

function Field({
  control,
  name,
  label,
  autoComplete,
}: {
  control: Control<Values>;
  name: 'adminUsername' | 'username';
  label: string;
  autoComplete: string;
}) {
  const fieldMessage = useFieldMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          autoComplete={autoComplete}
          isRequired
          isInvalid={fieldState.invalid && fieldState.isTouched}
          errorMessage={fieldMessage(fieldState.error?.message)}
        />
      )}
    />
  );
}

function LoginForm({
  variant,
  onSignedIn,
  savedCredentials,
}: InfluencerLoginProps & { variant: 'merchant' | 'influencer' }) {
  const t = useStrings();
  const client = useApiClient();
  const session = useSession();
  const fieldMessage = useFieldMessage();
  const requestError = useRequestError();
  const merchantLogin = useLogin(client);
  const influencerLogin = useInfluencerLogin(client);
  const [failure, setFailure] = useState<string | null>(null);
  const influencer = variant === 'influencer';
  const { control, handleSubmit, formState, reset } = useForm<Values>({
    mode: 'onChange',
    defaultValues: { adminUsername: '', username: '', password: '' },
    // The merchant form has no admin username: its schema ignores the field.
    resolver: valibotResolver(influencer ? influencerLoginSchema : loginSchema) as never,
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const token = influencer
        ? await influencerLogin.mutateAsync({
            admin_username: values.adminUsername,
            username: values.username,
            password: values.password,
          })
        : await merchantLogin.mutateAsync({
            username: values.username,
            password: values.password,
          });
      onSignedIn(await session.signIn(token));
    } catch (error) {
      setFailure(
        requestError(
          error,
          isRefusal(error) ? t.format('login.incorrect') : t.format('authForm.general'),
        ),
      );
    }
  });

  // Saved credentials log in by themselves, once.
  const autoLogin = useRef(false);
  useEffect(() => {
    if (!influencer || !savedCredentials || autoLogin.current) return;
    autoLogin.current = true;
    reset(savedCredentials);
    void submit();
  }, [influencer, savedCredentials, reset, submit]);

  return (
    <AuthScreen
      title={t.format(influencer ? 'login.influencerTitle' : 'login.title')}
      lead={t.format(influencer ? 'login.influencerLead' : 'login.lead')}
    >
      <form className={formStyles.form} onSubmit={submit} noValidate>
        {influencer ? (
          <Field
            control={control}
            name="adminUsername"
            label={t.format('login.merchantUsername')}
            autoComplete="organization"
          />
        ) : null}
        <Field
          control={control}
          name="username"
          label={t.format(influencer ? 'login.influencerUsername' : 'login.username')}
          autoComplete="username"
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
        <TextLink href={influencer ? ROUTES.forgotPasswordInfluencer : ROUTES.forgotPassword}>
          {t.format('login.forgot')}
        </TextLink>
        <TextLink href={influencer ? ROUTES.login : ROUTES.loginInfluencer}>
          {t.format(influencer ? 'login.switchToMerchant' : 'login.switchToInfluencer')}
        </TextLink>
      </div>
      <p className={formStyles.smallPrint}>
        {t.format('login.noAccount')}{' '}
        <TextLink href={ROUTES.register}>{t.format('login.signUp')}</TextLink>
      </p>
    </AuthScreen>
  );
}

/**
 * The merchant login (platform.md §2 "/login"): username and password, enabled when both are
 * valid; forgot-password, sign-up and influencer-login links. A wrong password shows
 * 'Incorrect username or password' and keeps what was typed.
 */
export function Login({ onSignedIn }: LoginProps) {
  return <LoginForm variant="merchant" onSignedIn={onSignedIn} />;
}

/**
 * The influencer login (platform.md §2 "/login/influencer"): the merchant's username, the
 * influencer's username and the password; with `savedCredentials` it logs in by itself.
 */
export function InfluencerLogin({ onSignedIn, savedCredentials }: InfluencerLoginProps) {
  return (
    <LoginForm variant="influencer" onSignedIn={onSignedIn} savedCredentials={savedCredentials} />
  );
}
