import { useApiClient, useSession } from '@shoppable/account';
import { MultilinkEditor } from '@shoppable/links';
import { PageFrame } from './PageFrame';
import { PAGE_WIDTHS } from './pageWidths';
import { useLeaveGuard } from './useLeaveGuard';
import { useMerchantDomains } from './useMerchantDomains';

/**
 * The multilink editor's page (content.md §4), in create mode (no `multilinkId`) or edit mode
 * (the editor loads the multilink): leaving with unsaved changes asks first; Back and a save go to
 * `done`.
 */
export function MultilinkEditorPage({ multilinkId, done }: { multilinkId?: string; done: string }) {
  const session = useSession();
  const client = useApiClient();
  const guard = useLeaveGuard();
  const domains = useMerchantDomains();
  if (!session.user) return null;
  const finish = () => guard.leave(done);
  return (
    <PageFrame width={PAGE_WIDTHS.multilinks}>
      <MultilinkEditor
        client={client}
        onDirtyChange={guard.onDirtyChange}
        businessId={session.business?.id ?? ''}
        domains={domains}
        multilinkId={multilinkId}
        viewerRole={session.role ?? 'admin'}
        onBack={finish}
        onSaved={finish}
      />
      {guard.dialog}
    </PageFrame>
  );
}
