import { valibotResolver } from '@hookform/resolvers/valibot';
import { useRegister } from '@shoppable/api-client';
import {
  isValidEmail,
  isValidUsername,
  normalizeEmail,
  normalizeUsername,
  ROUTES,
  signUpSchema,
} from '@shoppable/domain';
import { Button, PasswordField, TextField } from '@shoppable/ui';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  AuthScreen,
  AvailabilityNote,
  checkEmail,
  checkUsername,
  FormAlert,
  TextLink,
  useAvailability,
  useFieldMessage,
  useRequestError,
} from '../AuthForm';
import * as formStyles from '../AuthForm/AuthForm.css';
import { CheckYourEmail } from '../CheckYourEmail';
import { useSignInStrings } from '../intl/signIn';
import { useApiClient } from '../session';

/** Props of Register. */
export interface RegisterProps {
  /** Shows a Back button that calls this. */
  onBack?: () => void;
}

type Values = { username: string; email: string; password: string };
const empty: Values = { username: '', email: '', password: '' };

/**
 * Sign-up (platform.md §2, §5): username and email checked as typed (format, then availability
 * 400 ms after typing stops), password with live rules, the policies footer and a log-in link.
 * Sign up is enabled only when all three are valid; success shows CheckYourEmail.
 */
export function Register({ onBack }: RegisterProps) {
  const t = useSignInStrings();
  const client = useApiClient();
  const fieldMessage = useFieldMessage();
  const requestError = useRequestError();
  const register = useRegister(client);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<Values>({
    mode: 'onChange',
    defaultValues: empty,
    resolver: valibotResolver(signUpSchema),
  });
  const [username, email] = useWatch({ control, name: ['username', 'email'] });
  const cleanUsername = normalizeUsername(username);
  const cleanEmail = normalizeEmail(email);
  const usernameState = useAvailability(
    cleanUsername,
    isValidUsername(cleanUsername),
    checkUsername,
  );
  const emailState = useAvailability(cleanEmail, isValidEmail(cleanEmail), checkEmail);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await register.mutateAsync({
        username: values.username,
        email: values.email,
        password: values.password,
        name: values.username,
      });
      setSentTo(values.email);
    } catch (error) {
      setFailure(requestError(error, t.format('register.failed')));
    }
  });

  if (sentTo !== null) {
    return (
      <CheckYourEmail
        email={sentTo}
        onBack={() => {
          reset(empty);
          setSentTo(null);
        }}
      />
    );
  }

  const ready = formState.isValid && usernameState === 'available' && emailState === 'available';

  return (
    <AuthScreen title={t.format('register.title')} lead={t.format('register.lead')} onBack={onBack}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <Controller
          control={control}
          name="username"
          render={({ field, fieldState }) => {
            const formatError = field.value !== '' && fieldState.invalid;
            return (
              <TextField
                label={t.format('register.username')}
                name={field.name}
                value={field.value}
                onChange={(text) => field.onChange(normalizeUsername(text))}
                onBlur={field.onBlur}
                autoComplete="username"
                isRequired
                isInvalid={formatError || usernameState === 'taken'}
                errorMessage={
                  formatError
                    ? fieldMessage(fieldState.error?.message)
                    : t.format('authForm.usernameTaken')
                }
                description={<AvailabilityNote state={usernameState} kind="username" />}
              />
            );
          }}
        />
        {usernameState === 'taken' ? (
          <p className={formStyles.smallPrint}>
            {t.format('register.isThatYou')}{' '}
            <TextLink href={ROUTES.login}>{t.format('register.logIn')}</TextLink>
          </p>
        ) : null}
        <Controller
          control={control}
          name="email"
          render={({ field, fieldState }) => {
            const formatError = field.value !== '' && fieldState.invalid;
            return (
              <TextField
                label={t.format('register.email')}
                type="email"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                autoComplete="email"
                isRequired
                isInvalid={formatError || emailState === 'taken'}
                errorMessage={
                  formatError
                    ? fieldMessage(fieldState.error?.message)
                    : t.format('authForm.emailTaken')
                }
                description={<AvailabilityNote state={emailState} kind="email" />}
              />
            );
          }}
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
        <Button type="submit" isDisabled={!ready} isPending={formState.isSubmitting}>
          {t.format('register.submit')}
        </Button>
      </form>
      <p className={formStyles.smallPrint}>
        {t.format('register.policiesStart')}{' '}
        <TextLink href={ROUTES.terms}>{t.format('register.terms')}</TextLink>{' '}
        {t.format('register.policiesAnd')}{' '}
        <TextLink href={ROUTES.privacyPolicy}>{t.format('register.privacy')}</TextLink>
        {t.format('register.policiesEnd')}
      </p>
      <p className={formStyles.smallPrint}>
        {t.format('register.haveAccount')}{' '}
        <TextLink href={ROUTES.login}>{t.format('register.logIn')}</TextLink>
      </p>
    </AuthScreen>
  );
}
