import type { ApiClient } from '@shoppable/api-client';
import { LIMITS, type Role } from '@shoppable/domain';
import { TextField } from '@shoppable/ui';
import { Controller, useFormContext } from 'react-hook-form';
import { InfluencerField } from '../InfluencerField';
import { useShortStrings } from '../intl/shorts';
import { UtmSection } from '../UtmSection';
import type { ShortValues } from './values';

/** Props of PromotionFields. */
export interface PromotionFieldsProps {
  client: ApiClient;
  businessId: string;
  viewerRole: Role;
  ownUsername: string;
  /** A short saved with an influencer keeps them. */
  influencerLocked: boolean;
}

/** Whose the short is and what it offers: the influencer, the promocode and (admins) the UTM values. */
export function PromotionFields({
  client,
  businessId,
  viewerRole,
  ownUsername,
  influencerLocked,
}: PromotionFieldsProps) {
  const t = useShortStrings();
  const { control, setValue } = useFormContext<ShortValues>();
  return (
    <>
      <Controller
        control={control}
        name="influencerUsername"
        render={({ field }) => (
          <InfluencerField
            client={client}
            businessId={businessId}
            viewerRole={viewerRole}
            ownUsername={ownUsername}
            value={field.value}
            isLocked={influencerLocked}
            onChange={(username, code) => {
              field.onChange(username);
              // content.md §4: picking an influencer fills the promocode from them.
              if (code !== null) {
                setValue('promocode', code.slice(0, LIMITS.promocodeMax), {
                  shouldDirty: true,
                  shouldValidate: true,
                });
              }
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="promocode"
        render={({ field, fieldState }) => (
          <TextField
            label={t.format('shorts.promocode')}
            value={field.value}
            maxLength={LIMITS.promocodeMax}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      {viewerRole === 'admin' ? (
        <Controller
          control={control}
          name="utmParams"
          render={({ field }) => <UtmSection value={field.value} onChange={field.onChange} />}
        />
      ) : null}
    </>
  );
}
