import type { ApiClient } from '@shoppable/api-client';
import { defaultShoppingUrl, type Role } from '@shoppable/domain';
import { TextField } from '@shoppable/ui';
import { Controller, useFormContext } from 'react-hook-form';
import { fill, useStrings } from '../intl';
import { FormInfluencerField, UtmFields } from '../FormFields';
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
  const { control } = useFormContext<LinkEditorValues>();
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
      <FormInfluencerField
        client={client}
        businessId={businessId}
        viewerRole={viewerRole}
        ownUsername={ownUsername}
        isLocked={influencerLocked}
      />
      {viewerRole === 'admin' ? <UtmFields /> : null}
    </>
  );
}
