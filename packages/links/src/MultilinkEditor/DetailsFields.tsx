import { LIMITS } from '@shoppable/domain';
import { TextField } from '@shoppable/ui';
import { Controller, useFormContext } from 'react-hook-form';
import { useMultilinkStrings } from '../intl/multilinks';
import { PromocodeField, UtmFields } from '../FormFields';
import type { MultilinkValues } from './values';

/** The multilink's title, the first field of the form. */
export function TitleField() {
  const t = useMultilinkStrings();
  const { control } = useFormContext<MultilinkValues>();
  return (
    <Controller
      control={control}
      name="title"
      render={({ field, fieldState }) => (
        <TextField
          label={t.format('multilinks.titleField')}
          value={field.value}
          isRequired
          maxLength={LIMITS.multilinkTitleMax}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}

/** What the multilink offers and tells analytics: the promocode and (admins) the UTM values. */
export function PromotionFields({ isAdmin }: { isAdmin: boolean }) {
  const t = useMultilinkStrings();
  return (
    <>
      <PromocodeField label={t.format('multilinks.promocodeField')} />
      {isAdmin ? <UtmFields /> : null}
    </>
  );
}
