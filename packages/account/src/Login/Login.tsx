import {
  ApiError,
  HttpError,
  influencerCodeLogIn,
  influencerLogIn,
  logIn,
  type UserDetails,
} from '@shoppable/api-client';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { influencerLoginSchema, loginSchema, ROUTES } from '@shoppable/domain';
import { Button, PasswordField, TextField } from '@shoppable/ui';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { AuthScreen, FormAlert, TextLink, useFieldMessage, useRequestError } from '../AuthForm';
import * as formStyles from '../AuthForm/AuthForm.css';
import { useSignInStrings } from '../intl/signIn';
import { useApiClient, useSession } from '../session';

/** The fields of the sign-in forms (the merchant login leaves the admin username empty). */
interface LoginValues {
  /** The merchant's username or email (influencer login only). */
  adminUsername: string;
  /** The username or email. */
  username: string;
  /** The password, sent as typed. */
  password: string;
}

const EMPTY: LoginValues = { adminUsername: '', username: '', password: '' };

/** The credentials of an influencer login link: the two usernames and a code. */
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

/** A sign-in field: its message shows once it was changed (the mode validates on change) and left. */
function Field({
  control,
  name,
  label,
  autoComplete,
}: {
  control: Control<LoginValues>;
  name: keyof LoginValues;
  label: string;
  autoComplete: string;
}) {
  const fieldMessage = useFieldMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const shown = fieldState.invalid && fieldState.isTouched;
        const props = {
          label,
          name: field.name,
          value: field.value,
          onChange: field.onChange,
          onBlur: field.onBlur,
          autoComplete,
          isRequired: true,
          isInvalid: shown,
          errorMessage: fieldMessage(shown ? fieldState.error?.message : undefined),
        };
        return name === 'password' ? (
          <PasswordField {...props} showRules={false} />
        ) : (
          <TextField {...props} />
        );
      }}
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
  const requestError = useRequestError();
  const [failure, setFailure] = useState<string | null>(null);
  const influencer = variant === 'influencer';
  // The schema sanitizes the usernames, so a submit hands over what the API expects.
  const { control, handleSubmit, formState, reset } = useForm<LoginValues>({
    mode: 'onChange',
    defaultValues: EMPTY,
    resolver: valibotResolver(influencer ? influencerLoginSchema : loginSchema) as never,
  });

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
  useEffect(() => {
    if (!influencer || !savedCredentials || autoLogin.current) return;
    autoLogin.current = true;
    const { adminUsername, username, code } = savedCredentials;
    reset({ adminUsername, username, password: '' });
    void signInBy(
      () => influencerCodeLogIn(client, { admin_username: adminUsername, username, code }),
      t.format('login.linkRefused'),
    );
  });

  return (
    <AuthScreen
      title={t.format(influencer ? 'login.influencerTitle' : 'login.title')}
      lead={t.format(influencer ? 'login.influencerLead' : 'login.lead')}
    >
      <form className={formStyles.form} onSubmit={handleSubmit(signInWith)} noValidate>
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
        <Field
          control={control}
          name="password"
          label={t.format('login.password')}
          autoComplete="current-password"
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
