import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  ApiError,
  HttpError,
  TimeoutError,
  useForgotPassword,
  useInfluencerForgotPassword,
} from '@shoppable/api-client';
import { forgotPasswordSchema, influencerForgotPasswordSchema } from '@shoppable/domain';
import { Button, Dialog, TextField } from '@shoppable/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AuthScreen, useFieldMessage } from '../AuthForm';
import * as formStyles from '../AuthForm/AuthForm.css';
import { useSignInStrings } from '../intl/signIn';
import { useApiClient } from '../session';

/** Props of ForgotPassword. */
export interface ForgotPasswordProps {
  /** `merchant` (/forgot-password) or `influencer` (/forgot-password/influencer, two usernames). */
  variant?: 'merchant' | 'influencer';
  /** The Back button: back to the login page. */
  onBack: () => void;
}

type Values = { username: string; influencerUsername: string };
const empty: Values = { username: '', influencerUsername: '' };

/** An unknown username or email (platform.md §8) rather than a failure of the service. */
const isNotFound = (error: unknown) =>
  error instanceof ApiError || (error instanceof HttpError && error.status === 404);

/**
 * Forgot password (platform.md §2): the merchant's username or email (and the influencer's, in
 * the influencer variant). Success opens an email-sent dialog and clears the fields; a failure
 * opens the error dialog and keeps them.
 */
export function ForgotPassword({ variant = 'merchant', onBack }: ForgotPasswordProps) {
  const t = useSignInStrings();
  const client = useApiClient();
  const fieldMessage = useFieldMessage();
  const merchantReset = useForgotPassword(client);
  const influencerReset = useInfluencerForgotPassword(client);
  const influencer = variant === 'influencer';
  const [dialog, setDialog] = useState<{ title: string; message: string } | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<Values>({
    mode: 'onChange',
    defaultValues: empty,
    resolver: valibotResolver(
      influencer ? influencerForgotPasswordSchema : forgotPasswordSchema,
    ) as never,
  });

  const submit = handleSubmit(async (values) => {
    try {
      if (influencer)
        await influencerReset.mutateAsync({
          username: values.username,
          influencer_username: values.influencerUsername,
        });
      else await merchantReset.mutateAsync(values.username);
      reset(empty);
      setDialog({ title: t.format('forgot.sentTitle'), message: t.format('forgot.sent') });
    } catch (error) {
      let message = t.format('forgot.failed');
      if (error instanceof TimeoutError) message = t.format('authForm.timeout');
      else if (isNotFound(error)) message = t.format('forgot.notFound');
      setDialog({ title: t.format('forgot.failedTitle'), message });
    }
  });

  const field = (name: keyof Values, label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field: f, fieldState }) => (
        <TextField
          label={label}
          name={f.name}
          value={f.value}
          onChange={f.onChange}
          onBlur={f.onBlur}
          isRequired
          isInvalid={fieldState.invalid && fieldState.isTouched}
          errorMessage={fieldMessage(fieldState.error?.message)}
        />
      )}
    />
  );

  return (
    <AuthScreen
      title={t.format('forgot.title')}
      lead={t.format(influencer ? 'forgot.influencerLead' : 'forgot.lead')}
      onBack={onBack}
    >
      <form className={formStyles.form} onSubmit={submit} noValidate>
        {field('username', t.format(influencer ? 'forgot.merchantUsername' : 'forgot.username'))}
        {influencer ? field('influencerUsername', t.format('forgot.influencerUsername')) : null}
        <Button type="submit" isDisabled={!formState.isValid} isPending={formState.isSubmitting}>
          {t.format('forgot.submit')}
        </Button>
      </form>
      <Dialog
        isOpen={dialog !== null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        title={dialog?.title ?? ''}
        size="sm"
        closeLabel={t.format('authForm.close')}
        footer={({ close }) => <Button onPress={close}>{t.format('authForm.ok')}</Button>}
      >
        <p className={formStyles.lead}>{dialog?.message}</p>
      </Dialog>
    </AuthScreen>
  );
}
