import type { ApiClient } from '@shoppable/api-client';
import { defaultShoppingUrl, type Role } from '@shoppable/domain';
import { TextField } from '@shoppable/ui';
import { Controller, useFormContext } from 'react-hook-form';
import { InfluencerField } from '../InfluencerField';
import { fill, useStrings } from '../intl';
import { UtmSection } from '../UtmSection';
import type { LinkEditorValues } from './values';

/** Props of DeliveryFields. */
export interface DeliveryFieldsProps {
  client: ApiClient;
  businessId: string;
  businessDomain: string;
  viewerRole: Role;
  ownUsername: string;
  /** A link saved with an influencer keeps them. */
  influencerLocked: boolean;
}

/** Where the link leads and whose it is: the shopping URL, the influencer and (admins) the UTM values. */
export function DeliveryFields({
  client,
  businessId,
  businessDomain,
  viewerRole,
  ownUsername,
  influencerLocked,
}: DeliveryFieldsProps) {
  const strings = useStrings();
  const { control, setValue } = useFormContext<LinkEditorValues>();
  return (
    <>
      <Controller
        control={control}
        name="shoppingRedirectUrl"
        render={({ field, fieldState }) => (
          <TextField
            label={strings.format('editor.shoppingUrl')}
            description={fill(strings.format('editor.shoppingUrlHelp'), {
              url: defaultShoppingUrl('', businessDomain),
            })}
            type="url"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
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
                setValue('promocode', code, { shouldDirty: true, shouldValidate: true });
              }
            }}
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
