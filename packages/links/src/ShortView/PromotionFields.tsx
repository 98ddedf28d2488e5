import type { ApiClient } from '@shoppable/api-client';
import type { Role } from '@shoppable/domain';
import { useShortStrings } from '../intl/shorts';
import { FormInfluencerField, PromocodeField, UtmFields } from '../FormFields';

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
  return (
    <>
      <FormInfluencerField
        client={client}
        businessId={businessId}
        viewerRole={viewerRole}
        ownUsername={ownUsername}
        isLocked={influencerLocked}
      />
      <PromocodeField label={t.format('shorts.promocode')} />
      {viewerRole === 'admin' ? <UtmFields /> : null}
    </>
  );
}
