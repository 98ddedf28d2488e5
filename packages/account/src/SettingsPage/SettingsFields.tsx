import { TextField } from '@shoppable/ui';
import { FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { useStrings } from '../intl';
import { messageKeys, type SettingsValues } from './values';
import * as styles from './SettingsPage.css';

type TextPath = Exclude<
  FieldPath<SettingsValues>,
  | 'autoSwapEnabled'
  | 'productVisionConfigurations'
  | 'utmParams'
  | `productVisionConfigurations.${string}`
>;

/** The localized text of a field's domain message, if it has one. */
function useFieldMessage() {
  const t = useStrings();
  return (message: string | undefined) =>
    message ? t.format(messageKeys[message as keyof typeof messageKeys]) : undefined;
}

/** A text setting: an id or a UTM value, its domain message under it when refused. */
export function SettingsTextField({ name, label }: { name: TextPath; label: string }) {
  const { control } = useFormContext<SettingsValues>();
  const messageOf = useFieldMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          name={field.name}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isInvalid={fieldState.invalid}
          errorMessage={messageOf(fieldState.error?.message)}
          autoComplete="off"
        />
      )}
    />
  );
}

/** The shipping-and-returns URL, typed after its fixed `https://` (added on save). */
export function ShippingUrlField() {
  const t = useStrings();
  const { control } = useFormContext<SettingsValues>();
  const messageOf = useFieldMessage();
  return (
    <Controller
      control={control}
      name="shippingAndReturnsUrl"
      render={({ field, fieldState }) => (
        <AriaTextField
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isInvalid={fieldState.invalid}
          className={styles.field}
        >
          <Label className={styles.label}>{t.format('settings.shippingUrl')}</Label>
          <div className={styles.prefixed} dir="ltr">
            <span className={styles.prefix} aria-hidden="true">
              https://
            </span>
            <Input className={styles.prefixedInput} inputMode="url" autoComplete="off" />
          </div>
          <Text slot="description" className={styles.hint}>
            {t.format('settings.shippingHint')}
          </Text>
          <FieldError className={styles.error}>
            {messageOf(fieldState.error?.message) ?? null}
          </FieldError>
        </AriaTextField>
      )}
    />
  );
}
