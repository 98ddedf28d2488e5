import { valibotResolver } from '@hookform/resolvers/valibot';
import { useResetPassword } from '@shoppable/api-client';
import { resetPasswordSchema, ROUTES } from '@shoppable/domain';
import { Button, PasswordField } from '@shoppable/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AuthScreen, FormAlert, TextLink, useFieldMessage, useRequestError } from '../AuthForm';
import * as formStyles from '../AuthForm/AuthForm.css';
import { useSignInStrings } from '../intl/signIn';
import { useApiClient } from '../session';

/** Props of ResetPassword. */
export interface ResetPasswordProps {
  /** The `token` query parameter of the reset email's link; `null` when the address has none. */
  token: string | null;
  /** Shows a Back button that calls this. */
  onBack?: () => void;
}

type Values = { password: string; confirmPassword: string };

/**
 * Create a new password (platform.md §2 "/reset-password"): the password with its live rules
 * (6 characters, a digit) and a confirmation; Reset is enabled when both are valid and equal.
 * Success offers the login; a failure shows the reset-password error and keeps what was typed.
 */
export function ResetPassword({ token, onBack }: ResetPasswordProps) {
  const t = useSignInStrings();
  const client = useApiClient();
  const fieldMessage = useFieldMessage();
  const requestError = useRequestError();
  const resetPassword = useResetPassword(client);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { control, handleSubmit, formState } = useForm<Values>({
    mode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
    resolver: valibotResolver(resetPasswordSchema),
  });

  if (!token) {
    return (
      <AuthScreen title={t.format('reset.title')} onBack={onBack}>
        <FormAlert>{t.format('reset.noToken')}</FormAlert>
        <TextLink href={ROUTES.forgotPassword}>{t.format('reset.askAgain')}</TextLink>
      </AuthScreen>
    );
  }

  if (done) {
    return (
      <AuthScreen title={t.format('reset.doneTitle')}>
        <p className={formStyles.lead} role="status">
          {t.format('reset.done')}
        </p>
        <TextLink href={ROUTES.login}>{t.format('reset.logIn')}</TextLink>
      </AuthScreen>
    );
  }

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword.mutateAsync({ token, new_password: values.password });
      setDone(true);
    } catch (error) {
      setFailure(requestError(error, t.format('reset.failed')));
    }
  });

  return (
    <AuthScreen title={t.format('reset.title')} lead={t.format('reset.lead')} onBack={onBack}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <Controller
          control={control}
          name="password"
          render={({ field, fieldState }) => (
            <PasswordField
              label={t.format('reset.password')}
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
        <Controller
          control={control}
          name="confirmPassword"
          render={({ field, fieldState }) => (
            <PasswordField
              label={t.format('reset.confirm')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              autoComplete="new-password"
              showRules={false}
              isRequired
              isInvalid={fieldState.invalid && field.value !== ''}
              errorMessage={fieldMessage(fieldState.error?.message)}
            />
          )}
        />
        {failure ? (
          <FormAlert>
            <strong>{t.format('reset.failedTitle')}</strong> {failure}
          </FormAlert>
        ) : null}
        <Button type="submit" isDisabled={!formState.isValid} isPending={formState.isSubmitting}>
          {t.format('reset.submit')}
        </Button>
      </form>
    </AuthScreen>
  );
}
