import { useApiClient, useSession } from '@shoppable/account';
import { ROUTES } from '@shoppable/domain';
import { InfluencerEditor } from '@shoppable/influencers';
import { PageFrame } from './PageFrame';
import { PAGE_WIDTHS } from './pageWidths';
import { useLeaveGuard } from './useLeaveGuard';

/**
 * The influencer editor's page (content.md §2, §4), in create mode (no `username`) or edit mode:
 * leaving with unsaved changes asks first; Back goes to `back`; a create opens the new
 * influencer's preview, an edit goes back to its preview.
 */
export function InfluencerEditorPage({ username, back }: { username?: string; back: string }) {
  const session = useSession();
  const client = useApiClient();
  const guard = useLeaveGuard();
  if (!session.user) return null;
  return (
    <PageFrame width={PAGE_WIDTHS.influencers}>
      <InfluencerEditor
        client={client}
        businessId={session.business?.id ?? ''}
        username={username}
        onDirtyChange={guard.onDirtyChange}
        onBack={() => guard.leave(back)}
        onCreated={(created) => guard.leave(ROUTES.influencerPreview(created))}
        onSaved={() => guard.leave(back)}
      />
      {guard.dialog}
    </PageFrame>
  );
}
