import { InfluencerLimitDialog, useApiClient, useSession } from '@shoppable/account';
import { influencersQueryOptions } from '@shoppable/api-client';
import { influencerCap, influencerLimitDialog } from '@shoppable/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * The plan's gate on creating an influencer (platform.md §4, §6): counts the business's active
 * influencers (as the API does) against the plan's cap. `kind` is the dialog a create would meet
 * (`null` when allowed); `block()` opens it; render `dialog` once.
 */
export function useInfluencerGate() {
  const session = useSession();
  const client = useApiClient();
  const businessId = session.business?.id ?? '';
  const isAdmin = session.user?.isAdmin === true;
  const influencers = useQuery({
    ...influencersQueryOptions(client, businessId),
    enabled: isAdmin && businessId !== '',
  });
  const [open, setOpen] = useState(false);
  const active = influencers.data?.filter((i) => i.is_active).length ?? 0;
  const kind = session.plan ? influencerLimitDialog(active, influencerCap(session.plan)) : null;
  return {
    kind,
    block: () => setOpen(true),
    dialog:
      open && kind ? (
        <InfluencerLimitDialog isOpen kind={kind} onOpenChange={() => setOpen(false)} />
      ) : null,
  };
}
