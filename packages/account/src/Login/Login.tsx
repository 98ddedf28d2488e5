import {
  ApiError,
  HttpError,
  influencerCodeLogIn,
  influencerLogIn,
  logIn,
  type UserDetails,
} from '@shoppable/api-client';
import { ROUTES } from '@shoppable/domain';
import { Button, PasswordField, TextField } from '@shoppable/ui';
import { useEffect, useRef, useState } from 'react';
import { AuthScreen, FormAlert, TextLink, useFieldMessage, useRequestError } from '../AuthForm';
import * as formStyles from '../AuthForm/AuthForm.css';
import { useSignInStrings } from '../intl/signIn';
import { useApiClient, useSession } from '../session';
import { useLoginForm, type LoginFieldProps, type LoginValues } from './useLoginForm';

/** The credentials of an influencer login link (issue #20): the two usernames and a code. */
export interface SavedInfluencerCredentials {
  /** The merchant's (admin's) username. */
  adminUsername: string;
  /** The influencer's own username. */
  username: string;
  /** The link's single-use login code (never a password). */
  code: string;
}

/**
 * The saved credentials of an influencer login link (`?admin_username=…&username=…&code=…`,
 * made by `influencerLoginLink` of `@shoppable/domain`), or `undefined` unless all three are there.
 */
export function savedCredentialsFromSearch(
  search: string | URLSearchParams,
): SavedInfluencerCredentials | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const adminUsername = params.get('admin_username');
  const username = params.get('username');
  const code = params.get('code');
  if (!adminUsername || !username || !code) return undefined;
  return { adminUsername, username, code };
}

/** Props of Login. */
export interface LoginProps {
  /** Called with the verified user after a successful login; go to the `redirect` or home. */
  onSignedIn: (user: UserDetails) => void;
}

/** Props of InfluencerLogin. */
export interface InfluencerLoginProps extends LoginProps {
  /**
   * Saved credentials (from the login link the merchant shared): the usernames fill the form and
   * the code logs in by itself once (platform.md §2); a used or expired code leaves the form to
   * the password.
   */
  savedCredentials?: SavedInfluencerCredentials;
}

/** A login failure the user can fix: wrong credentials (platform.md §8 "Login failure"). */
const isRefusal = (error: unknown) =>
  error instanceof ApiError ||
  (error instanceof HttpError && [400, 401, 403, 404].includes(error.status));

function Field({
  field,
  label,
  autoComplete,
}: {
  field: LoginFieldProps;
  label: string;
  autoComplete: string;
}) {
  const fieldMessage = useFieldMessage();
  return (
    <TextField
      label={label}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      autoComplete={autoComplete}
      isRequired
      isInvalid={field.isInvalid}
      errorMessage={fieldMessage(field.error)}
    />
  );
}

function LoginForm({
  variant,
  onSignedIn,
  savedCredentials,
}: InfluencerLoginProps & { variant: 'merchant' | 'influencer' }) {
  const t = useSignInStrings();
  const client = useApiClient();
  const session = useSession();
  const fieldMessage = useFieldMessage();
  const requestError = useRequestError();
  const [failure, setFailure] = useState<string | null>(null);
  const influencer = variant === 'influencer';
  // A small form state instead of react-hook-form, and plain calls instead of TanStack Query
  // mutations: the login route's JS budget (README).
  const form = useLoginForm(variant);

  /** Signs in with the token `getToken` answers; a refusal shows `refused`. */
  const signInBy = async (getToken: () => Promise<string>, refused: string) => {
    setFailure(null);
    try {
      onSignedIn(await session.signIn(await getToken()));
    } catch (error) {
      // The right password of an influencer the merchant turned off (the API's 403).
      const turnedOff = influencer && error instanceof HttpError && error.status === 403;
      setFailure(
        turnedOff
          ? t.format('login.turnedOff')
          : requestError(error, isRefusal(error) ? refused : t.format('authForm.general')),
      );
    }
  };
  const signInWith = (values: LoginValues) =>
    signInBy(
      () =>
        influencer
          ? influencerLogIn(client, {
              admin_username: values.adminUsername,
              username: values.username,
              password: values.password,
            })
          : logIn(client, { username: values.username, password: values.password }),
      t.format('login.incorrect'),
    );

  // A login link fills the usernames and logs in with its code by itself, once.
  const autoLogin = useRef(false);
  const { setValues } = form;
  useEffect(() => {
    if (!influencer || !savedCredentials || autoLogin.current) return;
    autoLogin.current = true;
    const { adminUsername, username, code } = savedCredentials;
    setValues({ adminUsername, username, password: '' });
    void signInBy(
      () => influencerCodeLogIn(client, { admin_username: adminUsername, username, code }),
      t.format('login.linkRefused'),
    );
  });

  const password = form.field('password');
  return (
    <AuthScreen
      title={t.format(influencer ? 'login.influencerTitle' : 'login.title')}
      lead={t.format(influencer ? 'login.influencerLead' : 'login.lead')}
    >
      <form
        className={formStyles.form}
        onSubmit={(event) => void form.submitWith(signInWith, form.values, event)}
        noValidate
      >
        {influencer ? (
          <Field
            field={form.field('adminUsername')}
            label={t.format('login.merchantUsername')}
            autoComplete="organization"
          />
        ) : null}
        <Field
          field={form.field('username')}
          label={t.format(influencer ? 'login.influencerUsername' : 'login.username')}
          autoComplete="username"
        />
        <PasswordField
          label={t.format('login.password')}
          name={password.name}
          value={password.value}
          onChange={password.onChange}
          onBlur={password.onBlur}
          autoComplete="current-password"
          showRules={false}
          isRequired
          isInvalid={password.isInvalid}
          errorMessage={fieldMessage(password.error)}
        />
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Button type="submit" isDisabled={!form.isValid} isPending={form.isSubmitting}>
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
