import { valibotResolver } from '@hookform/resolvers/valibot';
import { useRegistrationRequest } from '@shoppable/api-client';
import { registrationRequestSchema, ROUTES } from '@shoppable/domain';
import { Button, Dialog, LinkButton, TextArea, TextField } from '@shoppable/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AuthScreen, FormAlert, TextLink, useFieldMessage, useRequestError } from '../AuthForm';
import * as formStyles from '../AuthForm/AuthForm.css';
import { useSignInStrings } from '../intl/signIn';
import { useApiClient } from '../session';

/** The address the success dialog's button opens when the app gives none (decided). */
export const REGISTER_REQUEST_DONE_URL = 'https://shoppable.app';

/** Props of RegisterRequest. */
export interface RegisterRequestProps {
  /** Where the success dialog's button goes (an external address). */
  doneHref?: string;
  /** Shows a Back button that calls this. */
  onBack?: () => void;
}

type Values = { name: string; email: string; description: string };

/**
 * The temporary sign-up landing (platform.md §2 "/register-request"): name, email and a
 * description; Send is enabled when all are valid. Success opens a dialog whose button goes to an
 * external address; a failure shows 'Your registration request has failed' and keeps the form.
 */
export function RegisterRequest({
  doneHref = REGISTER_REQUEST_DONE_URL,
  onBack,
}: RegisterRequestProps) {
  const t = useSignInStrings();
  const client = useApiClient();
  const fieldMessage = useFieldMessage();
  const requestError = useRequestError();
  const send = useRegistrationRequest(client);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { control, handleSubmit, formState } = useForm<Values>({
    mode: 'onChange',
    defaultValues: { name: '', email: '', description: '' },
    resolver: valibotResolver(registrationRequestSchema),
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send.mutateAsync(values);
      setSent(true);
    } catch (error) {
      setFailure(requestError(error, t.format('registerRequest.failed')));
    }
  });

  return (
    <AuthScreen
      title={t.format('registerRequest.title')}
      lead={t.format('registerRequest.lead')}
      onBack={onBack}
    >
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <Controller
          control={control}
          name="name"
          render={({ field, fieldState }) => (
            <TextField
              label={t.format('registerRequest.name')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              autoComplete="name"
              isRequired
              isInvalid={fieldState.invalid && fieldState.isTouched}
              errorMessage={fieldMessage(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="email"
          render={({ field, fieldState }) => (
            <TextField
              label={t.format('registerRequest.email')}
              type="email"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              autoComplete="email"
              isRequired
              isInvalid={fieldState.invalid && (fieldState.isTouched || field.value !== '')}
              errorMessage={fieldMessage(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <TextArea
              label={t.format('registerRequest.description')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isRequired
              isInvalid={fieldState.invalid && fieldState.isTouched}
              errorMessage={fieldMessage(fieldState.error?.message)}
            />
          )}
        />
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Button type="submit" isDisabled={!formState.isValid} isPending={formState.isSubmitting}>
          {t.format('registerRequest.submit')}
        </Button>
      </form>
      <p className={formStyles.smallPrint}>
        {t.format('register.haveAccount')}{' '}
        <TextLink href={ROUTES.login}>{t.format('register.logIn')}</TextLink>
      </p>
      <Dialog
        isOpen={sent}
        onOpenChange={setSent}
        title={t.format('registerRequest.sentTitle')}
        size="sm"
        closeLabel={t.format('authForm.close')}
        footer={<LinkButton href={doneHref}>{t.format('registerRequest.continue')}</LinkButton>}
      >
        <p className={formStyles.lead}>{t.format('registerRequest.sent')}</p>
      </Dialog>
    </AuthScreen>
  );
}
