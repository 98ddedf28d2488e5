import { TextField } from '@shoppable/ui';
import { Controller, useFormContext } from 'react-hook-form';
import { InfluencerField, type InfluencerFieldProps } from '../InfluencerField';
import { UtmSection, type UtmValues } from '../UtmSection';

/** The values every link editor's form shares: whose the content is and what it offers. */
export interface PromotionValues {
  influencerUsername: string;
  promocode: string;
  utmParams: UtmValues;
}

/** Props of FormInfluencerField: InfluencerField's, less the value the form holds. */
export type FormInfluencerFieldProps = Omit<InfluencerFieldProps, 'value' | 'onChange'>;

/**
 * The form's influencer: picking one fills the form's promocode from them (content.md §4), as a
 * change the save strip and the draft see.
 */
export function FormInfluencerField(props: FormInfluencerFieldProps) {
  const { control, setValue } = useFormContext<PromotionValues>();
  return (
    <Controller
      control={control}
      name="influencerUsername"
      render={({ field }) => (
        <InfluencerField
          {...props}
          value={field.value}
          onChange={(username, code) => {
            field.onChange(username);
            if (code !== null) {
              setValue('promocode', code, { shouldDirty: true, shouldValidate: true });
            }
          }}
        />
      )}
    />
  );
}

/**
 * The form's promocode. It takes any length: a code over the limit gets domain's message and
 * stays as typed, rather than being cut short.
 */
export function PromocodeField({ label, description }: { label: string; description?: string }) {
  const { control } = useFormContext<PromotionValues>();
  return (
    <Controller
      control={control}
      name="promocode"
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          description={description}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}

/** The form's UTM values (admins only: the caller decides whether to show them). */
export function UtmFields() {
  const { control } = useFormContext<PromotionValues>();
  return (
    <Controller
      control={control}
      name="utmParams"
      render={({ field }) => <UtmSection value={field.value} onChange={field.onChange} />}
    />
  );
}
